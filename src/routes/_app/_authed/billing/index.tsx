import { createFileRoute } from '@tanstack/react-router';
import { useEffect } from 'react';
import { getRuntimeConfig } from '@/app/runtime-config';
import { MakePaymentPage } from '@/features/payments/components/make-payment-page';
import { propertySelected } from '@/entities/session/model';

interface BillingSearch {
  /** A link may name the account to pay (legacy links do): its property is selected. */
  account?: string;
}

export const Route = createFileRoute('/_app/_authed/billing/')({
  validateSearch: (search: Record<string, unknown>): BillingSearch =>
    typeof search.account === 'string' && search.account.length <= 64
      ? { account: search.account }
      : {},
  component: MakePaymentRoute,
});

function MakePaymentRoute() {
  const { account } = Route.useSearch();
  const { paymentProvider, stripePublishableKey } = getRuntimeConfig();
  useEffect(() => {
    if (account) propertySelected({ accountNumber: account });
  }, [account]);
  return <MakePaymentPage providerKind={paymentProvider} publishableKey={stripePublishableKey} />;
}
