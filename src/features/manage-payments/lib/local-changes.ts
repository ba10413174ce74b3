import type {
  AutoDraftEnrollment,
  FuturePayment,
  PaymentMethod,
  PaymentMethodDeletion,
  RecurringPayment,
} from '../api/manage-payments-api';

/**
 * What the service answered to the changes made on this page. The session reloads the affected
 * list after each change (SPEC §4), but an answer the service gave to our own change is the newest
 * word on that item, so the page shows it at once and keeps it while the page is open: a removed
 * method is gone, the payments its removal deactivated are inactive, an edited payment shows the
 * values the service accepted, a cancelled one shows as cancelled.
 */
export interface LocalChanges {
  removedMethodIds: readonly number[];
  recurring: Readonly<Record<number, Partial<RecurringPayment>>>;
  future: Readonly<Record<number, Partial<FuturePayment>>>;
  enrollments: Readonly<Record<number, AutoDraftEnrollment>>;
}

export const noLocalChanges: LocalChanges = {
  removedMethodIds: [],
  recurring: {},
  future: {},
  enrollments: {},
};

export type LocalChange =
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

const inactive = { isActive: false, status: 'inactive' } as const;

/**
 * The values to show for a changed item: what was sent, then the service's answer when it is
 * about the same item (an answer about another id is not believed, the request is).
 */
function accepted<T extends { id: number }>(id: number, sent: Partial<T>, answer: T): Partial<T> {
  return answer.id === id ? { ...sent, ...answer } : sent;
}

export function recordChange(changes: LocalChanges, change: LocalChange): LocalChanges {
  switch (change.kind) {
    case 'methodRemoved': {
      const { deletion } = change;
      const recurring = { ...changes.recurring };
      for (const id of deletion.deactivatedRecurringPaymentIds)
        recurring[id] = { ...recurring[id], ...inactive };
      const future = { ...changes.future };
      for (const id of deletion.deactivatedFuturePaymentIds)
        future[id] = { ...future[id], ...inactive };
      return {
        ...changes,
        removedMethodIds: [...changes.removedMethodIds, deletion.paymentMethodId],
        recurring,
        future,
      };
    }
    case 'recurringChanged':
      return {
        ...changes,
        recurring: {
          ...changes.recurring,
          [change.id]: {
            ...changes.recurring[change.id],
            ...accepted(change.id, change.sent, change.answer),
          },
        },
      };
    case 'recurringCancelled':
      return {
        ...changes,
        recurring: {
          ...changes.recurring,
          [change.id]: { ...changes.recurring[change.id], isActive: false, status: 'cancelled' },
        },
      };
    case 'futureChanged':
      return {
        ...changes,
        future: {
          ...changes.future,
          [change.id]: {
            ...changes.future[change.id],
            ...accepted(change.id, change.sent, change.answer),
          },
        },
      };
    case 'futureCancelled':
      return {
        ...changes,
        future: {
          ...changes.future,
          [change.id]: {
            ...changes.future[change.id],
            isActive: false,
            cancelled: true,
            status: 'cancelled',
          },
        },
      };
    case 'enrollmentSaved':
    case 'enrollmentCancelled':
      return {
        ...changes,
        enrollments: {
          ...changes.enrollments,
          [change.enrollment.id]:
            change.kind === 'enrollmentCancelled'
              ? { ...change.enrollment, status: 'cancelled' }
              : change.enrollment,
        },
      };
  }
}

export function methodsWithChanges(
  methods: readonly PaymentMethod[],
  changes: LocalChanges,
): PaymentMethod[] {
  return methods.filter((m) => !changes.removedMethodIds.includes(m.id));
}

export function recurringWithChanges(
  list: readonly RecurringPayment[],
  changes: LocalChanges,
): RecurringPayment[] {
  return list.map((item) => ({ ...item, ...changes.recurring[item.id] }));
}

export function futureWithChanges(
  list: readonly FuturePayment[],
  changes: LocalChanges,
): FuturePayment[] {
  return list.map((item) => ({ ...item, ...changes.future[item.id] }));
}

/** Enrolments as loaded, with those saved or cancelled here replacing (or joining) them. */
export function enrollmentsWithChanges(
  list: readonly AutoDraftEnrollment[],
  changes: LocalChanges,
): AutoDraftEnrollment[] {
  const local = Object.values(changes.enrollments);
  const touched = new Set(local.map((e) => e.subLedgerId));
  return [...list.filter((e) => !touched.has(e.subLedgerId)), ...local];
}
