import { createFileRoute } from '@tanstack/react-router';
import { useState } from 'react';
import { getRuntimeConfig } from '@/app/runtime-config';
import { hasCapability } from '@/lib/api/capabilities';
import { ManagePaymentsPage } from '@/features/manage-payments/components/manage-payments-page';
import { NewPaymentMethodDialog } from '@/features/payments/components/new-payment-method-dialog';
import { parseAccountLinkSearch, useAccountLink } from '@/entities/session/account-link';
import { useSelectedProperty } from '@/entities/session/queries';

export const Route = createFileRoute('/_app/_authed/billing/manage-account')({
  validateSearch: parseAccountLinkSearch,
  component: ManageAccountRoute,
});

// Manage payments, with the make-payment feature's "add a payment method" dialog composed in:
// features never import each other, so the route hands the page a way to open it.
function ManageAccountRoute() {
  const { account } = Route.useSearch();
  const { paymentProvider, stripePublishableKey } = getRuntimeConfig();
  const property = useSelectedProperty();
  const [adding, setAdding] = useState(false);
  useAccountLink(account);
  // Adding needs the service to store what the provider confirmed (an extension, docs/contracts.md).
  const ownerId =
    property && property.ownerId > 0 && hasCapability('paymentMethodCompletion')
      ? property.ownerId
      : null;
  return (
    <>
      <ManagePaymentsPage onAddMethod={ownerId ? () => setAdding(true) : undefined} />
      {ownerId ? (
        <NewPaymentMethodDialog
          open={adding}
          onOpenChange={setAdding}
          ownerId={ownerId}
          providerKind={paymentProvider}
          publishableKey={stripePublishableKey}
          // The dialog adds the stored method to the cached list the page shows.
          onAdded={() => undefined}
        />
      ) : null}
    </>
  );
}
