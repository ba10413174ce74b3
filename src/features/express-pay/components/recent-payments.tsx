import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/load-error';
import { PaymentRows } from '@/components/payment-rows';
import { formatInstant } from '@/lib/dates';
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
      {payments.isError ? (
        <LoadError
          message={t('recent.failed')}
          error={payments.error}
          onRetry={() => void payments.refetch()}
          retrying={payments.isFetching}
        />
      ) : null}
      {payments.data?.length === 0 ? <p>{t('recent.none')}</p> : null}
      {payments.data && payments.data.length > 0 ? (
        <PaymentRows
          className="mt-2"
          rows={payments.data.map((payment) => ({
            id: payment.id,
            amount: payment.amount,
            detail: payment.paymentMethod
              ? `${formatInstant(payment.submittedAt, locale)} · ${cardLabel(payment.paymentMethod, t)}`
              : formatInstant(payment.submittedAt, locale),
            statusText: t(`recent.status.${payment.status}`),
            pending: payment.status === 'pending',
          }))}
        />
      ) : null}
    </section>
  );
}
