import { describe, expect, it } from 'vitest';
import type { PaymentOption } from '../api/payment-options';
import { consentTexts, feeRules, methodDisclosures } from './option-rules';

const option = (overrides: Partial<PaymentOption>): PaymentOption => ({
  methodType: 'creditCard',
  enabled: true,
  convenienceFee: { kind: 'percentage', percentBasisPoints: 295 },
  largeAmountFee: { thresholdAmount: 200000, percentBasisPoints: 100 },
  minAmount: 100,
  maxAmount: 1000000,
  consentRequired: true,
  consentText: 'I authorize the charge.',
  disclosures: 'A 2.95% fee applies.',
  ...overrides,
});

describe('feeRules', () => {
  it('states a percentage, a flat fee and the large-amount percentage', () => {
    const rules = feeRules([
      option({}),
      option({ methodType: 'debitCard', convenienceFee: { kind: 'flat', flatAmount: 395 } }),
      option({
        methodType: 'eCheck',
        enabled: false,
        convenienceFee: { kind: 'flat', flatAmount: 0 },
        largeAmountFee: { thresholdAmount: 200000, percentBasisPoints: 0 },
      }),
    ]);
    expect(rules).toEqual([
      {
        methodType: 'creditCard',
        accepted: true,
        convenienceFee: { kind: 'percentage', basisPoints: 295 },
        largeAmountFee: { basisPoints: 100, thresholdCents: 200000 },
      },
      {
        methodType: 'debitCard',
        accepted: true,
        convenienceFee: { kind: 'flat', cents: 395 },
        largeAmountFee: { basisPoints: 100, thresholdCents: 200000 },
      },
      {
        methodType: 'eCheck',
        accepted: false,
        convenienceFee: { kind: 'none' },
        largeAmountFee: null,
      },
    ]);
  });

  it('reads a fee without its amount as no fee', () => {
    expect(
      feeRules([option({ convenienceFee: { kind: 'percentage' } })])[0]?.convenienceFee,
    ).toEqual({ kind: 'none' });
  });
});

describe('consentTexts', () => {
  it('lists accepted method types that require consent and have a text', () => {
    expect(
      consentTexts([
        option({}),
        option({ methodType: 'debitCard', enabled: false }),
        option({ methodType: 'eCheck', consentRequired: false }),
        option({ methodType: 'eCheck', consentText: '   ' }),
      ]),
    ).toEqual([{ methodType: 'creditCard', text: 'I authorize the charge.' }]);
  });
});

describe('methodDisclosures', () => {
  it('skips method types without disclosures', () => {
    expect(
      methodDisclosures([option({}), option({ methodType: 'eCheck', disclosures: '' })]),
    ).toEqual([{ methodType: 'creditCard', text: 'A 2.95% fee applies.' }]);
  });
});
