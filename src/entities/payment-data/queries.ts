import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useUnit } from 'effector-react';
import { useCallback, useEffect } from 'react';
import { $isLoggedIn } from '@/entities/session/model';
import {
  autoDraftEnrollmentsQueryOptions,
  futurePaymentsQueryOptions,
  paymentDataQueryKeys,
  paymentMethodQueryOptions,
  paymentMethodsQueryOptions,
  recurringPaymentsQueryOptions,
  type PaymentMethod,
  type PaymentMethodList,
} from './api/payment-data-queries';
import {
  paymentDataKinds,
  refreshIncludes,
  withFreshMethod,
  type PaymentDataRefresh,
} from './lib/payment-data';

export type {
  AutoDraftEnrollment,
  FuturePayment,
  PaymentMethod,
  RecurringPayment,
} from './api/payment-data-queries';
export type { PaymentDataKind, PaymentDataRefresh } from './lib/payment-data';

// SPEC §4 payment data, read from the query cache while someone is signed in.

export function useAutoDraftEnrollments() {
  const loggedIn = useUnit($isLoggedIn);
  return useQuery({ ...autoDraftEnrollmentsQueryOptions(), enabled: loggedIn });
}

const methodsOf = (list: PaymentMethodList) => list.paymentMethods;

export function usePaymentMethods() {
  const loggedIn = useUnit($isLoggedIn);
  return useQuery({ ...paymentMethodsQueryOptions(), enabled: loggedIn, select: methodsOf });
}

/**
 * Reads one saved method again (`GET /PaymentMethod/{id}`) while it is shown, and writes the
 * answer into the methods list: the list stays the one copy every page reads, now with this
 * method as the service has it (the payments it pays may have changed since the list loaded).
 * A failed read changes nothing.
 */
export function useFreshPaymentMethod(id: number | null) {
  const loggedIn = useUnit($isLoggedIn);
  const client = useQueryClient();
  const fresh = useQuery({
    ...paymentMethodQueryOptions(id ?? 0),
    enabled: loggedIn && id !== null,
  });
  const { data: method, dataUpdatedAt } = fresh;
  useEffect(() => {
    if (!method) return;
    // Newest wins: a cached answer shown again must not undo a list reloaded since.
    const list = client.getQueryState(paymentDataQueryKeys.paymentMethods);
    if (!list || dataUpdatedAt < list.dataUpdatedAt) return;
    client.setQueryData<PaymentMethodList>(paymentDataQueryKeys.paymentMethods, (current) =>
      current ? withFreshMethod(current, method) : current,
    );
  }, [client, method, dataUpdatedAt]);
  return fresh;
}

export function useRecurringPayments() {
  const loggedIn = useUnit($isLoggedIn);
  return useQuery({ ...recurringPaymentsQueryOptions(), enabled: loggedIn });
}

export function useFuturePayments() {
  const loggedIn = useUnit($isLoggedIn);
  return useQuery({ ...futurePaymentsQueryOptions(), enabled: loggedIn });
}

/** SPEC §4: reloads all four lists, or any one of them, wherever they are shown. */
export function refreshPaymentData(client: QueryClient, refresh: PaymentDataRefresh) {
  return Promise.all(
    paymentDataKinds
      .filter((kind) => refreshIncludes(refresh, kind))
      .map((kind) => client.invalidateQueries({ queryKey: paymentDataQueryKeys[kind] })),
  );
}

export function useRefreshPaymentData() {
  const client = useQueryClient();
  return useCallback(
    (refresh: PaymentDataRefresh) => refreshPaymentData(client, refresh),
    [client],
  );
}

/**
 * A method the provider just stored shows at once wherever methods are listed; the reload that
 * follows confirms it.
 */
export function addPaymentMethodToCache(client: QueryClient, method: PaymentMethod) {
  client.setQueryData<PaymentMethodList>(paymentDataQueryKeys.paymentMethods, (list) =>
    list
      ? {
          ...list,
          paymentMethods: [...list.paymentMethods.filter((m) => m.id !== method.id), method],
        }
      : list,
  );
  return refreshPaymentData(client, 'paymentMethods');
}
