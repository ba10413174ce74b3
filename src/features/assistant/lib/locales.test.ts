// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import en from '../../../../public/locales/en/assistant.json';
import es from '../../../../public/locales/es/assistant.json';

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

describe('the assistant texts', () => {
  it('exist in English and Spanish, key for key, none empty', () => {
    expect([...spanish.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [key, text] of [...english, ...spanish]) expect(text.trim(), key).not.toBe('');
  });

  it('use the same placeholders and tags in both languages', () => {
    const marks = (text: string) =>
      [...text.matchAll(/{{(\w+)}}|<(\/?\w+)>/g)].map((m) => m[1] ?? m[2]).sort();
    for (const [key, text] of english)
      expect(marks(spanish.get(key) ?? ''), key).toEqual(marks(text));
  });

  it('say the SPEC §8 AI chat error word for word', () => {
    expect(english.get('errors.failed')?.replace(/<\/?link>/g, '')).toBe(
      'Something went wrong. If this issue persists please contact us through our help center.',
    );
  });

  it('cover every key the components ask for', () => {
    const folder = fileURLToPath(new URL('../components/', import.meta.url));
    const used = new Set<string>();
    for (const file of readdirSync(folder).filter((name) => name.endsWith('.tsx'))) {
      const source = readFileSync(`${folder}${file}`, 'utf8');
      for (const match of source.matchAll(/\bt\(\s*'([\w.-]+)'/g)) used.add(match[1] ?? '');
    }
    expect(used.size).toBeGreaterThan(20);
    expect([...used].filter((key) => !has(key))).toEqual([]);
  });
});
