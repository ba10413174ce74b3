// Pure rules over the lists, typed by their shape: the queries (../api) build on these, so this
// module does not import them back.

/** SPEC §4 (Payment data refresh): the four lists kept for the signed-in user. */
export const paymentDataKinds = [
  'autoDraftEnrollments',
  'paymentMethods',
  'recurringPayments',
  'futurePayments',
] as const;
export type PaymentDataKind = (typeof paymentDataKinds)[number];
/** A refresh reloads all four lists or any one of them. */
export type PaymentDataRefresh = 'all' | PaymentDataKind;

export function refreshIncludes(refresh: PaymentDataRefresh, kind: PaymentDataKind): boolean {
  return refresh === 'all' || refresh === kind;
}

/** SPEC §7: auto-draft enrollments of portal-enabled sub-ledgers only. */
export const autoDraftEnrollmentsParams = { portalEnabled: true } as const;

/** SPEC §7: future payments not yet processed and scheduled after now. */
export function futurePaymentsParams(now: Date): {
  processed: boolean;
  scheduledDateAfter: string;
} {
  return { processed: false, scheduledDateAfter: now.toISOString() };
}

/**
 * The list with one method as the service just answered it (`GET /PaymentMethod/{id}`). The list
 * decides which methods there are: a method it does not hold is not added.
 */
export function withFreshMethod<
  Method extends { id: number },
  List extends { paymentMethods: Method[] },
>(list: List, method: Method): List {
  if (!list.paymentMethods.some((m) => m.id === method.id)) return list;
  return {
    ...list,
    paymentMethods: list.paymentMethods.map((m) => (m.id === method.id ? method : m)),
  };
}
