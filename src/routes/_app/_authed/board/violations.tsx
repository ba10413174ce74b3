import { createFileRoute } from '@tanstack/react-router';
import { parseBoardSearch } from '@/features/board/lib/board-search';
import { ViolationsPage } from '@/features/board/components/pages/violations';

export const Route = createFileRoute('/_app/_authed/board/violations')({
  // ?q=…&status=…: the page's search and filters (src/features/board/lib/board-search.ts).
  validateSearch: parseBoardSearch,
  component: ViolationsPage,
});
