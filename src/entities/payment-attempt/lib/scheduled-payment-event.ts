import type { CalendarFileEvent } from '@/lib/calendar-file';
import { formatCents } from '@/lib/money';

type Translate = (key: string, options?: Record<string, unknown>) => string;

export interface ScheduledPaymentParts {
  /** The scheduled payment's id, its reference until it is paid. */
  id: number;
  /** Cents. */
  amount: number;
  /** YYYY-MM-DD. */
  date: string;
  /** "Visa ending in 4242": last four digits only, never the number. */
  method: string;
  /** The account it pays, when the screen knows it. */
  account?: string | undefined;
}

/** The "Scheduled payment: $120.00 from Visa ending in 4242" text, in the visitor's language. */
export function scheduledPaymentTitle(
  payment: ScheduledPaymentParts,
  t: Translate,
  locale: string,
) {
  const amount = formatCents(payment.amount, locale);
  return payment.method
    ? t('common:addToCalendar.scheduledPayment.summary', { amount, method: payment.method })
    : t('common:addToCalendar.scheduledPayment.summaryNoMethod', { amount });
}

/**
 * A scheduled payment as a calendar item: all day on its date (it is paid that business day, at
 * no set hour), free time, and the same UID from the payment screen and the manage-payments list.
 */
export function scheduledPaymentEvent(
  payment: ScheduledPaymentParts,
  t: Translate,
  locale: string,
): CalendarFileEvent {
  const reference = t('common:addToCalendar.scheduledPayment.reference', {
    reference: String(payment.id),
  });
  return {
    uid: `scheduled-payment-${String(payment.id)}@courtyard`,
    summary: scheduledPaymentTitle(payment, t, locale),
    description: payment.account
      ? `${t('common:addToCalendar.scheduledPayment.account', { account: payment.account })}\n${reference}`
      : reference,
    when: { allDay: true, firstDay: payment.date, lastDay: payment.date },
    free: true,
  };
}
