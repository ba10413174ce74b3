import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatInstant } from '@/lib/dates';
import { formatCents } from '@/lib/money';
import { recentPaymentsQueryOptions } from '../api/express-pay-api';
import { cardLabel } from '../lib/card-label';

/** `GET /payments`: the account's recent payments, newest first; pending ones marked. */
export function RecentPayments({ checkoutLinkId }: { checkoutLinkId: number }) {
  const { t, i18n } = useTranslation('express-pay');
  const locale = i18n.resolvedLanguage ?? 'en';
  const payments = useQuery(recentPaymentsQueryOptions(checkoutLinkId));
  return (
    <section
      aria-labelledby="recent-payments-heading"
      className="rounded-lg border border-line bg-surface p-4"
    >
      <h2 id="recent-payments-heading" className="text-lg font-semibold">
        {t('recent.title')}
      </h2>
      {payments.isPending ? <p role="status">{t('recent.loading')}</p> : null}
      {payments.isError ? <p role="alert">{t('recent.failed')}</p> : null}
      {payments.data?.length === 0 ? <p>{t('recent.none')}</p> : null}
      {payments.data && payments.data.length > 0 ? (
        <ul className="mt-2 divide-y divide-line">
          {payments.data.map((payment) => (
            <li
              key={payment.id}
              className="flex flex-wrap items-baseline justify-between gap-2 py-2"
            >
              <span>
                <span className="block font-medium">{formatCents(payment.amount, locale)}</span>
                <span className="block text-sm text-ink-muted">
                  {formatInstant(payment.submittedAt, locale)}
                  {payment.paymentMethod ? ` · ${cardLabel(payment.paymentMethod, t)}` : ''}
                </span>
              </span>
              <span
                className={`rounded-full border px-2 text-sm ${payment.status === 'pending' ? 'border-brand font-semibold' : 'border-line'}`}
              >
                {t(`recent.status.${payment.status}`)}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
