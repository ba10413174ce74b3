import { createFileRoute } from '@tanstack/react-router';
import { NotAvailableYet } from '@/components/not-available-yet';

export const Route = createFileRoute('/_public/auth/jwt')({
  component: () => <NotAvailableYet titleKey="nav.tokenLogin" />,
});
