// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { keysUsedIn, loadNamespace } from '@/testing/locales';
import { NOTICE_CHANNEL_OPTIONS, NOTICE_KINDS } from './notice-channels';

// Key parity, empty texts and placeholders: src/lib/i18n.test.ts, for every namespace.
const { english } = loadNamespace('delivery');

describe('the delivery texts', () => {
  it("say the issue's name of the switch", () => {
    expect(english.get('paperless.label')).toBe('Paperless statements');
  });

  it('cover every key the delivery section asks for', () => {
    const used = keysUsedIn(new URL('../components/delivery/', import.meta.url));
    for (const kind of NOTICE_KINDS) used.add(`notices.kinds.${kind}`);
    for (const channel of NOTICE_CHANNEL_OPTIONS) used.add(`notices.channels.${channel}`);
    used.delete('common:loading');
    expect(used.size).toBeGreaterThan(20);
    expect([...used].filter((key) => !english.has(key))).toEqual([]);
  });
});
