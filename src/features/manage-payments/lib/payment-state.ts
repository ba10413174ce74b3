import type { FuturePayment, RecurringPayment } from '../api/manage-payments-api';
import { changeWindow, type ChangeWindow } from './cutoff';

export type PaymentTarget =
  { kind: 'recurring'; payment: RecurringPayment } | { kind: 'scheduled'; payment: FuturePayment };

/** The date the cut-off counts from: the next payment of a recurring one, or the scheduled day. */
export function paymentDate(target: PaymentTarget): string {
  return target.kind === 'recurring'
    ? target.payment.nextPaymentDate
    : target.payment.scheduledDate;
}

export type PaymentState =
  | { kind: 'open'; window: Extract<ChangeWindow, { allowed: true }> }
  | { kind: 'closed'; window: Extract<ChangeWindow, { allowed: false }> }
  | { kind: 'inactive' }
  | { kind: 'cancelled' }
  | { kind: 'done' };

/**
 * Where a payment stands: changeable until its cut-off (SPEC §4), closed after it, inactive when
 * its method was removed, cancelled, or otherwise no longer running (ended, processed).
 */
export function paymentState(target: PaymentTarget, now: Date): PaymentState {
  const { payment } = target;
  if (payment.status === 'inactive') return { kind: 'inactive' };
  if (payment.status === 'cancelled') return { kind: 'cancelled' };
  if (target.kind === 'recurring' && payment.status !== 'active') return { kind: 'done' };
  if (target.kind === 'scheduled' && payment.status !== 'scheduled') return { kind: 'done' };
  if (!payment.isActive) return { kind: 'inactive' };
  const window = changeWindow(now, paymentDate(target), {
    editableUntil: payment.editableUntil,
    oneTime: target.kind === 'scheduled',
  });
  return window.allowed ? { kind: 'open', window } : { kind: 'closed', window };
}
