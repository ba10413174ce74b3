import { createFileRoute } from '@tanstack/react-router';
import { NotAvailableYet } from '@/components/not-available-yet';

export const Route = createFileRoute('/_app/_authed/board/invoices')({
  component: () => <NotAvailableYet titleKey="nav.invoices" />,
});
