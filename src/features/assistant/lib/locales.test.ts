// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { keysUsedIn, loadNamespace } from '@/testing/locales';

// Key parity, empty texts and {{placeholders}}: src/lib/i18n.test.ts, for every namespace.
const { english, spanish, has } = loadNamespace('assistant');

describe('the assistant texts', () => {
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

  it('say plainly that answers quote the documents, with no generated text', () => {
    expect(english.get('description')).toContain('quote the association’s documents word for word');
    expect(english.get('description')).toContain('writes no text of its own');
    expect(spanish.get('description')).toContain('citan palabra por palabra');
    expect(spanish.get('description')).toContain('no escribe texto propio');
  });

  it('cover every key the components ask for', () => {
    const used = keysUsedIn(new URL('../components/', import.meta.url));
    expect(used.size).toBeGreaterThan(20);
    expect([...used].filter((key) => !has(key))).toEqual([]);
  });
});
