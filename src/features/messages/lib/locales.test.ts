// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import en from '../../../../public/locales/en/messages.json';
import es from '../../../../public/locales/es/messages.json';

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

describe('the messages texts', () => {
  it('exist in English and Spanish, key for key, none empty, same placeholders', () => {
    expect([...spanish.keys()].sort()).toEqual([...english.keys()].sort());
    const placeholders = (text: string) => [...text.matchAll(/{{(\w+)}}/g)].map((m) => m[1]).sort();
    for (const [key, text] of english) {
      expect(text.trim(), key).not.toBe('');
      expect(placeholders(spanish.get(key) ?? ''), key).toEqual(placeholders(text));
    }
  });

  it('say the SPEC §5 and §8 messages word for word', () => {
    expect(english.get('validation.messageRequired')).toBe('Message is required.');
    expect(english.get('validation.fieldRequired')).toBe('This field is required.');
    expect(english.get('reply.failed')).toBe('Message failed to send.');
    expect(english.get('attachments.failed')).toBe(
      'The attachments could not be loaded at this time. Please try again or contact support if the error persists.',
    );
  });

  it('cover every key the components ask for', () => {
    const folder = fileURLToPath(new URL('../components/', import.meta.url));
    const used = new Set<string>();
    for (const file of readdirSync(folder).filter((name) => name.endsWith('.tsx'))) {
      const source = readFileSync(`${folder}${file}`, 'utf8');
      for (const match of source.matchAll(/\bt\(\s*'([\w.-]+)'/g)) used.add(match[1] ?? '');
    }
    used.add('validation.fieldRequired');
    used.add('validation.messageRequired');
    expect(used.size).toBeGreaterThan(20);
    expect([...used].filter((key) => !has(key))).toEqual([]);
  });
});
