import { createFileRoute } from '@tanstack/react-router';
import { NotAvailableYet } from '@/components/not-available-yet';

export const Route = createFileRoute('/_app/_authed/community/new-request')({
  component: () => <NotAvailableYet titleKey="nav.newRequest" />,
});
