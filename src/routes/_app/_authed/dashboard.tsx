import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { isEmbeddedMode } from '@/app/embed';
import { DashboardPage } from '@/features/dashboard/components/dashboard-page';
import { startDashboardLoad } from '@/features/dashboard/lib/dashboard-preload';
import { parseAccountLinkSearch, useAccountLink } from '@/entities/session/account-link';

export const Route = createFileRoute('/_app/_authed/dashboard')({
  // Legacy OwnerDashboard links name an account.
  validateSearch: parseAccountLinkSearch,
  // A hover's preload reads the widgets' data too.
  loaderDeps: ({ search }) => ({ account: search.account }),
  loader: ({ context, deps }) => startDashboardLoad(context, deps),
  component: DashboardRoute,
});

function DashboardRoute() {
  const { account } = Route.useSearch();
  const navigate = Route.useNavigate();
  // Applied once: a reload keeps whatever the person chooses next.
  useAccountLink(
    account,
    useCallback(() => void navigate({ search: {}, replace: true }), [navigate]),
  );
  return <DashboardPage showBanner={!isEmbeddedMode()} />;
}
