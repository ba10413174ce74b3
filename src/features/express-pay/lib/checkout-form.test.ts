import { describe, expect, it } from 'vitest';
import { amountLimits, validateCheckout, type CheckoutRules } from './checkout-form';

const partial: CheckoutRules = {
  balance: 45_000,
  allowPartial: true,
  minAmount: 100,
  maxAmount: 1_000_000,
  choiceUsable: true,
  optionMinAmount: 100,
  optionMaxAmount: 1_000_000,
};
const fullOnly: CheckoutRules = {
  ...partial,
  allowPartial: false,
  minAmount: 45_000,
  maxAmount: 45_000,
};

describe('validateCheckout', () => {
  it('reads dollars into cents', () => {
    expect(validateCheckout({ amount: '450.00', choice: 4001 }, partial, 'en')).toEqual({
      ok: true,
      amount: 45_000,
      choice: 4001,
    });
    expect(validateCheckout({ amount: '$1,200.5', choice: 'newCard' }, partial, 'en')).toEqual({
      ok: true,
      amount: 120_050,
      choice: 'newCard',
    });
  });

  it.each([
    ['', 'required'],
    ['abc', 'invalid'],
    ['-5', 'negative'],
    ['10.999', 'tooManyDecimals'],
    ['0', 'zero'],
    ['0.50', 'belowMin'],
    ['10000.01', 'aboveMax'],
  ])('refuses the amount %j: %s', (amount, problem) => {
    expect(validateCheckout({ amount, choice: 4001 }, partial, 'en')).toEqual({
      ok: false,
      errors: { amount: problem },
    });
  });

  it('refuses an amount above the balance when only the balance may be paid', () => {
    expect(validateCheckout({ amount: '450.01', choice: 4001 }, fullOnly, 'en')).toEqual({
      ok: false,
      errors: { amount: 'aboveBalance' },
    });
    expect(validateCheckout({ amount: '200', choice: 4001 }, fullOnly, 'en')).toEqual({
      ok: false,
      errors: { amount: 'mustPayBalance' },
    });
    expect(validateCheckout({ amount: '450', choice: 4001 }, fullOnly, 'en').ok).toBe(true);
  });

  it("reads the amount the way the person's language writes it", () => {
    expect(validateCheckout({ amount: '1.234,56', choice: 4001 }, partial, 'es')).toEqual({
      ok: true,
      amount: 123_456,
      choice: 4001,
    });
    expect(validateCheckout({ amount: '2,500', choice: 4001 }, partial, 'es')).toEqual({
      ok: false,
      errors: { amount: 'ambiguous' },
    });
    expect(validateCheckout({ amount: '2,500', choice: 4001 }, partial, 'en')).toMatchObject({
      ok: true,
      amount: 250_000,
    });
  });

  it('lets partial payments go above the balance within the limits', () => {
    expect(validateCheckout({ amount: '500', choice: 4001 }, partial, 'en').ok).toBe(true);
  });

  it('needs a usable payment method', () => {
    expect(validateCheckout({ amount: '450', choice: null }, partial, 'en')).toEqual({
      ok: false,
      errors: { method: 'required' },
    });
    expect(
      validateCheckout({ amount: '450', choice: 4001 }, { ...partial, choiceUsable: false }, 'en'),
    ).toEqual({ ok: false, errors: { method: 'unavailable' } });
  });
});

describe('amountLimits', () => {
  it('takes the tighter of the setup and the option', () => {
    expect(
      amountLimits({ ...partial, minAmount: 100, optionMinAmount: 500, optionMaxAmount: 20_000 }),
    ).toEqual({ min: 500, max: 20_000 });
    expect(
      amountLimits({ ...partial, optionMinAmount: undefined, optionMaxAmount: undefined }),
    ).toEqual({ min: 100, max: 1_000_000 });
  });
});
