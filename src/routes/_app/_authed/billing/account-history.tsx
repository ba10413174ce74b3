import { createFileRoute } from '@tanstack/react-router';
import { AccountHistoryPage } from '@/features/account/components/account-history-page';
import { startLedgerLoad } from '@/features/account/lib/ledger-preload';
import { parseHistorySearch } from '@/features/account/lib/search-params';

// The filtered view is the URL: `?subLedger=3001&from=2026-06-01&to=2026-11-30&type=lateFee`
// (`range=all` for the full history instead of the last 36 months); bad values are dropped.
export const Route = createFileRoute('/_app/_authed/billing/account-history')({
  validateSearch: parseHistorySearch,
  // A hover's preload reads the ledger too.
  loaderDeps: ({ search }) => ({ subLedger: search.subLedger, range: search.range }),
  loader: ({ context, deps }) => startLedgerLoad(context, deps),
  component: AccountHistoryRoute,
});

function AccountHistoryRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <AccountHistoryPage
      search={search}
      onSearchChange={(next) => void navigate({ search: next, replace: true })}
    />
  );
}
