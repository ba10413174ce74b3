// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import en from '../../../../public/locales/en/dashboard.json';
import es from '../../../../public/locales/es/dashboard.json';
import { BOARD_TASKS } from './board';

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

describe('the dashboard texts', () => {
  it('exist in English and Spanish, key for key, none empty', () => {
    expect([...spanish.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [key, text] of [...english, ...spanish]) expect(text.trim(), key).not.toBe('');
  });

  it('use the same placeholders in both languages', () => {
    const placeholders = (text: string) => [...text.matchAll(/{{(\w+)}}/g)].map((m) => m[1]).sort();
    for (const [key, text] of english) {
      expect(placeholders(spanish.get(key) ?? ''), key).toEqual(placeholders(text));
    }
  });

  it('say the SPEC §8 blocked-payments message word for word', () => {
    expect(english.get('payments.allBlocked')).toBe(
      'Payments are blocked for this account. Contact your management company for further info.',
    );
  });

  it('cover every key the components ask for', () => {
    const folder = fileURLToPath(new URL('../components/', import.meta.url));
    const used = new Set<string>();
    for (const file of readdirSync(folder).filter((name) => name.endsWith('.tsx'))) {
      const source = readFileSync(`${folder}${file}`, 'utf8');
      for (const match of source.matchAll(/\bt\(\s*'([\w.-]+)'/g)) used.add(match[1] ?? '');
    }
    expect(used.size).toBeGreaterThan(50);
    // Keys built at run time.
    for (const { key } of BOARD_TASKS) used.add(`board.tasks.${key}`);
    for (const status of ['open', 'inProgress', 'onHold', 'closed'])
      used.add(`requests.status.${status}`);
    for (const status of ['tentative', 'confirmed', 'declined'])
      used.add(`reservations.status.${status}`);
    // From the common namespace.
    used.delete('dashboard.welcome');
    used.delete('loading');
    expect([...used].filter((key) => !has(key))).toEqual([]);
  });
});
