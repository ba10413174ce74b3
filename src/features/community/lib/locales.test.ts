// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { keysIn, keysUsedIn, loadNamespace, repoRoot, tCall } from '@/testing/locales';
import { CALENDAR_VIEWS } from './calendar';
import { REQUEST_STATUSES, REQUEST_TYPES, RESERVATION_STATUSES } from './requests';

// Key parity, empty texts and placeholders: src/lib/i18n.test.ts, for every namespace.
const { english, has } = loadNamespace('community');
const forms = ['general-request', 'reservation-request'].flatMap((form) =>
  ['schema', 'ui'].map((kind) => `${repoRoot}forms/${form}.${kind}.json`),
);

describe('the community texts', () => {
  it('say the SPEC §8 messages word for word', () => {
    expect(english.get('requests.loadError')).toBe('An error occurred while loading your requests');
    expect(english.get('errors.tryAgain')).toBe('Try Again');
    // The Error ID line is the shared problem vocabulary's.
    expect(loadNamespace('errors').english.get('errorId')).toBe('Error ID: {{errorId}}');
    expect(english.get('problems.uploadFailed')).toBe('Failed to upload files. Please try again.');
    expect(english.get('reply.failed')).toBe('Message failed to send.');
    expect(english.get('reply.invalid.required')).toBe('Message is required.');
  });

  it('cover every key the components and the forms ask for', () => {
    const used = keysUsedIn(new URL('../components/', import.meta.url), {
      pattern: [tCall, /'community:([\w.-]+)'/g],
    });
    for (const key of keysIn(forms, /"community:([\w.-]+)"/g)) used.add(key);
    expect(used.size).toBeGreaterThan(150);
    // Keys built at run time.
    for (const status of REQUEST_STATUSES) used.add(`requestStatuses.${status}`);
    for (const type of REQUEST_TYPES) used.add(`requestTypes.${type}`);
    for (const status of RESERVATION_STATUSES) used.add(`reservationStatuses.${status}`);
    for (const role of ['homeowner', 'management', 'board']) used.add(`authorRoles.${role}`);
    for (const view of CALENDAR_VIEWS) used.add(`calendar.viewNames.${view}`);
    for (const kind of ['event', 'meeting', 'reservation']) used.add(`calendar.kinds.${kind}`);
    for (const step of ['month', 'week']) {
      used.add(`calendar.previous.${step}`);
      used.add(`calendar.next.${step}`);
    }
    for (const tab of ['requests', 'reservations']) used.add(`requests.tabs.${tab}`);
    // communityWording's texts (a lost connection is the shared vocabulary's).
    for (const kind of ['slotTaken', 'tooLarge', 'uploadFailed', 'invalid', 'notFound', 'server'])
      used.add(`problems.${kind}`);
    for (const reason of ['taken', 'past']) used.add(`reservation.unavailable.${reason}`);
    expect([...used].filter((key) => !has(key))).toEqual([]);
  });
});
