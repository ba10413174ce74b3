import { useTranslation } from 'react-i18next';
import { RECENT_PAYMENTS_STALE_TIME } from '@/lib/api/query-client';
import { formatCalendarDate } from '@/lib/dates';
import { formatCents } from '@/lib/money';
import { cn } from '@/lib/cn';
import { useListPayments } from '../api/account-api';
import { LoadState } from './section';

/** Recent payments of the property's accounts; SPEC §4, §9: never from cache, Pending marked. */
export function RecentPayments({
  ownerId,
  subLedgerIds,
}: {
  ownerId: number;
  subLedgerIds: number[];
}) {
  const { t, i18n } = useTranslation('account');
  const locale = i18n.resolvedLanguage ?? 'en';
  const enabled = subLedgerIds.length > 0;
  const payments = useListPayments(
    { ownerId, subLedgerId: subLedgerIds },
    {
      query: {
        enabled,
        staleTime: RECENT_PAYMENTS_STALE_TIME,
        meta: { suppressErrorToast: true },
      },
    },
  );
  const shown = payments.data ?? [];
  return (
    <div>
      <LoadState
        query={payments}
        loading={payments.isPending && enabled}
        loadingText={t('payments.loading')}
        failedText={t('payments.failed')}
      />
      {payments.isSuccess && shown.length === 0 ? <p>{t('payments.none')}</p> : null}
      {shown.length > 0 ? (
        <ul className="divide-y divide-line">
          {shown.map((payment) => (
            <li
              key={payment.id}
              className="flex flex-wrap items-baseline justify-between gap-2 py-2"
            >
              <span>
                <span className="block font-medium tabular-nums">
                  {formatCents(payment.amount, locale)}
                </span>
                <span className="block text-sm text-ink-muted">
                  {t('payments.detail', {
                    date: formatCalendarDate(payment.scheduledDate, locale),
                    method: payment.paymentMethod.nickname ?? `••${payment.paymentMethod.last4}`,
                    accountNumber: payment.accountNumber ?? '',
                  })}
                </span>
              </span>
              <span
                className={cn(
                  'rounded-full border px-2 text-sm',
                  payment.status === 'pending' ? 'border-brand font-semibold' : 'border-line',
                )}
              >
                {t(`payments.status.${payment.status}`)}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
