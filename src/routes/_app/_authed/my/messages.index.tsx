import { createFileRoute } from '@tanstack/react-router';
import { NotAvailableYet } from '@/components/not-available-yet';

export const Route = createFileRoute('/_app/_authed/my/messages/')({
  component: () => <NotAvailableYet titleKey="nav.messages" />,
});
