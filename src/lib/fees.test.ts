import { describe, expect, it } from 'vitest';
import { computeFees, optionAccepts, totalsByMethodType, type PricedOption } from './fees';

type MethodType = 'creditCard' | 'debitCard' | 'eCheck';

const largeAmountFee = { thresholdAmount: 200_000, percentBasisPoints: 100 };
const option = (
  methodType: MethodType,
  convenienceFee: PricedOption['convenienceFee'],
): PricedOption<MethodType> => ({
  methodType,
  enabled: true,
  convenienceFee,
  largeAmountFee,
  minAmount: 100,
  maxAmount: 2_500_000,
});
const card = option('creditCard', { kind: 'percentage', percentBasisPoints: 295 });
const debit = option('debitCard', { kind: 'flat', flatAmount: 395 });
const bank = option('eCheck', { kind: 'flat', flatAmount: 150 });

describe('computeFees', () => {
  it('charges a card percentage rounded half up', () => {
    expect(computeFees(45_000, card)).toEqual({
      amount: 45_000,
      convenienceFee: 1_328,
      largeAmountFee: 0,
      total: 46_328,
    });
  });

  it('charges a flat fee whatever the amount', () => {
    expect(computeFees(20_000, debit).total).toBe(20_395);
  });

  it('adds no large-amount fee at exactly $2,000.00', () => {
    expect(computeFees(200_000, bank)).toEqual({
      amount: 200_000,
      convenienceFee: 150,
      largeAmountFee: 0,
      total: 200_150,
    });
  });

  it('adds the large-amount percentage on the whole amount from $2,000.01', () => {
    // 1% of 200,001 cents = 2,000.01 → 2,000 cents.
    expect(computeFees(200_001, bank)).toEqual({
      amount: 200_001,
      convenienceFee: 150,
      largeAmountFee: 2_000,
      total: 202_151,
    });
    // Card: 2.95% of 200,001 = 5,900.03 → 5,900; plus 2,000.
    expect(computeFees(200_001, card).total).toBe(200_001 + 5_900 + 2_000);
  });

  it('prices the express $2,500.00 example as the service does', () => {
    expect(computeFees(250_000, card)).toEqual({
      amount: 250_000,
      convenienceFee: 7_375,
      largeAmountFee: 2_500,
      total: 259_875,
    });
  });
});

describe('totalsByMethodType', () => {
  it('lists what each method would cost, cheapest first, leaving out disabled and out-of-range ones', () => {
    const totals = totalsByMethodType(45_000, [
      card,
      debit,
      bank,
      { ...bank, methodType: 'debitCard', enabled: false },
    ]);
    expect(totals.map((t) => [t.methodType, t.breakdown.total])).toEqual([
      ['eCheck', 45_150],
      ['debitCard', 45_395],
      ['creditCard', 46_328],
    ]);
    expect(totalsByMethodType(50, [card])).toEqual([]);
  });

  it('treats absent limits as no limit (express options may leave them out)', () => {
    const open = { ...card, minAmount: undefined, maxAmount: undefined };
    expect(optionAccepts(open, 1)).toBe(true);
    expect(optionAccepts(open, 900_000_000)).toBe(true);
    expect(optionAccepts({ ...open, enabled: false }, 1)).toBe(false);
  });
});
