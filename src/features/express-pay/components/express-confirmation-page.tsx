import { Link } from '@tanstack/react-router';
import { CheckCircle2 } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '@/components/page';
import { PaymentReceipt } from '@/entities/payment-attempt/components/payment-receipt';
import { readSavedConfirmation } from '../lib/confirmation-store';
import { expressReceipt } from '../lib/receipt';
import { PortalLink } from './portal-link';

/**
 * `/epay/:strategy/confirmation`: the confirmation kept for this tab when the payment went
 * through. It sends nothing: a reload shows the same confirmation and never pays again.
 */
export function ExpressConfirmationPage({ strategy, link }: { strategy: string; link: string }) {
  const { t } = useTranslation('express-pay');
  const confirmation = useMemo(() => readSavedConfirmation(strategy, link), [strategy, link]);

  return (
    <Page title={t('confirmation.title')}>
      {confirmation ? (
        // print-area: printing this page prints the receipt alone (src/index.css).
        <section
          aria-labelledby="confirmation-heading"
          className="print-area rounded-lg border border-line bg-surface p-5"
        >
          <h2 id="confirmation-heading" className="flex items-center gap-2 text-xl font-semibold">
            <CheckCircle2 aria-hidden="true" className="shrink-0 text-success" />
            {t('confirmation.submitted')}
          </h2>
          <PaymentReceipt receipt={expressReceipt(confirmation, t)} />
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
            to="/epay/$strategy"
            params={{ strategy }}
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
