import { createFileRoute } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { getRuntimeConfig } from '@/app/runtime-config';
import { ManagePaymentsPage } from '@/features/manage-payments/components/manage-payments-page';
import { NewPaymentMethodDialog } from '@/features/payments/components/new-payment-method-dialog';
import { propertySelected } from '@/entities/session/model';
import { useSelectedProperty } from '@/entities/session/queries';

interface ManageAccountSearch {
  /** A link may name the account whose payments to show: its property is selected. */
  account?: string;
}

export const Route = createFileRoute('/_app/_authed/billing/manage-account')({
  validateSearch: (search: Record<string, unknown>): ManageAccountSearch =>
    typeof search.account === 'string' && search.account.length > 0 && search.account.length <= 64
      ? { account: search.account }
      : {},
  component: ManageAccountRoute,
});

// Manage payments, with the make-payment feature's "add a payment method" dialog composed in:
// features never import each other, so the route hands the page a way to open it.
function ManageAccountRoute() {
  const { account } = Route.useSearch();
  const { paymentProvider, stripePublishableKey } = getRuntimeConfig();
  const property = useSelectedProperty();
  const [adding, setAdding] = useState(false);
  useEffect(() => {
    if (account) propertySelected({ accountNumber: account });
  }, [account]);
  const ownerId = property && property.ownerId > 0 ? property.ownerId : null;
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
