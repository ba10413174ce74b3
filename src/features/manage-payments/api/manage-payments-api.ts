// The connect-payments calls behind the manage-payments screens. Plain calls, run through
// react-query mutations by the components (one request per press, never retried), plus the two
// reads the screens make themselves; the four payment-data lists come from
// src/entities/payment-data.
import { useQuery } from '@tanstack/react-query';
import { confirmAcknowledgement } from '@generated/connect-payments/hooks/acknowledgements/acknowledgements';
import {
  cancelAutoDraftEnrollment,
  confirmAutoDraftSetup,
  createAutoDraftSetup,
  updateAutoDraftEnrollment,
} from '@generated/connect-payments/hooks/auto-draft/auto-draft';
import {
  cancelFuturePayment,
  updateFuturePayment,
} from '@generated/connect-payments/hooks/future-payments/future-payments';
import {
  createLegacyAutoDraftSetup,
  enrollLegacyAutoDraft,
} from '@generated/connect-payments/hooks/legacy-auto-draft/legacy-auto-draft';
import { deletePaymentMethod } from '@generated/connect-payments/hooks/payment-methods/payment-methods';
import {
  cancelRecurringPayment,
  updateRecurringPayment,
} from '@generated/connect-payments/hooks/recurring-payments/recurring-payments';
import type {
  AutoDraftEnrollment,
  AutoDraftSetup,
  AutoDraftSetupRequest,
  AutoDraftUpdate,
  FuturePayment,
  FuturePaymentUpdate,
  LegacyAutoDraftEnrollment,
  LegacyAutoDraftEnrollRequest,
  LegacyAutoDraftSetupRequest,
  PaymentMethodDeletion,
  RecurringPayment,
  RecurringPaymentUpdate,
} from '@generated/connect-payments/model';

/** `DELETE /PaymentMethod/{id}`: the answer lists the payments the removal deactivated. */
export function removePaymentMethod(id: number): Promise<PaymentMethodDeletion> {
  return deletePaymentMethod(id);
}

/** `PATCH /RecurringPayment/{id}`: amount, frequency or next date (never the method). */
export function changeRecurringPayment(
  id: number,
  changes: RecurringPaymentUpdate,
): Promise<RecurringPayment> {
  return updateRecurringPayment(id, changes);
}

/** `DELETE /RecurringPayment/{id}`. */
export function stopRecurringPayment(id: number): Promise<void> {
  return cancelRecurringPayment(id);
}

/** `PATCH /FuturePayment/{id}`: amount or date (never the method). */
export function changeFuturePayment(
  id: number,
  changes: FuturePaymentUpdate,
): Promise<FuturePayment> {
  return updateFuturePayment(id, changes);
}

/** `DELETE /FuturePayment/{id}`. */
export function stopFuturePayment(id: number): Promise<void> {
  return cancelFuturePayment(id);
}

/** Step one of an enrolment, `POST /AutoDraft/Setup`. */
export function startAutoDraftSetup(request: AutoDraftSetupRequest): Promise<AutoDraftSetup> {
  return createAutoDraftSetup(request);
}

/**
 * Step two: the acknowledgement when the setup asks for one and it was not accepted already (a
 * retry does not accept it twice), then `PUT /AutoDraft/Setup/Confirm` with the attempt's
 * Idempotency-Key (the same key again on a retry of the same attempt).
 */
export async function confirmAutoDraft(
  setup: Pick<AutoDraftSetup, 'id' | 'acknowledgement'>,
  idempotencyKey: string,
  {
    acknowledged,
    onAcknowledged,
    signal,
  }: { acknowledged: boolean; onAcknowledged: () => void; signal?: AbortSignal },
): Promise<AutoDraftEnrollment> {
  const options = signal ? { signal } : undefined;
  if (setup.acknowledgement?.required && !acknowledged) {
    await confirmAcknowledgement(setup.acknowledgement.id, { accepted: true }, options);
    onAcknowledged();
  }
  return confirmAutoDraftSetup(
    { setupId: setup.id },
    { 'Idempotency-Key': idempotencyKey },
    options,
  );
}

/** `PATCH /AutoDraft/{id}`: bank account, start date or amount. */
export function changeAutoDraft(
  id: number,
  changes: AutoDraftUpdate,
): Promise<AutoDraftEnrollment> {
  return updateAutoDraftEnrollment(id, changes);
}

/** `DELETE /AutoDraft/{id}`. */
export function stopAutoDraft(id: number): Promise<void> {
  return cancelAutoDraftEnrollment(id);
}

/**
 * The legacy form for one account, read when the page opens. It is a POST, but it only reads the
 * form's defaults, so it is asked once per account and shown (with its error) in place.
 */
export function useLegacyAutoDraftForm(request: LegacyAutoDraftSetupRequest | null) {
  return useQuery({
    queryKey: ['connect-payments:/LegacyAutoDraft/Setup', request],
    queryFn: () =>
      request
        ? createLegacyAutoDraftSetup(request)
        : Promise.reject(new Error('No account to set up.')),
    enabled: request !== null,
    retry: false,
    meta: { suppressErrorToast: true },
  });
}

/** `PUT LegacyAutoDraft/Enroll`. The body carries bank numbers: it is never logged. */
export function submitLegacyAutoDraft(
  request: LegacyAutoDraftEnrollRequest,
  idempotencyKey: string,
  signal?: AbortSignal,
): Promise<LegacyAutoDraftEnrollment> {
  return enrollLegacyAutoDraft(
    request,
    { 'Idempotency-Key': idempotencyKey },
    signal ? { signal } : undefined,
  );
}

// Charges are money: the account entity's query checks the answer against its contract.
export { useListCharges } from '@/entities/account/queries';
export { useGetPaymentOptions } from '@generated/connect-payments/hooks/payment-options/payment-options';

export type {
  Acknowledgement,
  AutoDraftEnrollment,
  AutoDraftSetup,
  AutoDraftSetupRequest,
  AutoDraftUpdate,
  BankType,
  Charge,
  FuturePayment,
  FuturePaymentUpdate,
  Interval,
  LegacyAutoDraftEnrollment,
  LegacyAutoDraftEnrollRequest,
  LegacyAutoDraftForm,
  PaymentMethod,
  PaymentMethodDeletion,
  PaymentMethodList,
  PaymentMethodSummary,
  PaymentOption,
  RecurringPayment,
  RecurringPaymentUpdate,
  SubLedger,
} from '@generated/connect-payments/model';
