// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { keysUsedIn, loadNamespace } from '@/testing/locales';

// Key parity, empty texts and placeholders: src/lib/i18n.test.ts, for every namespace.
const { english, has } = loadNamespace('messages');

describe('the messages texts', () => {
  it('say the SPEC §5 and §8 messages word for word', () => {
    expect(english.get('validation.messageRequired')).toBe('Message is required.');
    expect(english.get('validation.fieldRequired')).toBe('This field is required.');
    expect(english.get('reply.failed')).toBe('Message failed to send.');
    expect(english.get('attachments.failed')).toBe(
      'The attachments could not be loaded at this time. Please try again or contact support if the error persists.',
    );
  });

  it('cover every key the components ask for', () => {
    const used = keysUsedIn(new URL('../components/', import.meta.url));
    used.add('validation.fieldRequired');
    used.add('validation.messageRequired');
    expect(used.size).toBeGreaterThan(20);
    expect([...used].filter((key) => !has(key))).toEqual([]);
  });
});
