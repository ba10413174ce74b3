import { createFileRoute } from '@tanstack/react-router';
import { useEffect } from 'react';
import { isEmbeddedMode } from '@/app/embed';
import { DashboardPage } from '@/features/dashboard/components/dashboard-page';
import { propertySelected } from '@/entities/session/model';

interface DashboardSearch {
  /** A link may name an account (legacy OwnerDashboard links do): its property is selected. */
  account?: string;
}

export const Route = createFileRoute('/_app/_authed/dashboard')({
  validateSearch: (search: Record<string, unknown>): DashboardSearch =>
    typeof search.account === 'string' && search.account.length > 0 && search.account.length <= 64
      ? { account: search.account }
      : {},
  component: DashboardRoute,
});

function DashboardRoute() {
  const { account } = Route.useSearch();
  const navigate = Route.useNavigate();
  useEffect(() => {
    if (!account) return;
    propertySelected({ accountNumber: account });
    // Applied once: a reload keeps whatever the person chooses next.
    void navigate({ search: {}, replace: true });
  }, [account, navigate]);
  return <DashboardPage showBanner={!isEmbeddedMode()} />;
}
