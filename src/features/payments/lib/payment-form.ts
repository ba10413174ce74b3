import { isBeforeDate } from '@/lib/dates';
import { parseMoneyInput } from '@/lib/money';
import type { PaymentOption } from '../api/types';

export type PaymentType = 'oneTime' | 'recurring';
export type Interval = 'monthly' | 'quarterly' | 'yearly';

export interface PaymentFormValues {
  subLedgerId: number | null;
  paymentType: PaymentType;
  paymentMethodId: number | null;
  amount: string;
  interval: Interval;
  date: string;
  notes: string;
}

/** Translation keys (make-payment namespace) per field. */
export type PaymentFormErrors = Partial<Record<keyof PaymentFormValues, string>>;

export const NOTES_MAX_LENGTH = 500;

/** What the validated form will submit. A one-time payment dated after today is a scheduled one. */
export type PaymentPlan =
  | { kind: 'oneTime'; amount: number; paymentDate: string }
  | { kind: 'scheduled'; amount: number; scheduledDate: string }
  | { kind: 'recurring'; amount: number; startDate: string; interval: Interval };

export function validatePaymentForm(
  values: PaymentFormValues,
  context: {
    today: string;
    option: PaymentOption | undefined;
    blocked: boolean;
    /** The person's language: how the amount is read (src/lib/money.ts). */
    locale: string;
  },
): { errors: PaymentFormErrors; plan: PaymentPlan | null } {
  const errors: PaymentFormErrors = {};
  if (values.subLedgerId === null) errors.subLedgerId = 'errors.accountRequired';
  else if (context.blocked) errors.subLedgerId = 'errors.blocked';
  if (values.paymentMethodId === null) errors.paymentMethodId = 'errors.methodRequired';

  const money = parseMoneyInput(values.amount, context.locale);
  let amount = 0;
  if (!money.ok) {
    errors.amount = `errors.amount.${money.problem}`;
  } else if (money.cents === 0) {
    errors.amount = 'errors.amount.zero';
  } else {
    amount = money.cents;
    if (context.option && amount < context.option.minAmount)
      errors.amount = 'errors.amount.belowMin';
    else if (context.option && amount > context.option.maxAmount)
      errors.amount = 'errors.amount.aboveMax';
  }

  if (!/^\d{4}-\d{2}-\d{2}$/.test(values.date)) errors.date = 'errors.dateRequired';
  else if (isBeforeDate(values.date, context.today)) errors.date = 'errors.datePast';
  if (values.notes.length > NOTES_MAX_LENGTH) errors.notes = 'errors.notesTooLong';

  if (Object.keys(errors).length > 0) return { errors, plan: null };
  if (values.paymentType === 'recurring') {
    return {
      errors,
      plan: { kind: 'recurring', amount, startDate: values.date, interval: values.interval },
    };
  }
  return values.date === context.today
    ? { errors, plan: { kind: 'oneTime', amount, paymentDate: values.date } }
    : { errors, plan: { kind: 'scheduled', amount, scheduledDate: values.date } };
}
