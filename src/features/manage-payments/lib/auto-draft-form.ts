import { parseMoneyInput } from '@/lib/money';
import type { AutoDraftEnrollment, PaymentOption } from '../api/manage-payments-api';
import { isCalendarDate } from '@/lib/dates';

export type AutoDraftAmountType = 'full' | 'fixed';

/** What the enrolment dialog holds, as typed. */
export interface AutoDraftFormValues {
  paymentMethodId: number | null;
  startDate: string;
  amountType: AutoDraftAmountType;
  fixedAmount: string;
}

export type AutoDraftFormErrors = Partial<
  Record<'paymentMethodId' | 'startDate' | 'fixedAmount' | 'form', string>
>;

export interface AutoDraftTerms {
  paymentMethodId: number;
  startDate: string;
  amountType: AutoDraftAmountType;
  fixedAmount?: number;
}

/**
 * Checks the terms of an enrolment: a saved bank account, a first draft after today, and for a
 * fixed amount an amount within the association's range for bank payments.
 */
export function validateAutoDraftForm(
  values: AutoDraftFormValues,
  context: {
    today: string;
    option?: Pick<PaymentOption, 'minAmount' | 'maxAmount'> | undefined;
    /** The person's language: how the amount is read (src/lib/money.ts). */
    locale: string;
  },
): { errors: AutoDraftFormErrors; terms: AutoDraftTerms | null } {
  const errors: AutoDraftFormErrors = {};
  if (values.paymentMethodId === null) errors.paymentMethodId = 'autoDraft.errors.methodRequired';
  const startDate = values.startDate.trim();
  if (startDate === '') errors.startDate = 'errors.date.required';
  else if (!isCalendarDate(startDate)) errors.startDate = 'errors.date.invalid';
  else if (startDate <= context.today) errors.startDate = 'autoDraft.errors.startAfterToday';

  let fixedAmount: number | undefined;
  if (values.amountType === 'fixed') {
    const money = parseMoneyInput(values.fixedAmount, context.locale);
    if (!money.ok) errors.fixedAmount = `errors.amount.${money.problem}`;
    else if (money.cents === 0) errors.fixedAmount = 'errors.amount.zero';
    else if (context.option && money.cents < context.option.minAmount)
      errors.fixedAmount = 'errors.amount.belowMin';
    else if (context.option && money.cents > context.option.maxAmount)
      errors.fixedAmount = 'errors.amount.aboveMax';
    else fixedAmount = money.cents;
  }

  if (Object.keys(errors).length > 0 || values.paymentMethodId === null)
    return { errors, terms: null };
  return {
    errors,
    terms: {
      paymentMethodId: values.paymentMethodId,
      startDate,
      amountType: values.amountType,
      ...(fixedAmount !== undefined ? { fixedAmount } : {}),
    },
  };
}

/** The PATCH for an enrolment: only the terms that differ (the service wants at least one). */
export function autoDraftChanges(
  terms: AutoDraftTerms,
  current: Pick<
    AutoDraftEnrollment,
    'paymentMethodId' | 'startDate' | 'amountType' | 'fixedAmount'
  >,
): Partial<AutoDraftTerms> | null {
  const changes: Partial<AutoDraftTerms> = {};
  if (terms.paymentMethodId !== current.paymentMethodId)
    changes.paymentMethodId = terms.paymentMethodId;
  if (terms.startDate !== current.startDate) changes.startDate = terms.startDate;
  if (terms.amountType !== current.amountType) changes.amountType = terms.amountType;
  if (terms.amountType === 'fixed' && terms.fixedAmount !== current.fixedAmount) {
    changes.amountType = 'fixed';
    changes.fixedAmount = terms.fixedAmount;
  }
  return Object.keys(changes).length > 0 ? changes : null;
}
