import { Link } from '@tanstack/react-router';
import { useUnit } from 'effector-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '@/components/page';
import { $selectedAssociationId } from '@/entities/session/model';
import { useSettings } from '@/entities/session/queries';
import { usePaymentOptions } from '../api/payment-options';
import { consentTexts } from '../lib/option-rules';
import { safeReturnTo } from '../lib/return-to';
import { ConsentForm } from './consent-form';
import { methodTypeLabel } from './method-type-label';
import { OptionsLoadState } from './options-load-state';

interface PaymentConsentPageProps {
  /** From the payment flow: the setup's acknowledgement to accept. Absent: the page explains. */
  acknowledgementId?: number | undefined;
  /** Where the payment flow wants to continue; anything outside /billing goes to /billing. */
  returnTo?: string | undefined;
}

/**
 * /billing/payment-consent: the consent each payment method type asks for (SPEC §4 two-step
 * payments: the acknowledgement is accepted before the setup is confirmed). Opened from the
 * payment flow with an acknowledgement id, it records the agreement and returns to the payment.
 */
export function PaymentConsentPage({ acknowledgementId, returnTo }: PaymentConsentPageProps) {
  const { t } = useTranslation('billing-support');
  const textsHeadingId = useId();
  const associationId = useUnit($selectedAssociationId);
  const settingsLoading = useSettings().isPending;
  const options = usePaymentOptions(associationId);
  const texts = options.data ? consentTexts(options.data.options) : [];
  const target = safeReturnTo(returnTo);
  const acknowledging = acknowledgementId !== undefined;

  return (
    <Page
      title={t('consent.title')}
      description={acknowledging ? t('consent.explainAcknowledge') : t('consent.explain')}
      className="max-w-3xl min-w-0"
    >
      <OptionsLoadState
        noAssociation={associationId === null}
        settingsLoading={settingsLoading}
        isPending={options.isPending}
        isError={options.isError}
        error={options.error}
        onRetry={() => void options.refetch()}
      />
      {options.data ? (
        <section aria-labelledby={textsHeadingId} className="flex flex-col gap-3">
          <h2 id={textsHeadingId} className="text-xl font-semibold">
            {t('consent.textsHeading')}
          </h2>
          {texts.length === 0 ? (
            <p className="text-ink-muted">{t('consent.none')}</p>
          ) : (
            <ul className="flex flex-col gap-3">
              {texts.map(({ methodType, text }, index) => (
                <li
                  key={`${methodType}-${String(index)}`}
                  className="rounded-md border border-line bg-surface p-3"
                >
                  <h3 className="font-semibold">{methodTypeLabel(t, methodType)}</h3>
                  <p className="mt-1 break-words whitespace-pre-line">{text}</p>
                </li>
              ))}
            </ul>
          )}
        </section>
      ) : null}
      {/* Agreeing to a text the page could not show would be no consent at all. */}
      {acknowledging && options.data ? (
        <ConsentForm acknowledgementId={acknowledgementId} returnTo={target} />
      ) : null}
      <nav aria-label={t('consent.related')} className="text-sm">
        <ul className="flex flex-wrap gap-x-6 gap-y-2">
          {acknowledging ? null : (
            <li>
              <Link to="/billing" className="font-semibold text-brand underline">
                {t('consent.makePayment')}
              </Link>
            </li>
          )}
          <li>
            <Link
              to="/billing/support"
              hash="disclosures"
              className="font-semibold text-brand underline"
            >
              {t('consent.supportLink')}
            </Link>
          </li>
        </ul>
      </nav>
    </Page>
  );
}
