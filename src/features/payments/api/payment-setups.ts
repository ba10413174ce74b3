// The two-step payment of SPEC §4 (a setup is created, may be updated or cancelled, then
// confirmed) for each kind of payment, behind one shape the make-payment flow works with.
import { hasCapability } from '@/lib/api/capabilities';
import {
  cancelFuturePaymentSetup,
  confirmFuturePaymentSetup,
  createFuturePaymentSetup,
  updateFuturePaymentSetup,
} from '@generated/connect-payments/hooks/future-payments/future-payments';
import {
  cancelPaymentSetup,
  confirmPaymentSetup,
  createPaymentSetup,
  listPayments,
  updatePaymentSetup,
} from '@generated/connect-payments/hooks/payments/payments';
import {
  cancelRecurringPaymentSetup,
  confirmRecurringPaymentSetup,
  createRecurringPaymentSetup,
  updateRecurringPaymentSetup,
} from '@generated/connect-payments/hooks/recurring-payments/recurring-payments';
import { confirmAcknowledgement } from '@generated/connect-payments/hooks/acknowledgements/acknowledgements';
import { getGetPaymentOptionsQueryOptions } from '@generated/connect-payments/hooks/payment-options/payment-options';
import type {
  Acknowledgement,
  DuplicateWarning,
  Payment,
  PaymentMethodSummary,
} from '@generated/connect-payments/model';
import {
  ConfirmFuturePaymentSetupResponse,
  ConfirmPaymentSetupResponse,
  ConfirmRecurringPaymentSetupResponse,
  CreateFuturePaymentSetupResponse,
  CreatePaymentSetupResponse,
  CreateRecurringPaymentSetupResponse,
  ListPaymentsResponse,
  UpdateFuturePaymentSetupResponse,
  UpdatePaymentSetupResponse,
  UpdateRecurringPaymentSetupResponse,
} from '@generated/connect-payments/zod/connect-payments.zod';
import { checkAnswer } from '@/lib/api/answer-check';
import type { PaymentPlan } from '../lib/payment-form';

// Every setup and confirmation carries money: each answer is checked against the contract where
// it arrives (src/lib/api/answer-check.ts). An unreadable confirmation is an unknown outcome, not
// a failure (outcomeUnknown in entities/payment-attempt): the attempt is looked up, not repeated.

export type SetupKind = PaymentPlan['kind'];

/** A setup as the service priced it: what the confirmation shows. */
export interface PricedSetup {
  kind: SetupKind;
  id: number;
  /** The account (sub-ledger) paid, as the service echoed it. */
  subLedgerId: number;
  amount: number;
  convenienceFee: number;
  largeAmountFee: number;
  total: number;
  paymentMethod: PaymentMethodSummary;
  /** The payment date, the scheduled date or the first recurring date. */
  date: string;
  interval?: string;
  acknowledgement?: Acknowledgement | undefined;
  duplicateWarning?: DuplicateWarning | undefined;
}

export interface SetupRequest {
  subLedgerId: number;
  ownerId: number;
  paymentMethodId: number;
  notes: string;
  plan: PaymentPlan;
  /** One per attempt: a retried create returns the first setup instead of a second one. */
  idempotencyKey: string;
}

export interface SubmittedPayment {
  kind: SetupKind;
  id: number;
  amount: number;
  /** Every fee together, in cents; absent from a result kept by an older page. */
  fee?: number | undefined;
  total: number | undefined;
  date: string;
  confirmationNumber?: string | undefined;
  /** The method's summary (last four digits only), for the receipt. */
  paymentMethod?: PaymentMethodSummary | undefined;
}

const notesOf = (notes: string) => (notes.trim() ? { notes: notes.trim() } : {});

export async function createSetup(request: SetupRequest): Promise<PricedSetup> {
  const { plan } = request;
  const base = {
    subLedgerId: request.subLedgerId,
    ownerId: request.ownerId,
    paymentMethodId: request.paymentMethodId,
    amount: plan.amount,
    idempotencyKey: request.idempotencyKey,
    ...notesOf(request.notes),
  };
  switch (plan.kind) {
    case 'oneTime': {
      const setup = checkAnswer(
        'createPaymentSetup',
        CreatePaymentSetupResponse,
        await createPaymentSetup({ ...base, paymentDate: plan.paymentDate }),
      );
      return { ...setup, kind: 'oneTime', date: setup.paymentDate };
    }
    case 'scheduled': {
      const setup = checkAnswer(
        'createFuturePaymentSetup',
        CreateFuturePaymentSetupResponse,
        await createFuturePaymentSetup({ ...base, scheduledDate: plan.scheduledDate }),
      );
      return { ...setup, kind: 'scheduled', date: setup.scheduledDate };
    }
    case 'recurring': {
      const setup = checkAnswer(
        'createRecurringPaymentSetup',
        CreateRecurringPaymentSetupResponse,
        await createRecurringPaymentSetup({
          ...base,
          startDate: plan.startDate,
          interval: plan.interval,
        }),
      );
      return { ...setup, kind: 'recurring', date: setup.startDate, interval: setup.interval };
    }
  }
}

/** Re-prices an open setup after the person went back and changed it (same kind only). */
export async function updateSetup(
  kind: SetupKind,
  id: number,
  request: SetupRequest,
): Promise<PricedSetup> {
  const { plan } = request;
  // Without scheduledChanges (services with only SPEC §7's calls) a changed scheduled or
  // recurring payment is set up afresh; the first setup, never confirmed, lapses.
  if (plan.kind !== 'oneTime' && !hasCapability('scheduledChanges')) return createSetup(request);
  const base = {
    amount: plan.amount,
    paymentMethodId: request.paymentMethodId,
    ...notesOf(request.notes),
  };
  switch (plan.kind) {
    case 'oneTime': {
      const setup = checkAnswer(
        'updatePaymentSetup',
        UpdatePaymentSetupResponse,
        await updatePaymentSetup(id, { ...base, paymentDate: plan.paymentDate }),
      );
      return { ...setup, kind, date: setup.paymentDate };
    }
    case 'scheduled': {
      const setup = checkAnswer(
        'updateFuturePaymentSetup',
        UpdateFuturePaymentSetupResponse,
        await updateFuturePaymentSetup(id, { ...base, scheduledDate: plan.scheduledDate }),
      );
      return { ...setup, kind, date: setup.scheduledDate };
    }
    case 'recurring': {
      const setup = checkAnswer(
        'updateRecurringPaymentSetup',
        UpdateRecurringPaymentSetupResponse,
        await updateRecurringPaymentSetup(id, {
          ...base,
          startDate: plan.startDate,
          interval: plan.interval,
        }),
      );
      return { ...setup, kind, date: setup.startDate, interval: setup.interval };
    }
  }
}

export function cancelSetup(kind: SetupKind, id: number): Promise<void> {
  // Nothing to send without scheduledChanges: a setup never confirmed lapses by itself.
  if (kind !== 'oneTime' && !hasCapability('scheduledChanges')) return Promise.resolve();
  if (kind === 'scheduled') return cancelFuturePaymentSetup(id);
  if (kind === 'recurring') return cancelRecurringPaymentSetup(id);
  return cancelPaymentSetup(id);
}

/** A one-time payment as the success page shows it, from a confirmation or from the list. */
function submittedOneTime(payment: Payment): SubmittedPayment {
  return {
    kind: 'oneTime',
    id: payment.id,
    amount: payment.amount,
    fee: payment.fee,
    total: payment.total,
    date: payment.scheduledDate,
    confirmationNumber: payment.confirmationNumber,
    paymentMethod: payment.paymentMethod,
  };
}

/** The fee of a scheduled or recurring payment: its own total's, else the priced setup's. */
const feeOf = (payment: { amount: number; total?: number | undefined }, setup: PricedSetup) =>
  payment.total !== undefined
    ? payment.total - payment.amount
    : setup.convenienceFee + setup.largeAmountFee;

/** Step two. The same Idempotency-Key on a retry: the service answers it without paying twice. */
export async function confirmSetup(
  setup: PricedSetup,
  idempotencyKey: string,
  acknowledgeDuplicate: boolean,
  signal?: AbortSignal,
): Promise<SubmittedPayment> {
  const headers = { 'Idempotency-Key': idempotencyKey };
  const options = signal ? { signal } : undefined;
  if (setup.acknowledgement?.required)
    await confirmAcknowledgement(setup.acknowledgement.id, { accepted: true }, options);
  switch (setup.kind) {
    case 'oneTime': {
      const payment = checkAnswer(
        'confirmPaymentSetup',
        ConfirmPaymentSetupResponse,
        await confirmPaymentSetup(setup.id, headers, { acknowledgeDuplicate }, options),
      );
      return submittedOneTime(payment);
    }
    case 'scheduled': {
      const payment = checkAnswer(
        'confirmFuturePaymentSetup',
        ConfirmFuturePaymentSetupResponse,
        await confirmFuturePaymentSetup(setup.id, headers, options),
      );
      return {
        kind: 'scheduled',
        id: payment.id,
        amount: payment.amount,
        fee: feeOf(payment, setup),
        total: payment.total,
        date: payment.scheduledDate,
        paymentMethod: payment.paymentMethod,
      };
    }
    case 'recurring': {
      const payment = checkAnswer(
        'confirmRecurringPaymentSetup',
        ConfirmRecurringPaymentSetupResponse,
        await confirmRecurringPaymentSetup(setup.id, headers, options),
      );
      return {
        kind: 'recurring',
        id: payment.id,
        amount: payment.amount,
        fee: feeOf(payment, setup),
        total: payment.total,
        date: payment.nextPaymentDate,
        paymentMethod: payment.paymentMethod,
      };
    }
  }
}

/**
 * The payment a one-time setup became, if the service made one: how a confirmation whose answer
 * was lost (a timeout, a reload) learns its result without confirming again.
 */
export async function findPaymentOfSetup(
  setup: Pick<PricedSetup, 'id' | 'kind'> & { ownerId: number; subLedgerId: number },
): Promise<SubmittedPayment | null> {
  if (setup.kind !== 'oneTime') return null;
  const payments = checkAnswer(
    'listPayments',
    ListPaymentsResponse,
    await listPayments({ ownerId: setup.ownerId, subLedgerId: [setup.subLedgerId] }),
  );
  const payment = payments.find((p) => p.setupId === setup.id);
  return payment ? submittedOneTime(payment) : null;
}

export { getListPaymentsQueryKey } from '@generated/connect-payments/hooks/payments/payments';
// Payments are money: the account entity's query checks the answer against its contract.
export { useListPayments } from '@/entities/account/queries';
/** The association's payment options the make-payment form offers (for its loader too). */
export const paymentOptionsQueryOptions = (associationId: number) =>
  getGetPaymentOptionsQueryOptions(associationId);
export type { Payment, PaymentStatus } from '@generated/connect-payments/model';
