import { describe, expect, it } from 'vitest';
import type { PaymentOption } from '../api/types';
import { validatePaymentForm, type PaymentFormValues } from './payment-form';

const option: PaymentOption = {
  methodType: 'creditCard',
  enabled: true,
  convenienceFee: { kind: 'percentage', percentBasisPoints: 295 },
  largeAmountFee: { thresholdAmount: 200_000, percentBasisPoints: 100 },
  minAmount: 100,
  maxAmount: 2_500_000,
  consentRequired: false,
};
const today = '2026-11-22';
const values: PaymentFormValues = {
  subLedgerId: 3001,
  paymentType: 'oneTime',
  paymentMethodId: 4001,
  amount: '450.00',
  interval: 'monthly',
  date: today,
  notes: '',
};
const validate = (changes: Partial<PaymentFormValues>, blocked = false) =>
  validatePaymentForm({ ...values, ...changes }, { today, option, blocked, locale: 'en' });

describe('validatePaymentForm', () => {
  it("reads the amount the way the person's language writes it", () => {
    const inSpanish = (amount: string) =>
      validatePaymentForm({ ...values, amount }, { today, option, blocked: false, locale: 'es' });
    expect(inSpanish('1.234,56').plan).toEqual({
      kind: 'oneTime',
      amount: 123_456,
      paymentDate: today,
    });
    expect(inSpanish('2,500').errors.amount).toBe('errors.amount.ambiguous');
    expect(validate({ amount: '2,500' }).plan).toMatchObject({ amount: 250_000 });
  });

  it('plans a one-time payment today, a scheduled one for a later date, and a recurring one', () => {
    expect(validate({}).plan).toEqual({ kind: 'oneTime', amount: 45_000, paymentDate: today });
    expect(validate({ date: '2026-12-15' }).plan).toEqual({
      kind: 'scheduled',
      amount: 45_000,
      scheduledDate: '2026-12-15',
    });
    expect(
      validate({ paymentType: 'recurring', interval: 'quarterly', date: '2027-01-01' }).plan,
    ).toEqual({
      kind: 'recurring',
      amount: 45_000,
      startDate: '2027-01-01',
      interval: 'quarterly',
    });
  });

  it.each([
    [{ amount: '' }, 'amount', 'errors.amount.required'],
    [{ amount: '0' }, 'amount', 'errors.amount.zero'],
    [{ amount: '-5' }, 'amount', 'errors.amount.negative'],
    [{ amount: '10.999' }, 'amount', 'errors.amount.tooManyDecimals'],
    [{ amount: '0.50' }, 'amount', 'errors.amount.belowMin'],
    [{ amount: '25000.01' }, 'amount', 'errors.amount.aboveMax'],
    [{ date: '2026-11-21' }, 'date', 'errors.datePast'],
    [{ date: '' }, 'date', 'errors.dateRequired'],
    [{ paymentMethodId: null }, 'paymentMethodId', 'errors.methodRequired'],
    [{ subLedgerId: null }, 'subLedgerId', 'errors.accountRequired'],
    [{ notes: 'x'.repeat(501) }, 'notes', 'errors.notesTooLong'],
  ] as const)('%j → %s: %s and no plan', (changes, field, key) => {
    const result = validate(changes);
    expect(result.errors[field]).toBe(key);
    expect(result.plan).toBeNull();
  });

  it('refuses a blocked ledger', () => {
    expect(validate({}, true).errors.subLedgerId).toBe('errors.blocked');
  });
});
