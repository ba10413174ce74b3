import type { PaymentDataKind } from '@/entities/payment-data/queries';
import type {
  AutoDraftEnrollment,
  FuturePayment,
  PaymentMethodDeletion,
  PaymentMethodList,
  RecurringPayment,
} from '../api/manage-payments-api';

/**
 * A change made on the manage-payments or auto-draft page, with the service's answer to it. The
 * answer is the newest word on the item, so it is written into the payment-data lists at once
 * (every page reading them shows it); the reload that follows confirms it.
 */
export type PaymentChange =
  | { kind: 'methodRemoved'; deletion: PaymentMethodDeletion }
  | {
      kind: 'recurringChanged';
      id: number;
      sent: Partial<RecurringPayment>;
      answer: RecurringPayment;
    }
  | { kind: 'recurringCancelled'; id: number }
  | { kind: 'futureChanged'; id: number; sent: Partial<FuturePayment>; answer: FuturePayment }
  | { kind: 'futureCancelled'; id: number }
  | { kind: 'enrollmentSaved'; enrollment: AutoDraftEnrollment }
  | { kind: 'enrollmentCancelled'; enrollment: AutoDraftEnrollment };

/** The payment-data lists a change touches, which are reloaded after it (SPEC §4: only those). */
export function listsTouched(change: PaymentChange): PaymentDataKind[] {
  switch (change.kind) {
    case 'methodRemoved': {
      const { deletion } = change;
      return [
        'paymentMethods',
        ...(deletion.deactivatedRecurringPaymentIds.length > 0
          ? (['recurringPayments'] as const)
          : []),
        ...(deletion.deactivatedFuturePaymentIds.length > 0 ? (['futurePayments'] as const) : []),
      ];
    }
    case 'recurringChanged':
    case 'recurringCancelled':
      return ['recurringPayments'];
    case 'futureChanged':
    case 'futureCancelled':
      return ['futurePayments'];
    case 'enrollmentSaved':
    case 'enrollmentCancelled':
      return ['autoDraftEnrollments'];
  }
}

export function withoutMethod(list: PaymentMethodList, methodId: number): PaymentMethodList {
  return { ...list, paymentMethods: list.paymentMethods.filter((m) => m.id !== methodId) };
}

/** The payments a method's removal deactivated (its answer lists them) show as inactive. */
export function withDeactivated<T extends RecurringPayment | FuturePayment>(
  list: readonly T[],
  ids: readonly number[],
): T[] {
  return list.map((item) =>
    ids.includes(item.id) ? { ...item, isActive: false, status: 'inactive' } : item,
  );
}

/**
 * An edited payment shows what was sent, then the service's answer when it is about the same
 * item (an answer about another id is not believed, the request is).
 */
export function withEdit<T extends RecurringPayment | FuturePayment>(
  list: readonly T[],
  id: number,
  sent: Partial<T>,
  answer: T,
): T[] {
  const accepted: Partial<T> = answer.id === id ? { ...sent, ...answer } : sent;
  return list.map((item) => (item.id === id ? { ...item, ...accepted } : item));
}

export function withRecurringCancelled(
  list: readonly RecurringPayment[],
  id: number,
): RecurringPayment[] {
  return list.map((item) =>
    item.id === id ? { ...item, isActive: false, status: 'cancelled' } : item,
  );
}

export function withFutureCancelled(list: readonly FuturePayment[], id: number): FuturePayment[] {
  return list.map((item) =>
    item.id === id ? { ...item, isActive: false, cancelled: true, status: 'cancelled' } : item,
  );
}

/** A saved enrolment replaces the one with its id, or joins the list when it is new. */
export function withEnrollment(
  list: readonly AutoDraftEnrollment[],
  enrollment: AutoDraftEnrollment,
): AutoDraftEnrollment[] {
  return list.some((e) => e.id === enrollment.id)
    ? list.map((e) => (e.id === enrollment.id ? enrollment : e))
    : [...list, enrollment];
}

export function withEnrollmentCancelled(
  list: readonly AutoDraftEnrollment[],
  enrollment: AutoDraftEnrollment,
): AutoDraftEnrollment[] {
  return withEnrollment(list, { ...enrollment, status: 'cancelled' });
}
