import { describe, expect, it } from 'vitest';
import { validatePaymentEdit } from './payment-edit';

const now = new Date('2026-11-22T19:59:00-05:00');
const option = { minAmount: 100, maxAmount: 1_000_000 };
const recurring = { amount: 45000, date: '2026-12-01', interval: 'monthly' as const };

describe('validatePaymentEdit', () => {
  it('sends only what changed', () => {
    expect(
      validatePaymentEdit(
        { amount: '475.00', date: '2026-12-01', interval: 'monthly' },
        recurring,
        {
          now,
          option,
          locale: 'en',
        },
      ),
    ).toEqual({ errors: {}, changes: { amount: 47500 } });
    expect(
      validatePaymentEdit({ amount: '450', date: '2026-12-03', interval: 'quarterly' }, recurring, {
        now,
        option,
        locale: 'en',
      }).changes,
    ).toEqual({ date: '2026-12-03', interval: 'quarterly' });
  });

  it('refuses amounts that are missing, malformed, zero or out of range', () => {
    const check = (amount: string) =>
      validatePaymentEdit({ amount, date: recurring.date }, recurring, {
        now,
        option,
        locale: 'en',
      }).errors.amount;
    expect(check('')).toBe('errors.amount.required');
    expect(check('abc')).toBe('errors.amount.invalid');
    expect(check('-5')).toBe('errors.amount.negative');
    expect(check('1.005')).toBe('errors.amount.tooManyDecimals');
    expect(check('0')).toBe('errors.amount.zero');
    expect(check('0.99')).toBe('errors.amount.belowMin');
    expect(check('10000.01')).toBe('errors.amount.aboveMax');
    expect(check('10000.00')).toBeUndefined();
  });

  it('refuses a new date in the past or past its own cut-off', () => {
    const check = (date: string, at = now) =>
      validatePaymentEdit({ amount: '450.00', date }, recurring, { now: at, option, locale: 'en' })
        .errors.date;
    expect(check('')).toBe('errors.date.required');
    expect(check('2026-11-31')).toBe('errors.date.invalid');
    expect(check('2026-11-21')).toBe('errors.date.past');
    expect(check('2026-11-22')).toBe('errors.date.pastCutoff');
    expect(check('2026-11-23')).toBeUndefined();
    expect(check('2026-11-23', new Date('2026-11-22T20:00:00-05:00'))).toBe(
      'errors.date.pastCutoff',
    );
  });

  it('says when nothing changed', () => {
    expect(
      validatePaymentEdit(
        { amount: '450.00', date: '2026-12-01', interval: 'monthly' },
        recurring,
        {
          now,
          option,
          locale: 'en',
        },
      ),
    ).toEqual({ errors: { form: 'errors.nothingChanged' }, changes: null });
  });
});
