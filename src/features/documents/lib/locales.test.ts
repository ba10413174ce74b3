// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import en from '../../../../public/locales/en/documents.json';
import es from '../../../../public/locales/es/documents.json';
import { DOCUMENT_SORTS } from './library-view';

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

describe('the documents texts', () => {
  it('exist in English and Spanish, key for key, none empty', () => {
    expect([...spanish.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [key, text] of [...english, ...spanish]) {
      expect(text.trim(), key).not.toBe('');
    }
  });

  it('use the same placeholders in both languages', () => {
    const placeholders = (text: string) => [...text.matchAll(/{{(\w+)}}/g)].map((m) => m[1]).sort();
    for (const [key, text] of english) {
      expect(placeholders(spanish.get(key) ?? ''), key).toEqual(placeholders(text));
    }
  });

  it('say the SPEC §5 and §8 messages word for word', () => {
    expect(english.get('failures.nameExists')).toBe(
      'This name already exists, please enter a different name.',
    );
    expect(english.get('upload.failed')).toBe('Failed to upload files. Please try again.');
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
    for (const kind of ['nameExists', 'forbidden', 'network', 'server'])
      used.add(`failures.${kind}`);
    for (const problem of ['required', 'separator', 'reserved', 'tooLong'])
      used.add(`nameErrors.${problem}`);
    for (const sort of DOCUMENT_SORTS) used.add(`view.sorts.${sort}`);
    for (const type of [
      'pdf',
      'image',
      'word',
      'spreadsheet',
      'presentation',
      'text',
      'archive',
      'web',
      'other',
    ])
      used.add(`types.${type}`);
    expect([...used].filter((key) => !has(key))).toEqual([]);
  });
});
