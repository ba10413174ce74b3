import { Link } from '@tanstack/react-router';
import { CheckCircle2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { formatCalendarDate } from '@/lib/dates';
import { formatCents } from '@/lib/money';
import type { SubmittedPayment } from '../api/payment-setups';

export function PaymentSuccess({
  payment,
  onAnother,
}: {
  payment: SubmittedPayment;
  onAnother: () => void;
}) {
  const { t, i18n } = useTranslation('make-payment');
  const locale = i18n.resolvedLanguage ?? 'en';
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section
      aria-labelledby="payment-success-heading"
      className="rounded-lg border border-line bg-surface p-5"
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
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        <dt>{t('confirm.amount')}</dt>
        <dd>{formatCents(payment.amount, locale)}</dd>
        {payment.total !== undefined ? (
          <>
            <dt>{t('confirm.total')}</dt>
            <dd>{formatCents(payment.total, locale)}</dd>
          </>
        ) : null}
        <dt>{payment.kind === 'recurring' ? t('success.nextDate') : t('confirm.date')}</dt>
        <dd>{formatCalendarDate(payment.date, locale)}</dd>
        {payment.confirmationNumber ? (
          <>
            <dt>{t('success.confirmationNumber')}</dt>
            <dd>{payment.confirmationNumber}</dd>
          </>
        ) : null}
      </dl>
      <p className="mt-3">{t(`success.next.${payment.kind}`)}</p>
      <div className="mt-4 flex flex-wrap gap-3">
        <Button onClick={onAnother}>{t('success.another')}</Button>
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
