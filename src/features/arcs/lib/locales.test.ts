// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import en from '../../../../public/locales/en/arcs.json';
import es from '../../../../public/locales/es/arcs.json';
import { ARC_STATUSES } from './list';
import { ARC_SORTS, ARC_STATUS_FILTERS } from './search';

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

describe('the ARC texts', () => {
  it('exist in English and Spanish, key for key, none empty', () => {
    expect([...spanish.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [key, text] of [...english, ...spanish]) expect(text.trim(), key).not.toBe('');
  });

  it('use the same placeholders in both languages', () => {
    const placeholders = (text: string) => [...text.matchAll(/{{(\w+)}}/g)].map((m) => m[1]).sort();
    for (const [key, text] of english)
      expect(placeholders(spanish.get(key) ?? ''), key).toEqual(placeholders(text));
  });

  it('say the SPEC §5 and §8 messages word for word', () => {
    expect(english.get('attachments.failed')).toBe(
      'The attachments could not be loaded at this time. Please try again or contact support if the error persists.',
    );
    expect(english.get('problems.sendFailed')).toBe('Message failed to send.');
    expect(english.get('messages.required')).toBe('Message is required.');
  });

  it('cover every key the components ask for', () => {
    const used = new Set<string>();
    const folder = fileURLToPath(new URL('../components/', import.meta.url));
    for (const file of readdirSync(folder).filter((name) => name.endsWith('.tsx'))) {
      const source = readFileSync(`${folder}${file}`, 'utf8');
      for (const match of source.matchAll(/\bt\(\s*'([\w.-]+)'/g)) used.add(match[1] ?? '');
    }
    expect(used.size).toBeGreaterThan(120);
    // Keys built at run time.
    for (const status of ARC_STATUSES) used.add(`statuses.${status}`);
    for (const filter of ARC_STATUS_FILTERS) used.add(`filters.${filter}`);
    for (const sort of ARC_SORTS) used.add(`sorts.${sort}`);
    for (const choice of ['approve', 'decline']) used.add(`choices.${choice}`);
    for (const outcome of ['approved', 'declined']) used.add(`decision.outcome.${outcome}`);
    for (const status of ['approved', 'declined', 'withdrawn'])
      used.add(`decision.closed.${status}`);
    for (const role of ['homeowner', 'boardMember', 'management']) used.add(`authorRoles.${role}`);
    for (const problem of ['tooLarge', 'empty', 'duplicate']) used.add(`files.refused.${problem}`);
    for (const kind of [
      'forbidden',
      'conflict',
      'tooLarge',
      'invalid',
      'sendFailed',
      'network',
      'notFound',
      'server',
    ])
      used.add(`problems.${kind}`);
    expect([...used].filter((key) => !has(key))).toEqual([]);
  });
});
