import { describe, expect, it } from 'vitest';
import type {
  AutoDraftEnrollment,
  FuturePayment,
  PaymentMethod,
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
} from './cache-updates';

const checking = { id: 4005, type: 'eCheck', last4: '6789' } as PaymentMethod;
const visa = { id: 4001, type: 'creditCard', last4: '4242' } as PaymentMethod;
const monthly = {
  id: 8001,
  subLedgerId: 3001,
  amount: 45000,
  interval: 'monthly',
  nextPaymentDate: '2026-12-01',
  isActive: true,
  status: 'active',
} as RecurringPayment;
const quarterly = { ...monthly, id: 8002, interval: 'quarterly' } as RecurringPayment;
const scheduled = {
  id: 8102,
  subLedgerId: 3001,
  amount: 45000,
  scheduledDate: '2026-11-23',
  isActive: true,
  cancelled: false,
  status: 'scheduled',
} as FuturePayment;
const later: FuturePayment = { ...scheduled, id: 8101, scheduledDate: '2026-12-15' };
const enrollment = {
  id: 8201,
  subLedgerId: 3003,
  paymentMethodId: 4006,
  startDate: '2026-12-01',
  amountType: 'full',
  status: 'active',
} as AutoDraftEnrollment;
const deletion = {
  paymentMethodId: 4005,
  deactivatedRecurringPaymentIds: [8001],
  deactivatedFuturePaymentIds: [8102],
};

describe('writing a change into the payment-data lists', () => {
  it('drops a removed method and shows only the payments it deactivated as inactive', () => {
    expect(withoutMethod({ paymentMethods: [visa, checking] }, 4005)).toEqual({
      paymentMethods: [visa],
    });
    const recurring = withDeactivated(
      [monthly, quarterly],
      deletion.deactivatedRecurringPaymentIds,
    );
    expect(recurring[0]).toMatchObject({ id: 8001, isActive: false, status: 'inactive' });
    expect(recurring[1]).toBe(quarterly);
    const future = withDeactivated([scheduled, later], deletion.deactivatedFuturePaymentIds);
    expect(future[0]).toMatchObject({ id: 8102, isActive: false, status: 'inactive' });
    expect(future[1]).toBe(later);
  });

  it('reloads only what a removal touched', () => {
    expect(listsTouched({ kind: 'methodRemoved', deletion })).toEqual([
      'paymentMethods',
      'recurringPayments',
      'futurePayments',
    ]);
    expect(
      listsTouched({
        kind: 'methodRemoved',
        deletion: {
          ...deletion,
          deactivatedRecurringPaymentIds: [],
          deactivatedFuturePaymentIds: [],
        },
      }),
    ).toEqual(['paymentMethods']);
    expect(listsTouched({ kind: 'recurringCancelled', id: 8001 })).toEqual(['recurringPayments']);
    expect(listsTouched({ kind: 'futureCancelled', id: 8102 })).toEqual(['futurePayments']);
    expect(listsTouched({ kind: 'enrollmentSaved', enrollment })).toEqual(['autoDraftEnrollments']);
  });

  it("shows an edit as the service accepted it, and believes the request over another item's answer", () => {
    const edited = withEdit(
      [monthly, quarterly],
      8001,
      { amount: 47500 },
      {
        ...monthly,
        amount: 47500,
        editableUntil: '2026-11-30T20:00:00-05:00',
      },
    );
    expect(edited[0]).toMatchObject({
      id: 8001,
      amount: 47500,
      editableUntil: '2026-11-30T20:00:00-05:00',
    });
    expect(edited[1]).toBe(quarterly);
    const mismatched = withEdit(
      [scheduled],
      8102,
      { amount: 30000, scheduledDate: '2026-12-02' },
      { ...scheduled, id: 8101, amount: 25000, scheduledDate: '2026-12-18' },
    );
    expect(mismatched[0]).toMatchObject({ id: 8102, amount: 30000, scheduledDate: '2026-12-02' });
  });

  it('marks cancelled payments as cancelled', () => {
    expect(withRecurringCancelled([monthly], 8001)[0]).toMatchObject({
      isActive: false,
      status: 'cancelled',
    });
    expect(withFutureCancelled([scheduled, later], 8102)).toEqual([
      { ...scheduled, isActive: false, cancelled: true, status: 'cancelled' },
      later,
    ]);
  });

  it('adds a new enrolment, replaces a changed one and marks a cancelled one', () => {
    const enrolled = withEnrollment([], enrollment);
    expect(enrolled).toEqual([enrollment]);
    const fixed = { ...enrollment, amountType: 'fixed', fixedAmount: 45000 } as AutoDraftEnrollment;
    expect(withEnrollment(enrolled, fixed)).toEqual([fixed]);
    expect(withEnrollmentCancelled(enrolled, enrollment)).toEqual([
      { ...enrollment, status: 'cancelled' },
    ]);
  });
});
