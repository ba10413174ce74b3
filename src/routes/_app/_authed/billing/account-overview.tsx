import { createFileRoute } from '@tanstack/react-router';
import { AccountOverviewPage } from '@/features/account/components/account-overview-page';
import { parseAccountSearch } from '@/features/account/lib/search-params';

// `?subLedger=3001` names the account the chart and the breakdown show (shareable).
export const Route = createFileRoute('/_app/_authed/billing/account-overview')({
  validateSearch: parseAccountSearch,
  component: AccountOverviewRoute,
});

function AccountOverviewRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <AccountOverviewPage
      search={search}
      onSearchChange={(next) => void navigate({ search: next, replace: true })}
    />
  );
}
