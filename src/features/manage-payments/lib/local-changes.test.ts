import { describe, expect, it } from 'vitest';
import type {
  AutoDraftEnrollment,
  FuturePayment,
  PaymentMethod,
  RecurringPayment,
} from '../api/manage-payments-api';
import {
  enrollmentsWithChanges,
  futureWithChanges,
  methodsWithChanges,
  noLocalChanges,
  recordChange,
  recurringWithChanges,
} from './local-changes';

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
const scheduled = {
  id: 8102,
  subLedgerId: 3001,
  amount: 45000,
  scheduledDate: '2026-11-23',
  isActive: true,
  cancelled: false,
  status: 'scheduled',
} as FuturePayment;
const enrollment = {
  id: 8201,
  subLedgerId: 3003,
  paymentMethodId: 4006,
  startDate: '2026-12-01',
  amountType: 'full',
  status: 'active',
} as AutoDraftEnrollment;

describe('local changes', () => {
  it('hides a removed method and shows the payments it deactivated as inactive', () => {
    const changes = recordChange(noLocalChanges, {
      kind: 'methodRemoved',
      deletion: {
        paymentMethodId: 4005,
        deactivatedRecurringPaymentIds: [8001],
        deactivatedFuturePaymentIds: [8102],
      },
    });
    expect(methodsWithChanges([visa, checking], changes)).toEqual([visa]);
    expect(recurringWithChanges([monthly], changes)[0]).toMatchObject({
      isActive: false,
      status: 'inactive',
    });
    expect(futureWithChanges([scheduled], changes)[0]).toMatchObject({
      isActive: false,
      status: 'inactive',
    });
  });

  it("shows an edit as the service accepted it, and believes the request over another item's answer", () => {
    const edited = recordChange(noLocalChanges, {
      kind: 'recurringChanged',
      id: 8001,
      sent: { amount: 47500 },
      answer: { ...monthly, amount: 47500, editableUntil: '2026-11-30T20:00:00-05:00' },
    });
    expect(recurringWithChanges([monthly], edited)[0]).toMatchObject({
      amount: 47500,
      editableUntil: '2026-11-30T20:00:00-05:00',
    });
    const mismatched = recordChange(noLocalChanges, {
      kind: 'futureChanged',
      id: 8102,
      sent: { amount: 30000, scheduledDate: '2026-12-02' },
      answer: { ...scheduled, id: 8101, amount: 25000, scheduledDate: '2026-12-18' },
    });
    expect(futureWithChanges([scheduled], mismatched)[0]).toMatchObject({
      id: 8102,
      amount: 30000,
      scheduledDate: '2026-12-02',
    });
  });

  it('marks cancelled payments as cancelled', () => {
    const changes = recordChange(
      recordChange(noLocalChanges, { kind: 'recurringCancelled', id: 8001 }),
      {
        kind: 'futureCancelled',
        id: 8102,
      },
    );
    expect(recurringWithChanges([monthly], changes)[0]?.status).toBe('cancelled');
    expect(futureWithChanges([scheduled], changes)[0]).toMatchObject({
      status: 'cancelled',
      cancelled: true,
    });
  });

  it('adds a new enrolment and replaces a cancelled one for its account', () => {
    const enrolled = recordChange(noLocalChanges, { kind: 'enrollmentSaved', enrollment });
    expect(enrollmentsWithChanges([], enrolled)).toEqual([enrollment]);
    const cancelled = recordChange(enrolled, { kind: 'enrollmentCancelled', enrollment });
    expect(enrollmentsWithChanges([enrollment], cancelled)).toEqual([
      { ...enrollment, status: 'cancelled' },
    ]);
  });
});
