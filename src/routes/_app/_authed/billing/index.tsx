import { createFileRoute } from '@tanstack/react-router';
import { getRuntimeConfig } from '@/app/runtime-config';
import { MakePaymentPage } from '@/features/payments/components/make-payment-page';
import { parseAccountLinkSearch, useAccountLink } from '@/entities/session/account-link';

export const Route = createFileRoute('/_app/_authed/billing/')({
  validateSearch: parseAccountLinkSearch,
  component: MakePaymentRoute,
});

function MakePaymentRoute() {
  const { account } = Route.useSearch();
  const { paymentProvider, stripePublishableKey } = getRuntimeConfig();
  useAccountLink(account);
  return <MakePaymentPage providerKind={paymentProvider} publishableKey={stripePublishableKey} />;
}
