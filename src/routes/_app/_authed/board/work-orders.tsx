import { createFileRoute } from '@tanstack/react-router';
import { parseBoardSearch } from '@/features/board/lib/board-search';
import { WorkOrdersPage } from '@/features/board/components/pages/work-orders';

export const Route = createFileRoute('/_app/_authed/board/work-orders')({
  // ?q=…&status=…: the page's search and filters (src/features/board/lib/board-search.ts).
  validateSearch: parseBoardSearch,
  component: WorkOrdersPage,
});
