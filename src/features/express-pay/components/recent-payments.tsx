import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { RecentPaymentsSection } from '@/components/payment-rows';
import { formatInstant } from '@/lib/dates';
import { recentPaymentsQueryOptions } from '../api/express-pay-api';
import { cardLabel } from '../lib/card-label';

/** `GET /payments`: the account's recent payments, newest first; pending ones marked. */
export function RecentPayments({ checkoutLinkId }: { checkoutLinkId: number }) {
  const { t, i18n } = useTranslation('express-pay');
  const locale = i18n.resolvedLanguage ?? 'en';
  const payments = useQuery(recentPaymentsQueryOptions(checkoutLinkId));
  return (
    <RecentPaymentsSection
      query={payments}
      loading={payments.isPending}
      texts={{
        title: t('recent.title'),
        loading: t('recent.loading'),
        failed: t('recent.failed'),
        none: t('recent.none'),
      }}
      toRow={(payment) => ({
        id: payment.id,
        amount: payment.amount,
        detail: payment.paymentMethod
          ? `${formatInstant(payment.submittedAt, locale)} · ${cardLabel(payment.paymentMethod, t)}`
          : formatInstant(payment.submittedAt, locale),
        statusText: t(`recent.status.${payment.status}`),
        pending: payment.status === 'pending',
      })}
    />
  );
}
