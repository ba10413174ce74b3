import { createFileRoute } from '@tanstack/react-router';
import { NotAvailableYet } from '@/components/not-available-yet';

export const Route = createFileRoute('/_express/epay/$strategy/$link/confirmation')({
  component: () => <NotAvailableYet titleKey="nav.expressPayConfirmation" />,
});
