import { describe, expect, it } from 'vitest';
import { cardLabel } from './card-label';

const texts: Record<string, string> = {
  'methods.cardLabel': '{{brand}} ending in {{last4}}',
  'methods.bankLabel': '{{bankType}} ending in {{last4}}',
  'methods.brand.visa': 'Visa',
  'methods.type.debitCard': 'Debit card',
  'methods.bankType.checking': 'Checking',
};
const t = (key: string, options: Record<string, unknown> = {}) => {
  const fallback = typeof options.defaultValue === 'string' ? options.defaultValue : key;
  return (texts[key] ?? fallback).replace(/{{(\w+)}}/g, (_, name: string) => {
    const value = options[name];
    return typeof value === 'string' ? value : '';
  });
};

describe('cardLabel', () => {
  it('names the brand and the last four digits', () => {
    expect(cardLabel({ type: 'creditCard', brand: 'visa', last4: '4242' }, t)).toBe(
      'Visa ending in 4242',
    );
  });

  it('falls back to the card type, and to the raw brand when unknown', () => {
    expect(cardLabel({ type: 'debitCard', last4: '4444' }, t)).toBe('Debit card ending in 4444');
    expect(cardLabel({ type: 'creditCard', brand: 'jcb', last4: '0001' }, t)).toBe(
      'jcb ending in 0001',
    );
  });

  it('reads bank accounts in recent payments', () => {
    expect(cardLabel({ type: 'eCheck', bankType: 'checking', last4: '6789' }, t)).toBe(
      'Checking ending in 6789',
    );
  });
});
