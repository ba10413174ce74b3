// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { keysUsedIn, loadNamespace } from '@/testing/locales';
import type { PaymentFormTextKey } from '@/components/payment-provider';

// Key parity, empty texts and placeholders: src/lib/i18n.test.ts, for every namespace.
const { english } = loadNamespace('express-pay');

// Every text the provider's card form asks for (src/components/payment-provider/types.ts).
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
  it('say the SPEC §8 message word for word', () => {
    expect(english.get('card.noClientSecret')).toBe(
      'An error occurred, no client secret was provided.',
    );
  });

  it('cover every key the components ask for', () => {
    const used = keysUsedIn(new URL('../components/', import.meta.url));
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
    expect([...used].filter((key) => !english.has(key))).toEqual([]);
  });
});
