import { useTranslation } from 'react-i18next';
import { formatCalendarDate } from '@/lib/dates';
import { formatCents } from '@/lib/money';
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
                  {formatCalendarDate(payment.scheduledDate, locale)} ·{' '}
                  {methodLabel(payment.paymentMethod, t)}
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
