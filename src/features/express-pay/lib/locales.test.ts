// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import en from '../../../../public/locales/en/express-pay.json';
import es from '../../../../public/locales/es/express-pay.json';
import type { PaymentFormTextKey } from '@/lib/payment-provider';

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

// Every text the provider's card form asks for (src/lib/payment-provider/types.ts).
const formKeys: Record<PaymentFormTextKey, true> = {
  sandboxNotice: true,
  cardLegend: true,
  cardholderName: true,
  cardNumber: true,
  cardNumberHint: true,
  expiry: true,
  expiryHint: true,
  expiryPlaceholder: true,
  cvc: true,
  cvcHint: true,
  bankLegend: true,
  accountHolder: true,
  routingNumber: true,
  routingNumberHint: true,
  accountNumber: true,
  accountNumberHint: true,
  accountType: true,
  checking: true,
  savings: true,
  nameRequired: true,
  cardNumberRequired: true,
  cardNumberInvalid: true,
  expiryRequired: true,
  expiryInvalid: true,
  expiryPast: true,
  cvcRequired: true,
  cvcInvalid: true,
  accountHolderRequired: true,
  routingNumberRequired: true,
  routingNumberInvalid: true,
  accountNumberRequired: true,
  accountNumberInvalid: true,
  fixErrors: true,
  declined: true,
  confirmFailed: true,
  loading: true,
};

describe('the express pay texts', () => {
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

  it('say the SPEC §8 message word for word', () => {
    expect(english.get('card.noClientSecret')).toBe(
      'An error occurred, no client secret was provided.',
    );
  });

  it('cover every key the components ask for', () => {
    const folder = fileURLToPath(new URL('../components/', import.meta.url));
    const used = new Set<string>();
    for (const file of readdirSync(folder).filter((name) => name.endsWith('.tsx'))) {
      const source = readFileSync(`${folder}${file}`, 'utf8');
      for (const match of source.matchAll(/\bt\(\s*'([\w.-]+)'/g)) used.add(match[1] ?? '');
    }
    expect(used.size).toBeGreaterThan(40);
    // Keys built at run time.
    for (const failure of ['invalid', 'expired', 'used', 'rejected', 'malformed']) {
      used.add(`link.${failure}.title`);
      used.add(`link.${failure}.body`);
    }
    for (const status of ['pending', 'completed', 'failed', 'cancelled'])
      used.add(`recent.status.${status}`);
    for (const status of ['pending', 'completed']) used.add(`confirmation.status.${status}`);
    for (const problem of ['required', 'unavailable']) used.add(`errors.method.${problem}`);
    for (const problem of [
      'required',
      'invalid',
      'tooManyDecimals',
      'negative',
      'zero',
      'belowMin',
      'aboveMax',
      'aboveBalance',
      'mustPayBalance',
    ])
      used.add(`errors.amount.${problem}`);
    for (const type of ['creditCard', 'debitCard', 'eCheck']) used.add(`methods.type.${type}`);
    for (const brand of ['visa', 'mastercard', 'discover', 'americanExpress'])
      used.add(`methods.brand.${brand}`);
    for (const key of Object.keys(formKeys)) used.add(`card.form.${key}`);
    for (const key of ['cardLabel', 'bankLabel', 'bankType.checking', 'bankType.savings'])
      used.add(`methods.${key}`);
    for (const key of ['unexpected', 'network', 'server']) used.add(`errors.${key}`);
    expect([...used].filter((key) => !english.has(key))).toEqual([]);
  });
});
