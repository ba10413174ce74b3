// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  autoDraftRefusal,
  basisPointsOf,
  confirmationNumber,
  isDuplicate,
  nextOccurrence,
  optionFor,
  oneTimeConsent,
  price,
} from './money.ts';
import type { PaymentOptionRecord } from './schema.ts';

const card: PaymentOptionRecord = {
  methodType: 'creditCard',
  enabled: true,
  convenienceFee: { kind: 'percentage', percentBasisPoints: 295 },
  largeAmountFee: { thresholdAmount: 200000, percentBasisPoints: 100 },
  minAmount: 100,
  maxAmount: 1000000,
  consentRequired: true,
};
const bank: PaymentOptionRecord = {
  ...card,
  methodType: 'eCheck',
  convenienceFee: { kind: 'flat', flatAmount: 150 },
  largeAmountFee: { thresholdAmount: 200000, percentBasisPoints: 0 },
};

describe('price', () => {
  it('adds the flat bank fee: $12.34 by eCheck is $13.84', () => {
    expect(price(1234, bank)).toEqual({
      amount: 1234,
      convenienceFee: 150,
      largeAmountFee: 0,
      total: 1384,
    });
  });

  it('rounds a percentage half up to the cent: 2.95% of $450.00 is $13.28', () => {
    expect(price(45000, card).convenienceFee).toBe(1328);
    expect(basisPointsOf(50, 100)).toBe(1);
    expect(basisPointsOf(49, 100)).toBe(0);
  });

  it('charges the large-amount fee only strictly above the threshold, on the whole amount', () => {
    expect(price(200000, card).largeAmountFee).toBe(0);
    expect(price(200001, card).largeAmountFee).toBe(2000);
  });
});

describe('optionFor', () => {
  it('refuses a disabled method and an amount out of range', () => {
    expect(optionFor([card], 'eCheck', 1000)).toBe('disabled');
    expect(optionFor([{ ...card, enabled: false }], 'creditCard', 1000)).toBe('disabled');
    expect(optionFor([card], 'creditCard', 99)).toBe('outOfRange');
    expect(optionFor([card], 'creditCard', 1000001)).toBe('outOfRange');
    expect(optionFor([card], 'creditCard', 100)).toBe(card);
  });
});

describe('autoDraftRefusal (SPEC §4)', () => {
  const account = { balance: 0, isSubLedger: false, isBlocked: false, legacy: false };
  it('takes a main ledger with no balance', () => {
    expect(autoDraftRefusal(account)).toBeNull();
  });
  it('refuses a balance, a sub-ledger, a blocked ledger and a legacy association', () => {
    expect(autoDraftRefusal({ ...account, balance: 1 })).toBe('hasBalance');
    expect(autoDraftRefusal({ ...account, isSubLedger: true })).toBe('subLedger');
    expect(autoDraftRefusal({ ...account, isBlocked: true })).toBe('blocked');
    expect(autoDraftRefusal({ ...account, legacy: true })).toBe('legacyAssociation');
  });
});

describe('isDuplicate', () => {
  const now = new Date('2026-12-01T18:00:00Z');
  it('is the same amount within 12 hours', () => {
    expect(
      isDuplicate({ amount: 1234, submittedAt: new Date('2026-12-01T06:00:01Z') }, 1234, now),
    ).toBe(true);
    expect(
      isDuplicate({ amount: 1234, submittedAt: new Date('2026-12-01T06:00:00Z') }, 1234, now),
    ).toBe(false);
    expect(isDuplicate({ amount: 1235, submittedAt: now }, 1234, now)).toBe(false);
  });
});

describe('words and numbers', () => {
  it('numbers a confirmation by its day and id', () => {
    expect(confirmationNumber('2026-12-01', 9101)).toBe('CY-20261201-9101');
  });
  it('steps a recurring payment by its interval, month ends kept in the month', () => {
    expect(nextOccurrence('2026-01-31', 'monthly')).toBe('2026-02-28');
    expect(nextOccurrence('2026-12-01', 'quarterly')).toBe('2027-03-01');
    expect(nextOccurrence('2028-02-29', 'yearly')).toBe('2029-02-28');
  });
  it('words the consent with the method and the total', () => {
    expect(
      oneTimeConsent(
        'Harborview Community Management',
        { type: 'eCheck', bankType: 'checking', last4: '6789' },
        price(1234, bank),
      ),
    ).toBe(
      'I authorize Harborview Community Management to debit $13.84 from my checking account ending in 6789, including a $1.50 convenience fee. The debit is made 2-4 business days after the authorized date.',
    );
  });
});
