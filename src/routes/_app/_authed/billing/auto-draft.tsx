import { createFileRoute } from '@tanstack/react-router';
import { AutoDraftPage } from '@/features/manage-payments/components/auto-draft-page';
import { parseAccountLinkSearch, useAccountLink } from '@/entities/session/account-link';

export const Route = createFileRoute('/_app/_authed/billing/auto-draft')({
  validateSearch: parseAccountLinkSearch,
  component: AutoDraftRoute,
});

function AutoDraftRoute() {
  const { account } = Route.useSearch();
  useAccountLink(account);
  return <AutoDraftPage />;
}
