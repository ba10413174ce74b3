import { createFileRoute } from '@tanstack/react-router';
import { NotAvailableYet } from '@/components/not-available-yet';

export const Route = createFileRoute('/_app/_authed/billing/account-overview')({
  component: () => <NotAvailableYet titleKey="nav.accountOverview" />,
});
