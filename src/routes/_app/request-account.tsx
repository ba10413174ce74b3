import { createFileRoute } from '@tanstack/react-router';
import { NotAvailableYet } from '@/components/not-available-yet';

export const Route = createFileRoute('/_app/request-account')({
  component: () => <NotAvailableYet titleKey="nav.requestAccount" />,
});
