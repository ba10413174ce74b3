import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { paymentDataQueryKeys } from '@/entities/payment-data/api/payment-data-queries';
import type {
  AutoDraftEnrollment,
  FuturePayment,
  PaymentMethod,
  RecurringPayment,
} from '../api/manage-payments-api';
import { writePaymentChange } from './use-payment-change';

const checking = { id: 4005, type: 'eCheck', last4: '6789' } as PaymentMethod;
const visa = { id: 4001, type: 'creditCard', last4: '4242' } as PaymentMethod;
const monthly = {
  id: 8001,
  subLedgerId: 3001,
  isActive: true,
  status: 'active',
} as RecurringPayment;
const scheduled = {
  id: 8102,
  subLedgerId: 3001,
  isActive: true,
  cancelled: false,
  status: 'scheduled',
} as FuturePayment;
const enrollment = { id: 8201, subLedgerId: 3003, status: 'active' } as AutoDraftEnrollment;

/** A client holding the four lists as the sign-in leaves them (no fetcher: nothing is active). */
function seeded() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(paymentDataQueryKeys.paymentMethods, { paymentMethods: [visa, checking] });
  client.setQueryData(paymentDataQueryKeys.recurringPayments, [monthly]);
  client.setQueryData(paymentDataQueryKeys.futurePayments, [scheduled]);
  client.setQueryData(paymentDataQueryKeys.autoDraftEnrollments, []);
  return client;
}

const invalidated = (client: QueryClient) =>
  Object.entries(paymentDataQueryKeys)
    .filter(([, key]) => client.getQueryState(key)?.isInvalidated)
    .map(([kind]) => kind)
    .sort();

describe('writing a change into the query cache', () => {
  it('a removal shows at once in every list it touched, which are then reloaded', async () => {
    const client = seeded();
    await writePaymentChange(client, {
      kind: 'methodRemoved',
      deletion: {
        paymentMethodId: 4005,
        deactivatedRecurringPaymentIds: [8001],
        deactivatedFuturePaymentIds: [],
      },
    });
    expect(client.getQueryData(paymentDataQueryKeys.paymentMethods)).toEqual({
      paymentMethods: [visa],
    });
    expect(client.getQueryData(paymentDataQueryKeys.recurringPayments)).toEqual([
      { ...monthly, isActive: false, status: 'inactive' },
    ]);
    expect(client.getQueryData(paymentDataQueryKeys.futurePayments)).toEqual([scheduled]);
    expect(invalidated(client)).toEqual(['paymentMethods', 'recurringPayments']);
  });

  it('a cancelled scheduled payment and a new enrolment are written to their own lists', async () => {
    const client = seeded();
    await writePaymentChange(client, { kind: 'futureCancelled', id: 8102 });
    await writePaymentChange(client, { kind: 'enrollmentSaved', enrollment });
    expect(client.getQueryData(paymentDataQueryKeys.futurePayments)).toEqual([
      { ...scheduled, isActive: false, cancelled: true, status: 'cancelled' },
    ]);
    expect(client.getQueryData(paymentDataQueryKeys.autoDraftEnrollments)).toEqual([enrollment]);
    expect(invalidated(client)).toEqual(['autoDraftEnrollments', 'futurePayments']);
  });

  it('leaves a list that was never loaded to its reload', async () => {
    const client = new QueryClient();
    await writePaymentChange(client, { kind: 'recurringCancelled', id: 8001 });
    expect(client.getQueryData(paymentDataQueryKeys.recurringPayments)).toBeUndefined();
  });
});
