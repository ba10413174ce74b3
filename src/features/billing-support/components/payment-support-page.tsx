import { Link, useLocation } from '@tanstack/react-router';
import { useUnit } from 'effector-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '@/components/page';
import { $selectedAssociationId } from '@/entities/session/model';
import { PAYMENTS_OFFER } from '@/entities/session/lib/offerings';
import { useOffered, useSettings } from '@/entities/session/queries';
import { usePaymentOptions } from '../api/payment-options';
import { DISCLOSURES_ID, DisclosuresSection } from './disclosures-section';
import { FaqSection } from './faq-section';
import { FeeRulesSection } from './fee-rules-section';
import { OptionsLoadState } from './options-load-state';
import { StandingRules } from './standing-rules';
import { isolate } from '@/lib/isolate';

/**
 * /billing/support: the association's payment FAQ, the portal's standing payment rules, the fees
 * with the association's numbers and the disclosures (SPEC §4, §9).
 */
export function PaymentSupportPage() {
  const { t } = useTranslation('billing-support');
  const associationId = useUnit($selectedAssociationId);
  const settingsLoading = useSettings().isPending;
  const options = usePaymentOptions(associationId);
  const data = options.data;
  const consentOffered = useOffered(PAYMENTS_OFFER);
  useScrollToHashWhenSettled(DISCLOSURES_ID, options.isSuccess || options.isError);

  const associationName = data?.associationName?.trim();
  const pendingText =
    associationId !== null && options.isPending ? t('state.loading') : t('state.error');

  return (
    <Page
      title={t('support.title')}
      description={
        associationName
          ? isolate((v) => t('support.descriptionFor', v), { association: associationName })
          : t('support.description')
      }
      className="max-w-4xl min-w-0"
    >
      <OptionsLoadState
        noAssociation={associationId === null}
        settingsLoading={settingsLoading}
        isPending={options.isPending}
        isError={options.isError}
        error={options.error}
        onRetry={() => void options.refetch()}
      />
      {data ? <FaqSection items={data.supportFaq} /> : null}
      <StandingRules />
      {data ? <FeeRulesSection options={data.options} /> : null}
      <DisclosuresSection
        options={data}
        pendingText={associationId === null ? t('state.noAssociation') : pendingText}
      />
      {consentOffered ? (
        <p>
          <Link to="/billing/payment-consent" className="font-semibold text-brand underline">
            {t('support.consentLink')}
          </Link>
        </p>
      ) : null}
    </Page>
  );
}

/**
 * A link to /billing/support#disclosures arrives before the options: the browser's jump happens
 * while the sections above are still empty, and they push the target down when they fill. Once
 * the options have settled, the page jumps to the target again (once per arrival).
 */
function useScrollToHashWhenSettled(id: string, settled: boolean) {
  const hash = useLocation({ select: (location) => location.hash });
  const done = useRef(false);
  useEffect(() => {
    if (!settled || done.current) return;
    done.current = true;
    if (hash.replace(/^#/, '') === id) document.getElementById(id)?.scrollIntoView();
  }, [settled, hash, id]);
}
