import { createFileRoute } from '@tanstack/react-router';
import { NotAvailableYet } from '@/components/not-available-yet';

export const Route = createFileRoute('/_app/forgot-login')({
  component: () => <NotAvailableYet titleKey="nav.forgotLogin" />,
});
