// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import en from '../../../public/locales/en/data-table.json';
import es from '../../../public/locales/es/data-table.json';

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

describe('the data-table texts', () => {
  it('exist in English and Spanish and cover every key the grid asks for', () => {
    const english = flatten(en);
    const spanish = flatten(es);
    expect([...spanish.keys()].sort()).toEqual([...english.keys()].sort());
    const folder = fileURLToPath(new URL('./', import.meta.url));
    const used = new Set<string>();
    for (const file of readdirSync(folder).filter((name) => name.endsWith('.tsx'))) {
      for (const match of readFileSync(`${folder}${file}`, 'utf8').matchAll(/\bt\(\s*'([\w.-]+)'/g))
        used.add(match[1] ?? '');
    }
    expect(used.size).toBeGreaterThan(10);
    const missing = [...used].filter((key) => !english.has(key) && !english.has(`${key}_one`));
    expect(missing).toEqual([]);
  });
});
