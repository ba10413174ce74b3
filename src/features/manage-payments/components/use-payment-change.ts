import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { paymentDataQueryKeys } from '@/entities/payment-data/api/payment-data-queries';
import { refreshPaymentData } from '@/entities/payment-data/queries';
import type {
  AutoDraftEnrollment,
  FuturePayment,
  PaymentMethodList,
  RecurringPayment,
} from '../api/manage-payments-api';
import {
  listsTouched,
  withDeactivated,
  withEdit,
  withEnrollment,
  withEnrollmentCancelled,
  withFutureCancelled,
  withoutMethod,
  withRecurringCancelled,
  type PaymentChange,
} from '../lib/cache-updates';

// A list not in the cache (never loaded) is left alone: the reload below fetches it whole.
function updateRecurring(
  client: QueryClient,
  update: (list: RecurringPayment[]) => RecurringPayment[],
) {
  client.setQueryData<RecurringPayment[]>(paymentDataQueryKeys.recurringPayments, (list) =>
    list ? update(list) : list,
  );
}

function updateFuture(client: QueryClient, update: (list: FuturePayment[]) => FuturePayment[]) {
  client.setQueryData<FuturePayment[]>(paymentDataQueryKeys.futurePayments, (list) =>
    list ? update(list) : list,
  );
}

function updateEnrollments(
  client: QueryClient,
  update: (list: AutoDraftEnrollment[]) => AutoDraftEnrollment[],
) {
  client.setQueryData<AutoDraftEnrollment[]>(paymentDataQueryKeys.autoDraftEnrollments, (list) =>
    list ? update(list) : list,
  );
}

/**
 * Writes the service's answer to a change into the payment-data lists, so this page and every
 * other page reading them (dashboard, billing) show it at once, then reloads the lists it touched
 * so the next read confirms it.
 */
export function writePaymentChange(client: QueryClient, change: PaymentChange) {
  switch (change.kind) {
    case 'methodRemoved': {
      const { deletion } = change;
      client.setQueryData<PaymentMethodList>(paymentDataQueryKeys.paymentMethods, (list) =>
        list ? withoutMethod(list, deletion.paymentMethodId) : list,
      );
      updateRecurring(client, (list) =>
        withDeactivated(list, deletion.deactivatedRecurringPaymentIds),
      );
      updateFuture(client, (list) => withDeactivated(list, deletion.deactivatedFuturePaymentIds));
      break;
    }
    case 'recurringChanged':
      updateRecurring(client, (list) => withEdit(list, change.id, change.sent, change.answer));
      break;
    case 'recurringCancelled':
      updateRecurring(client, (list) => withRecurringCancelled(list, change.id));
      break;
    case 'futureChanged':
      updateFuture(client, (list) => withEdit(list, change.id, change.sent, change.answer));
      break;
    case 'futureCancelled':
      updateFuture(client, (list) => withFutureCancelled(list, change.id));
      break;
    case 'enrollmentSaved':
      updateEnrollments(client, (list) => withEnrollment(list, change.enrollment));
      break;
    case 'enrollmentCancelled':
      updateEnrollments(client, (list) => withEnrollmentCancelled(list, change.enrollment));
      break;
  }
  return Promise.all(listsTouched(change).map((kind) => refreshPaymentData(client, kind)));
}

/** `writePaymentChange` with the app's query client. */
export function usePaymentChange() {
  const client = useQueryClient();
  return useCallback(
    (change: PaymentChange) => {
      void writePaymentChange(client, change);
    },
    [client],
  );
}
