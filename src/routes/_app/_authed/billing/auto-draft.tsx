import { createFileRoute } from '@tanstack/react-router';
import { useEffect } from 'react';
import { AutoDraftPage } from '@/features/manage-payments/components/auto-draft-page';
import { propertySelected } from '@/entities/session/model';

interface AutoDraftSearch {
  /** A link may name the account to enrol: its property (and association) is selected. */
  account?: string;
}

export const Route = createFileRoute('/_app/_authed/billing/auto-draft')({
  validateSearch: (search: Record<string, unknown>): AutoDraftSearch =>
    typeof search.account === 'string' && search.account.length > 0 && search.account.length <= 64
      ? { account: search.account }
      : {},
  component: AutoDraftRoute,
});

function AutoDraftRoute() {
  const { account } = Route.useSearch();
  useEffect(() => {
    if (account) propertySelected({ accountNumber: account });
  }, [account]);
  return <AutoDraftPage />;
}
