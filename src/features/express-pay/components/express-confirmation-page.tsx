import { Link } from '@tanstack/react-router';
import { CheckCircle2 } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '@/components/page';
import { formatInstant } from '@/lib/dates';
import { formatCents } from '@/lib/money';
import { readSavedConfirmation } from '../lib/confirmation-store';
import { PortalLink } from './portal-link';

/**
 * `/epay/:strategy/:link/confirmation`: the confirmation kept for this tab when the payment went
 * through. It sends nothing: a reload shows the same confirmation and never pays again.
 */
export function ExpressConfirmationPage({ strategy, link }: { strategy: string; link: string }) {
  const { t, i18n } = useTranslation('express-pay');
  const locale = i18n.resolvedLanguage ?? 'en';
  const money = (cents: number) => formatCents(cents, locale);
  const confirmation = useMemo(() => readSavedConfirmation(strategy, link), [strategy, link]);

  return (
    <Page title={t('confirmation.title')}>
      {confirmation ? (
        <section
          aria-labelledby="confirmation-heading"
          className="rounded-lg border border-line bg-surface p-5"
        >
          <h2 id="confirmation-heading" className="flex items-center gap-2 text-xl font-semibold">
            <CheckCircle2 aria-hidden="true" className="shrink-0 text-success" />
            {t('confirmation.submitted')}
          </h2>
          <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
            <dt>{t('confirmation.number')}</dt>
            <dd className="font-semibold">{confirmation.confirmationNumber}</dd>
            <dt>{t('review.amount')}</dt>
            <dd>{money(confirmation.amount)}</dd>
            <dt>{t('review.convenienceFee')}</dt>
            <dd>{money(confirmation.convenienceFee)}</dd>
            {confirmation.largeAmountFee > 0 ? (
              <>
                <dt>{t('review.largeAmountFee')}</dt>
                <dd>{money(confirmation.largeAmountFee)}</dd>
              </>
            ) : null}
            <dt>{t('review.total')}</dt>
            <dd className="font-semibold">{money(confirmation.total)}</dd>
            <dt>{t('confirmation.date')}</dt>
            <dd>{formatInstant(confirmation.paidAt, locale)}</dd>
          </dl>
          <p className="mt-3">{t(`confirmation.status.${confirmation.status}`)}</p>
          <p className="mt-1 text-sm text-ink-muted">{t('confirmation.keep')}</p>
        </section>
      ) : (
        <section
          aria-labelledby="confirmation-missing-heading"
          className="rounded-lg border border-line bg-surface p-5"
        >
          <h2 id="confirmation-missing-heading" className="text-lg font-semibold">
            {t('confirmation.missing.title')}
          </h2>
          <p className="mt-2">{t('confirmation.missing.body')}</p>
          <Link
            to="/epay/$strategy/$link"
            params={{ strategy, link }}
            className="mt-4 inline-flex min-h-11 items-center font-semibold text-brand underline"
          >
            {t('confirmation.missing.back')}
          </Link>
        </section>
      )}
      <PortalLink />
    </Page>
  );
}
