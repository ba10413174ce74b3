import { Link } from '@tanstack/react-router';
import { CheckCircle2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AddToCalendarButton } from '@/components/add-to-calendar-button';
import { Button } from '@/components/ui/button';
import { PaymentReceipt } from '@/entities/payment-attempt/components/payment-receipt';
import {
  scheduledPaymentEvent,
  scheduledPaymentTitle,
} from '@/entities/payment-attempt/lib/scheduled-payment-event';
import type { SubmittedPayment } from '../api/payment-setups';
import { methodLabel } from '../lib/method-label';
import { receiptOf } from '../lib/receipt';

export function PaymentSuccess({
  payment,
  associationName,
  onAnother,
}: {
  payment: SubmittedPayment;
  /** The selected property's association, the one paid. */
  associationName: string | undefined;
  onAnother: () => void;
}) {
  const { t, i18n } = useTranslation('make-payment');
  const locale = i18n.resolvedLanguage ?? 'en';
  // The first name known stays: choosing another property on this screen does not re-address
  // the receipt of a payment already made.
  const [paidTo, setPaidTo] = useState(associationName);
  if (!paidTo && associationName) setPaidTo(associationName);
  const scheduled =
    payment.kind === 'scheduled'
      ? {
          id: payment.id,
          amount: payment.amount,
          date: payment.date,
          method: payment.paymentMethod ? methodLabel(payment.paymentMethod, t) : '',
        }
      : null;
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    // print-area: printing this page prints the receipt alone (src/index.css).
    <section
      aria-labelledby="payment-success-heading"
      className="print-area rounded-lg border border-line bg-surface p-5"
    >
      <h2
        id="payment-success-heading"
        ref={heading}
        tabIndex={-1}
        className="flex items-center gap-2 text-xl font-semibold outline-none"
      >
        <CheckCircle2 aria-hidden="true" className="text-success" />
        {t(`success.title.${payment.kind}`)}
      </h2>
      <PaymentReceipt receipt={receiptOf(payment, t, paidTo)} />
      <p className="mt-3">{t(`success.next.${payment.kind}`)}</p>
      <div className="mt-4 flex flex-wrap gap-3 print:hidden">
        <Button onClick={onAnother}>{t('success.another')}</Button>
        {scheduled ? (
          <AddToCalendarButton
            what={scheduledPaymentTitle(scheduled, t, locale)}
            event={() => scheduledPaymentEvent(scheduled, t, locale)}
            fileName={t('common:addToCalendar.scheduledPayment.fileName', { date: scheduled.date })}
          />
        ) : null}
        <Link
          to="/billing/manage-account"
          className="inline-flex min-h-11 items-center font-semibold text-brand underline"
        >
          {t('success.manage')}
        </Link>
      </div>
    </section>
  );
}
