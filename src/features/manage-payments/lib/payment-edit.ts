import { parseMoneyInput } from '@/lib/money';
import type { Interval, PaymentOption } from '../api/manage-payments-api';
import { newDateProblem } from './cutoff';

export const INTERVALS: readonly Interval[] = ['monthly', 'quarterly', 'yearly'];

/** What the edit dialog holds: text as typed, so nothing is lost on a failed submit. */
export interface PaymentEditValues {
  amount: string;
  date: string;
  /** Recurring payments only. */
  interval?: Interval | undefined;
}

/** Translation keys (manage-payments namespace) beside each field, and for the form as a whole. */
export type PaymentEditErrors = Partial<Record<'amount' | 'date' | 'form', string>>;

export interface PaymentEditChanges {
  amount?: number;
  date?: string;
  interval?: Interval;
}

/**
 * Checks an edit of a recurring or scheduled payment: the amount in the association's range for
 * the payment's method type, a new date not in the past and not past its own cut-off (SPEC §4),
 * and at least one change. Returns only what changed, for the PATCH.
 */
export function validatePaymentEdit(
  values: PaymentEditValues,
  original: { amount: number; date: string; interval?: Interval | undefined },
  context: {
    now: Date;
    option?: Pick<PaymentOption, 'minAmount' | 'maxAmount'> | undefined;
    /** The person's language: how the amount is read (src/lib/money.ts). */
    locale: string;
  },
): { errors: PaymentEditErrors; changes: PaymentEditChanges | null } {
  const errors: PaymentEditErrors = {};
  const changes: PaymentEditChanges = {};

  const money = parseMoneyInput(values.amount, context.locale);
  if (!money.ok) errors.amount = `errors.amount.${money.problem}`;
  else if (money.cents === 0) errors.amount = 'errors.amount.zero';
  else if (context.option && money.cents < context.option.minAmount)
    errors.amount = 'errors.amount.belowMin';
  else if (context.option && money.cents > context.option.maxAmount)
    errors.amount = 'errors.amount.aboveMax';
  else if (money.cents !== original.amount) changes.amount = money.cents;

  const date = values.date.trim();
  if (date !== original.date) {
    const problem = newDateProblem(context.now, date);
    if (problem) errors.date = `errors.date.${problem}`;
    else changes.date = date;
  }

  if (values.interval !== undefined && values.interval !== original.interval)
    changes.interval = values.interval;

  if (Object.keys(errors).length > 0) return { errors, changes: null };
  if (Object.keys(changes).length === 0)
    return { errors: { form: 'errors.nothingChanged' }, changes: null };
  return { errors, changes };
}
