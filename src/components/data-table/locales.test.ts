// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { keysUsedIn, loadNamespace } from '@/testing/locales';

// Key parity, empty texts and placeholders: src/lib/i18n.test.ts, for every namespace.
const { has } = loadNamespace('data-table');

describe('the data-table texts', () => {
  it('cover every key the grid asks for', () => {
    const used = keysUsedIn(new URL('./', import.meta.url));
    expect(used.size).toBeGreaterThan(10);
    expect([...used].filter((key) => !has(key))).toEqual([]);
  });
});
