import { describe, expect, it } from 'vitest';
import { autoDraftChanges, validateAutoDraftForm } from './auto-draft-form';

const today = '2026-11-22';
const option = { minAmount: 100, maxAmount: 2_500_000 };
const valid = {
  paymentMethodId: 4006,
  startDate: '2026-12-01',
  amountType: 'full' as const,
  fixedAmount: '',
};

describe('validateAutoDraftForm', () => {
  it('accepts a full-balance draft from a bank account starting after today', () => {
    expect(validateAutoDraftForm(valid, { today, option, locale: 'en' })).toEqual({
      errors: {},
      terms: { paymentMethodId: 4006, startDate: '2026-12-01', amountType: 'full' },
    });
  });

  it('takes a fixed amount in cents, within the range', () => {
    expect(
      validateAutoDraftForm(
        { ...valid, amountType: 'fixed', fixedAmount: '450.00' },
        {
          today,
          option,
          locale: 'en',
        },
      ).terms,
    ).toMatchObject({ amountType: 'fixed', fixedAmount: 45000 });
    const amountError = (fixedAmount: string) =>
      validateAutoDraftForm(
        { ...valid, amountType: 'fixed', fixedAmount },
        { today, option, locale: 'en' },
      ).errors.fixedAmount;
    expect(amountError('')).toBe('errors.amount.required');
    expect(amountError('0.00')).toBe('errors.amount.zero');
    expect(amountError('0.50')).toBe('errors.amount.belowMin');
    expect(amountError('25000.01')).toBe('errors.amount.aboveMax');
  });

  it('wants a bank account and a first draft after today', () => {
    const { errors, terms } = validateAutoDraftForm(
      { ...valid, paymentMethodId: null, startDate: today },
      { today, option, locale: 'en' },
    );
    expect(terms).toBeNull();
    expect(errors).toEqual({
      paymentMethodId: 'autoDraft.errors.methodRequired',
      startDate: 'autoDraft.errors.startAfterToday',
    });
    expect(
      validateAutoDraftForm({ ...valid, startDate: '' }, { today, option, locale: 'en' }).errors
        .startDate,
    ).toBe('errors.date.required');
  });
});

describe('autoDraftChanges', () => {
  const current = {
    paymentMethodId: 4006,
    startDate: '2026-12-01',
    amountType: 'full' as const,
  };
  it('sends only what differs', () => {
    expect(
      autoDraftChanges({ ...current, amountType: 'fixed', fixedAmount: 45000 }, current),
    ).toEqual({ amountType: 'fixed', fixedAmount: 45000 });
    expect(autoDraftChanges({ ...current, paymentMethodId: 4005 }, current)).toEqual({
      paymentMethodId: 4005,
    });
    expect(autoDraftChanges(current, current)).toBeNull();
  });
});
