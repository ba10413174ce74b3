import { createFileRoute } from '@tanstack/react-router';
import { parseBoardSearch } from '@/features/board/lib/board-search';
import { InvoicesPage } from '@/features/board/components/pages/invoices';

export const Route = createFileRoute('/_app/_authed/board/invoices')({
  // ?q=…&status=…: the page's search and filters (src/features/board/lib/board-search.ts).
  validateSearch: parseBoardSearch,
  component: InvoicesPage,
});
