import { createFileRoute } from '@tanstack/react-router';
import { InvoicesPage } from '@/features/board/components/pages/invoices';

export const Route = createFileRoute('/_app/_authed/board/invoices')({
  component: InvoicesPage,
});
