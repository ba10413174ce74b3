// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import en from '../../../../public/locales/en/profile.json';
import es from '../../../../public/locales/es/profile.json';
import { PROFILE_TABS } from './tabs';

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
const root = fileURLToPath(new URL('../../../../', import.meta.url));

describe('the profile texts', () => {
  it('exist in English and Spanish, key for key, none empty, same placeholders', () => {
    expect([...spanish.keys()].sort()).toEqual([...english.keys()].sort());
    const placeholders = (text: string) => [...text.matchAll(/{{(\w+)}}/g)].map((m) => m[1]).sort();
    for (const [key, text] of english) {
      expect(text.trim(), key).not.toBe('');
      expect(placeholders(spanish.get(key) ?? ''), key).toEqual(placeholders(text));
    }
  });

  it('say the SPEC §8 unsaved-changes choices word for word', () => {
    expect(english.get('unsaved.leave')).toBe('Leave and Discard');
    expect(english.get('unsaved.stay')).toBe('Stay on Page');
  });

  it('have every SPEC §5 Profile invalid-value message', () => {
    for (const field of [
      'Label',
      'Address',
      'Secondary address',
      'City',
      'State',
      'Zipcode',
      'Country',
      'Province',
      'Postal code',
    ]) {
      const text = `Invalid ${field.toLowerCase()}`;
      expect([...english.values()], text).toContain(text);
    }
  });

  it('cover every key the components and the JSON forms ask for', () => {
    const used = new Set<string>();
    const components = `${root}src/features/profile/components/`;
    for (const file of readdirSync(components).filter((name) => name.endsWith('.tsx'))) {
      const source = readFileSync(`${components}${file}`, 'utf8');
      for (const match of source.matchAll(/\bt\(\s*'([\w.-]+)'/g)) used.add(match[1] ?? '');
    }
    for (const form of ['contact', 'address', 'login-info', 'preferences']) {
      for (const part of ['schema', 'ui']) {
        const source = readFileSync(`${root}forms/${form}.${part}.json`, 'utf8');
        for (const match of source.matchAll(/"profile:([\w.-]+)"/g)) used.add(match[1] ?? '');
      }
    }
    // Keys built at run time.
    for (const tab of PROFILE_TABS) used.add(`tabs.${tab}`);
    for (const type of ['email', 'phone', 'address']) {
      used.add(`contactGroups.${type}`);
      used.add(`contactTypeNames.${type}`);
    }
    for (const preference of ['none', 'email', 'text', 'mail', 'all'])
      used.add(`communication.${preference}`);
    used.delete('common:loading');
    used.delete('common:nav.profileSettings');
    expect(used.size).toBeGreaterThan(80);
    expect([...used].filter((key) => !english.has(key))).toEqual([]);
  });
});
