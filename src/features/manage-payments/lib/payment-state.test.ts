import { describe, expect, it } from 'vitest';
import type { FuturePayment, RecurringPayment } from '../api/manage-payments-api';
import { paymentState } from './payment-state';

const scheduled = {
  id: 8102,
  subLedgerId: 3001,
  amount: 45000,
  scheduledDate: '2026-11-23',
  editableUntil: '2026-11-22T20:00:00-05:00',
  isActive: true,
  cancelled: false,
  processed: false,
  status: 'scheduled',
} as FuturePayment;
const recurring = {
  id: 8001,
  subLedgerId: 3001,
  amount: 45000,
  interval: 'monthly',
  nextPaymentDate: '2026-12-01',
  isActive: true,
  status: 'active',
} as RecurringPayment;

describe('paymentState', () => {
  it('is open until the cut-off and closed from it', () => {
    expect(
      paymentState({ kind: 'scheduled', payment: scheduled }, new Date('2026-11-22T19:59:00-05:00'))
        .kind,
    ).toBe('open');
    expect(
      paymentState(
        { kind: 'scheduled', payment: scheduled },
        new Date('2026-11-22T20:00:00-05:00'),
      ),
    ).toMatchObject({ kind: 'closed', window: { reason: 'pastCutoff' } });
    expect(
      paymentState(
        { kind: 'scheduled', payment: scheduled },
        new Date('2026-11-23T08:00:00-05:00'),
      ),
    ).toMatchObject({ kind: 'closed', window: { reason: 'sameDay' } });
  });

  it('offers nothing to change on inactive, cancelled, ended or processed payments', () => {
    const now = new Date('2026-11-22T12:00:00-05:00');
    expect(
      paymentState({ kind: 'recurring', payment: { ...recurring, status: 'inactive' } }, now).kind,
    ).toBe('inactive');
    expect(
      paymentState({ kind: 'recurring', payment: { ...recurring, isActive: false } }, now).kind,
    ).toBe('inactive');
    expect(
      paymentState({ kind: 'scheduled', payment: { ...scheduled, status: 'cancelled' } }, now).kind,
    ).toBe('cancelled');
    expect(
      paymentState({ kind: 'recurring', payment: { ...recurring, status: 'ended' } }, now).kind,
    ).toBe('done');
    expect(
      paymentState({ kind: 'scheduled', payment: { ...scheduled, status: 'processed' } }, now).kind,
    ).toBe('done');
  });
});
