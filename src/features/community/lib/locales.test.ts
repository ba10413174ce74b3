// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import en from '../../../../public/locales/en/community.json';
import es from '../../../../public/locales/es/community.json';
import { CALENDAR_VIEWS } from './calendar';
import { REQUEST_STATUSES, REQUEST_TYPES, RESERVATION_STATUSES } from './requests';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const entries = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') entries.set(path, value);
    else for (const [k, v] of flatten(value, path)) entries.set(k, v);
  }
  return entries;
}

const english = flatten(en);
const spanish = flatten(es);
const has = (key: string) => english.has(key) || english.has(`${key}_one`);
const root = fileURLToPath(new URL('../../../../', import.meta.url));

describe('the community texts', () => {
  it('exist in English and Spanish, key for key, none empty', () => {
    expect([...spanish.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [key, text] of [...english, ...spanish]) expect(text.trim(), key).not.toBe('');
  });

  it('use the same placeholders in both languages', () => {
    const placeholders = (text: string) => [...text.matchAll(/{{(\w+)}}/g)].map((m) => m[1]).sort();
    for (const [key, text] of english)
      expect(placeholders(spanish.get(key) ?? ''), key).toEqual(placeholders(text));
  });

  it('say the SPEC §8 messages word for word', () => {
    expect(english.get('requests.loadError')).toBe('An error occurred while loading your requests');
    expect(english.get('errors.tryAgain')).toBe('Try Again');
    expect(english.get('errors.errorId')).toBe('Error ID: {{id}}');
    expect(english.get('problems.uploadFailed')).toBe('Failed to upload files. Please try again.');
  });

  it('cover every key the components and the forms ask for', () => {
    const used = new Set<string>();
    const folder = fileURLToPath(new URL('../components/', import.meta.url));
    for (const file of readdirSync(folder).filter((name) => name.endsWith('.tsx'))) {
      const source = readFileSync(`${folder}${file}`, 'utf8');
      for (const match of source.matchAll(/\bt\(\s*'([\w.-]+)'/g)) used.add(match[1] ?? '');
      for (const match of source.matchAll(/'community:([\w.-]+)'/g)) used.add(match[1] ?? '');
    }
    for (const form of ['general-request', 'reservation-request']) {
      for (const kind of ['schema', 'ui']) {
        const source = readFileSync(`${root}forms/${form}.${kind}.json`, 'utf8');
        for (const match of source.matchAll(/"community:([\w.-]+)"/g)) used.add(match[1] ?? '');
      }
    }
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
    for (const problem of ['tooLarge', 'type', 'empty', 'duplicate'])
      used.add(`attachments.refused.${problem}`);
    for (const kind of [
      'slotTaken',
      'tooLarge',
      'uploadFailed',
      'invalid',
      'notFound',
      'network',
      'server',
    ])
      used.add(`problems.${kind}`);
    for (const reason of ['taken', 'past']) used.add(`reservation.unavailable.${reason}`);
    expect([...used].filter((key) => !has(key))).toEqual([]);
  });
});
