// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { keysUsedIn, loadNamespace } from '@/testing/locales';
import { ARC_STATUSES } from './list';
import { ARC_SORTS, ARC_STATUS_FILTERS } from './search';

// Key parity, empty texts and placeholders: src/lib/i18n.test.ts, for every namespace.
const { english, has } = loadNamespace('arcs');

describe('the ARC texts', () => {
  it('say the SPEC §5 and §8 messages word for word', () => {
    expect(english.get('attachments.failed')).toBe(
      'The attachments could not be loaded at this time. Please try again or contact support if the error persists.',
    );
    expect(english.get('problems.sendFailed')).toBe('Message failed to send.');
    expect(english.get('messages.required')).toBe('Message is required.');
  });

  it('cover every key the components ask for', () => {
    const used = keysUsedIn(new URL('../components/', import.meta.url));
    expect(used.size).toBeGreaterThan(120);
    // Keys built at run time.
    for (const status of ARC_STATUSES) used.add(`statuses.${status}`);
    for (const filter of ARC_STATUS_FILTERS) used.add(`filters.${filter}`);
    for (const sort of ARC_SORTS) used.add(`sorts.${sort}`);
    for (const choice of ['approve', 'decline']) used.add(`choices.${choice}`);
    for (const outcome of ['approved', 'approvedWithConditions', 'declined'])
      used.add(`decision.outcome.${outcome}`);
    for (const status of ['approved', 'declined', 'withdrawn'])
      used.add(`decision.closed.${status}`);
    for (const role of ['homeowner', 'boardMember', 'management']) used.add(`authorRoles.${role}`);
    for (const problem of ['tooLarge', 'empty', 'duplicate']) used.add(`files.refused.${problem}`);
    // arcsWording's texts (a lost connection and a server failure are the shared vocabulary's).
    for (const kind of ['forbidden', 'conflict', 'tooLarge', 'invalid', 'sendFailed', 'notFound'])
      used.add(`problems.${kind}`);
    expect([...used].filter((key) => !has(key))).toEqual([]);
  });
});
