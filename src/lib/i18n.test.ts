import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { supportedLanguages } from './i18n';

// Every text exists in every language from the day it is written.
type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

const load = (language: string, namespace: string) =>
  flatten(JSON.parse(readFileSync(`public/locales/${language}/${namespace}`, 'utf8')) as Tree);
const namespaces = readdirSync('public/locales/en').filter((file) => file.endsWith('.json'));
// i18next plural suffixes differ per language; compare keys without them.
const base = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, '');

describe.each(namespaces)('translations %s', (namespace) => {
  it.each(supportedLanguages.filter((l) => l !== 'en'))(
    'has every English key in %s, and no other',
    (language) => {
      const english = new Set([...load('en', namespace).keys()].map(base));
      const other = new Set([...load(language, namespace).keys()].map(base));
      expect([...english].filter((key) => !other.has(key))).toEqual([]);
      expect([...other].filter((key) => !english.has(key))).toEqual([]);
    },
  );

  it.each(supportedLanguages.filter((l) => l !== 'en'))(
    'keeps the same {{placeholders}} in %s',
    (language) => {
      const english = load('en', namespace);
      const other = load(language, namespace);
      const placeholders = (text: string) =>
        [...text.matchAll(/\{\{\s*(\w+)/g)].map((m) => m[1]).sort();
      for (const [key, text] of other) {
        const source =
          english.get(key) ?? english.get(`${base(key)}_other`) ?? english.get(base(key));
        if (source !== undefined)
          expect(placeholders(text), `${language}:${key}`).toEqual(placeholders(source));
      }
    },
  );

  it('is not empty anywhere', () => {
    for (const language of supportedLanguages) {
      for (const [key, text] of load(language, namespace))
        expect(text.trim(), `${language}:${key}`).not.toBe('');
    }
  });
});
