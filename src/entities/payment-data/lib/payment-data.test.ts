// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  autoDraftEnrollmentsParams,
  futurePaymentsParams,
  paymentDataKinds,
  refreshIncludes,
  withFreshMethod,
} from './payment-data';
import type { PaymentMethod, PaymentMethodList } from '../api/payment-data-queries';

describe('refreshIncludes', () => {
  it('reloads every list for all', () => {
    expect(paymentDataKinds.every((kind) => refreshIncludes('all', kind))).toBe(true);
  });

  it('reloads only the named list otherwise', () => {
    expect(paymentDataKinds.filter((kind) => refreshIncludes('paymentMethods', kind))).toEqual([
      'paymentMethods',
    ]);
  });
});

describe('queries', () => {
  it('asks for portal-enabled auto-draft enrollments', () => {
    expect(autoDraftEnrollmentsParams).toEqual({ portalEnabled: true });
  });

  it('asks for unprocessed future payments scheduled after now', () => {
    expect(futurePaymentsParams(new Date('2026-03-01T12:00:00Z'))).toEqual({
      processed: false,
      scheduledDateAfter: '2026-03-01T12:00:00.000Z',
    });
  });
});

describe('withFreshMethod', () => {
  const visa: PaymentMethod = {
    id: 4001,
    type: 'creditCard',
    brand: 'visa',
    last4: '4242',
    isDefault: true,
    isActive: true,
    linkedRecurringPaymentIds: [8002],
    linkedFuturePaymentIds: [],
  };
  const amex: PaymentMethod = {
    ...visa,
    id: 4003,
    brand: 'americanExpress',
    last4: '0005',
    isDefault: false,
    linkedRecurringPaymentIds: [],
  };
  const list: PaymentMethodList = { paymentMethods: [visa, amex] };

  it('puts the method as the service answered it in its place', () => {
    const fresh = { ...amex, linkedFuturePaymentIds: [8101] };
    expect(withFreshMethod(list, fresh)).toEqual({ paymentMethods: [visa, fresh] });
  });

  it('adds no method the list does not hold', () => {
    expect(withFreshMethod(list, { ...visa, id: 4999 })).toBe(list);
  });
});
