// SPEC §4 payment data: the four lists the portal keeps for the signed-in user, as react-query
// options from the generated hooks. "Reload all, or any one" is invalidating their keys.
import {
  getListAutoDraftEnrollmentsQueryKey,
  getListAutoDraftEnrollmentsQueryOptions,
} from '@generated/connect-payments/hooks/auto-draft/auto-draft';
import {
  getListFuturePaymentsQueryKey,
  listFuturePayments,
} from '@generated/connect-payments/hooks/future-payments/future-payments';
import {
  getGetPaymentMethodQueryOptions,
  getListPaymentMethodsQueryKey,
  getListPaymentMethodsQueryOptions,
} from '@generated/connect-payments/hooks/payment-methods/payment-methods';
import {
  getListRecurringPaymentsQueryKey,
  getListRecurringPaymentsQueryOptions,
} from '@generated/connect-payments/hooks/recurring-payments/recurring-payments';
import type { FuturePayment } from '@generated/connect-payments/model';
import {
  GetPaymentMethodResponse,
  ListAutoDraftEnrollmentsResponse,
  ListFuturePaymentsResponse,
  ListPaymentMethodsResponse,
  ListRecurringPaymentsResponse,
} from '@generated/connect-payments/zod/connect-payments.zod';
import { queryOptions, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { checkAnswer, checkedQuery } from '@/lib/api/answer-check';
import {
  autoDraftEnrollmentsParams,
  futurePaymentsParams,
  type PaymentDataKind,
} from '../lib/payment-data';

// SPEC §4: a failed load of these lists is only logged; the pages that show them say so in place.
const quiet = { meta: { suppressErrorToast: true } } as const;

// Each list carries money or a payment method: its answer is checked against the contract where
// it arrives (src/lib/api/answer-check.ts).
export const autoDraftEnrollmentsQueryOptions = () =>
  checkedQuery(
    getListAutoDraftEnrollmentsQueryOptions(autoDraftEnrollmentsParams, { query: quiet }),
    'listAutoDraftEnrollments',
    ListAutoDraftEnrollmentsResponse,
  );
export const paymentMethodsQueryOptions = () =>
  checkedQuery(
    getListPaymentMethodsQueryOptions({ query: quiet }),
    'listPaymentMethods',
    ListPaymentMethodsResponse,
  );
/** `GET /PaymentMethod/{id}`: one saved method, asked again whenever it is shown. */
export const paymentMethodQueryOptions = (id: number) =>
  checkedQuery(
    getGetPaymentMethodQueryOptions(id, { query: { ...quiet, staleTime: 0 } }),
    'getPaymentMethod',
    GetPaymentMethodResponse,
  );
export const recurringPaymentsQueryOptions = () =>
  checkedQuery(
    getListRecurringPaymentsQueryOptions(undefined, { query: quiet }),
    'listRecurringPayments',
    ListRecurringPaymentsResponse,
  );
const futurePaymentsQueryKey = [...getListFuturePaymentsQueryKey(), 'upcoming'] as const;

/**
 * SPEC §7: future payments not yet processed and scheduled after now. "Now" is taken when the
 * request leaves, so the key stays the same from one render to the next.
 */
export const futurePaymentsQueryOptions = () =>
  queryOptions({
    queryKey: futurePaymentsQueryKey,
    ...quiet,
    queryFn: async ({ signal }): Promise<FuturePayment[]> =>
      checkAnswer(
        'listFuturePayments',
        ListFuturePaymentsResponse,
        await listFuturePayments(futurePaymentsParams(new Date()), { signal }),
      ),
  });

/** The key of each list, for invalidation and for writing a service's answer into the cache. */
// Built from the key functions alone: a page that reads one list must not ship the other three.
export const paymentDataQueryKeys: Record<PaymentDataKind, QueryKey> = {
  autoDraftEnrollments: getListAutoDraftEnrollmentsQueryKey(autoDraftEnrollmentsParams),
  paymentMethods: getListPaymentMethodsQueryKey(),
  recurringPayments: getListRecurringPaymentsQueryKey(),
  futurePayments: futurePaymentsQueryKey,
};

/** The four loads the sign-in starts after the accounts (SPEC §4), named for the log. */
export function paymentDataLoads(): {
  what: string;
  load: (client: QueryClient) => Promise<unknown>;
}[] {
  return [
    {
      what: 'the auto-draft enrollments',
      load: (client) => client.query(autoDraftEnrollmentsQueryOptions()),
    },
    {
      what: 'the payment methods',
      load: (client) => client.query(paymentMethodsQueryOptions()),
    },
    {
      what: 'the recurring payments',
      load: (client) => client.query(recurringPaymentsQueryOptions()),
    },
    {
      what: 'the future payments',
      load: (client) => client.query(futurePaymentsQueryOptions()),
    },
  ];
}

export type {
  AutoDraftEnrollment,
  ListAutoDraftEnrollmentsParams,
  ListFuturePaymentsParams,
  FuturePayment,
  PaymentMethod,
  PaymentMethodList,
  RecurringPayment,
} from '@generated/connect-payments/model';
