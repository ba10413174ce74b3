import { createFileRoute } from '@tanstack/react-router';
import { getRuntimeConfig } from '@/app/runtime-config';
import { MakePaymentPage } from '@/features/payments/components/make-payment-page';
import { startMakePaymentLoad } from '@/features/payments/lib/make-payment-preload';
import { parseAccountLinkSearch, useAccountLink } from '@/entities/session/account-link';

export const Route = createFileRoute('/_app/_authed/billing/')({
  validateSearch: parseAccountLinkSearch,
  // A hover's preload reads the form's data too.
  loaderDeps: ({ search }) => ({ account: search.account }),
  loader: ({ context, deps }) => startMakePaymentLoad(context, deps),
  component: MakePaymentRoute,
});

function MakePaymentRoute() {
  const { account } = Route.useSearch();
  const { paymentProvider, stripePublishableKey } = getRuntimeConfig();
  useAccountLink(account);
  return <MakePaymentPage providerKind={paymentProvider} publishableKey={stripePublishableKey} />;
}
