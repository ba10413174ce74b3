import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useUnit } from 'effector-react';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '@/components/page';
import type { PaymentProviderKind } from '@/components/payment-provider';
import { useRevealAsTransition } from '@/lib/use-reveal-as-transition';
import { allRecentPaymentsQueryKey } from '../api/express-pay-api';
import { readSavedConfirmation } from '../lib/confirmation-store';
import { isPlausibleLink } from '../lib/plausible-link';
import {
  $account,
  $balance,
  $checkoutLinkId,
  $status,
  checkoutClosed,
  openCheckout,
  retryRequested,
} from '../model';
import { AccountSummary } from './account-summary';
import { CheckoutForm } from './checkout-form';
import { LinkProblem, ServiceUnreachable, UnreadableAccount } from './link-problem';
import { NoPaymentNeeded } from './no-payment-needed';
import { PortalLink } from './portal-link';
import { RecentPayments } from './recent-payments';

export interface ExpressCheckoutPageProps {
  strategy: string;
  link: string;
  /** `paymentProvider` from the runtime configuration. */
  providerKind: PaymentProviderKind;
  /** `stripePublishableKey` from the runtime configuration. */
  publishableKey: string;
}

/**
 * `/epay/:strategy/:link`: the guest card checkout (SPEC §1, §2 express layout, §3, §7). No portal
 * login: the link is exchanged for an epay token that opens this checkout and nothing else.
 */
export function ExpressCheckoutPage(props: ExpressCheckoutPageProps) {
  const { strategy, link } = props;
  const { t } = useTranslation('express-pay');
  const queryClient = useQueryClient();
  const status = useUnit($status);
  const plausible = isPlausibleLink(strategy, link);
  // A link already paid in this tab shows that and opens nothing: coming back never pays twice.
  const submitted = useMemo(() => readSavedConfirmation(strategy, link), [strategy, link]);
  // The open checkout (summary, form, payments) mounts as a transition React renders in slices,
  // not in the blocking render the account's answer arrives in (docs/architecture.md "First
  // render"); "Opening…" stays until then.
  const checkoutRevealed = useRevealAsTransition(status.name === 'open');
  const opening =
    plausible &&
    !submitted &&
    (status.name === 'idle' ||
      status.name === 'opening' ||
      (status.name === 'open' && !checkoutRevealed));

  useEffect(() => {
    if (!openCheckout({ strategy, link })) return;
    return () => {
      checkoutClosed();
      queryClient.removeQueries({ queryKey: allRecentPaymentsQueryKey });
    };
  }, [strategy, link, queryClient]);

  const openingStatus = (
    <p role="status" className="text-ink-muted">
      {t('opening')}
    </p>
  );
  const body = () => {
    if (!plausible) return <LinkProblem failure="invalid" />;
    if (submitted) {
      return (
        <section
          aria-labelledby="submitted-heading"
          className="rounded-lg border border-line bg-surface p-5"
        >
          <h2 id="submitted-heading" className="text-lg font-semibold">
            {t('submitted.title')}
          </h2>
          <p className="mt-2">{t('submitted.body', { number: submitted.confirmationNumber })}</p>
          <Link
            to="/epay/$strategy/confirmation"
            params={{ strategy }}
            className="mt-4 inline-flex min-h-11 items-center font-semibold text-brand underline"
          >
            {t('submitted.show')}
          </Link>
        </section>
      );
    }
    switch (status.name) {
      case 'idle':
      case 'opening':
        return openingStatus;
      case 'rejected':
        return <LinkProblem failure={status.failure} />;
      case 'unreachable':
        return <ServiceUnreachable errorId={status.errorId} onRetry={() => retryRequested()} />;
      case 'unreadable':
        return <UnreadableAccount errorId={status.errorId} />;
      case 'open':
        return checkoutRevealed ? <OpenCheckout {...props} /> : openingStatus;
    }
  };

  return (
    // A guest sees what the link does before its account is in.
    <Page title={t('title')} description={t('description')}>
      {body()}
      {/* Shown once the checkout is there: under the one-line "Opening…" it would be pushed down
          the whole page when the checkout opens (a layout shift measured by npm run bench). */}
      {opening ? null : <PortalLink />}
    </Page>
  );
}

function OpenCheckout({ strategy, link, providerKind, publishableKey }: ExpressCheckoutPageProps) {
  const [account, balance, checkoutLinkId] = useUnit([$account, $balance, $checkoutLinkId]);
  if (!account || !balance || balance.kind === 'invalid') return null;
  return (
    <>
      <AccountSummary account={account} balance={balance.cents} />
      {balance.kind === 'nothingDue' ? (
        <NoPaymentNeeded balance={balance.cents} />
      ) : (
        <CheckoutForm
          strategy={strategy}
          link={link}
          account={account}
          balance={balance.cents}
          providerKind={providerKind}
          publishableKey={publishableKey}
        />
      )}
      {checkoutLinkId !== null ? <RecentPayments checkoutLinkId={checkoutLinkId} /> : null}
    </>
  );
}
