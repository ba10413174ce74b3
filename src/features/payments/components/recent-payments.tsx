import { useTranslation } from 'react-i18next';
import { RecentPaymentsSection } from '@/components/payment-rows';
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
    <RecentPaymentsSection
      query={payments}
      loading={payments.isPending && subLedgerIds.length > 0}
      texts={{
        title: t('recent.title'),
        loading: t('recent.loading'),
        failed: t('recent.failed'),
        none: t('recent.none'),
      }}
      toRow={(payment) => ({
        id: payment.id,
        amount: payment.amount,
        detail: (
          <>
            {formatCalendarDate(payment.scheduledDate, locale)} ·{' '}
            <bdi>{methodLabel(payment.paymentMethod, t)}</bdi>
          </>
        ),
        statusText: t(`recent.status.${payment.status}`),
        pending: payment.status === 'pending',
      })}
    />
  );
}
