import { useTranslation } from 'react-i18next';
import { PaymentRows } from '@/components/payment-rows';
import { RECENT_PAYMENTS_STALE_TIME } from '@/lib/api/query-client';
import { formatCalendarDate } from '@/lib/dates';
import { useListPayments } from '../api/account-api';
import { LoadState } from './section';
import { isolate } from '@/lib/isolate';

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
        <PaymentRows
          rows={shown.map((payment) => ({
            id: payment.id,
            amount: payment.amount,
            detail: isolate(
              (v) =>
                t('payments.detail', {
                  ...v,
                  date: formatCalendarDate(payment.scheduledDate, locale),
                }),
              {
                method: payment.paymentMethod.nickname ?? `••${payment.paymentMethod.last4}`,
                accountNumber: payment.accountNumber ?? '',
              },
            ),
            statusText: t(`payments.status.${payment.status}`),
            pending: payment.status === 'pending',
          }))}
        />
      ) : null}
    </div>
  );
}
