import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/load-error';
import { PaymentRows } from '@/components/payment-rows';
import { formatCalendarDate } from '@/lib/dates';
import { RECENT_PAYMENTS_STALE_TIME } from '@/lib/api/query-client';
import { useListPayments } from '../api/payment-setups';
import { methodLabel } from '../lib/method-label';

/** Recent payments of the chosen accounts; SPEC §9: never served from cache, Pending marked. */
export function RecentPayments({
  ownerId,
  subLedgerIds,
}: {
  ownerId: number;
  subLedgerIds: number[];
}) {
  const { t, i18n } = useTranslation('make-payment');
  const locale = i18n.resolvedLanguage ?? 'en';
  const payments = useListPayments(
    { ownerId, subLedgerId: subLedgerIds },
    { query: { staleTime: RECENT_PAYMENTS_STALE_TIME, enabled: subLedgerIds.length > 0 } },
  );
  return (
    <section
      aria-labelledby="recent-payments-heading"
      className="rounded-lg border border-line bg-surface p-4"
    >
      <h2 id="recent-payments-heading" className="text-lg font-semibold">
        {t('recent.title')}
      </h2>
      {payments.isPending && subLedgerIds.length > 0 ? (
        <p role="status">{t('recent.loading')}</p>
      ) : null}
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
            detail: `${formatCalendarDate(payment.scheduledDate, locale)} · ${methodLabel(payment.paymentMethod, t)}`,
            statusText: t(`recent.status.${payment.status}`),
            pending: payment.status === 'pending',
          }))}
        />
      ) : null}
    </section>
  );
}
