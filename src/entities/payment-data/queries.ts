import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useUnit } from 'effector-react';
import { useCallback } from 'react';
import { $isLoggedIn } from '@/entities/session/model';
import {
  autoDraftEnrollmentsQueryOptions,
  futurePaymentsQueryOptions,
  paymentDataQueryKeys,
  paymentMethodsQueryOptions,
  recurringPaymentsQueryOptions,
  type PaymentMethod,
  type PaymentMethodList,
} from './api/payment-data-queries';
import { paymentDataKinds, refreshIncludes, type PaymentDataRefresh } from './lib/payment-data';

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
