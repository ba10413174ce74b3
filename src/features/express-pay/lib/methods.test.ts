import { describe, expect, it } from 'vitest';
import type { PricedOption } from '@/lib/fees';
import { acceptsNewCard, canPayWith, defaultChoice, optionFor } from './methods';

const option = (methodType: string, enabled = true): PricedOption => ({
  methodType,
  enabled,
  convenienceFee: { kind: 'flat', flatAmount: 395 },
  largeAmountFee: { thresholdAmount: 200_000, percentBasisPoints: 100 },
});
const visa = { id: 4001, type: 'creditCard', isDefault: true };
const debit = { id: 4002, type: 'debitCard', isDefault: false };

describe('payment choices', () => {
  it('start with the default saved card', () => {
    expect(defaultChoice([debit, visa], [option('creditCard'), option('debitCard')])).toBe(4001);
  });

  it('skip saved cards whose type is switched off', () => {
    const options = [option('creditCard', false), option('debitCard')];
    expect(canPayWith(visa, options)).toBe(false);
    expect(defaultChoice([visa, debit], options)).toBe(4002);
    expect(optionFor(options, 'creditCard')).toBeUndefined();
  });

  it('fall back to a new card, then to nothing', () => {
    expect(defaultChoice([], [option('creditCard')])).toBe('newCard');
    expect(defaultChoice([visa], [option('creditCard', false)])).toBeNull();
    expect(acceptsNewCard([option('debitCard', false)])).toBe(false);
  });
});
