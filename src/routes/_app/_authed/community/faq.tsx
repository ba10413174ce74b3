import { createFileRoute } from '@tanstack/react-router';
import { NotAvailableYet } from '@/components/not-available-yet';

export const Route = createFileRoute('/_app/_authed/community/faq')({
  component: () => <NotAvailableYet titleKey="nav.faq" />,
});
