import { createFileRoute } from '@tanstack/react-router';
import { parseBoardSearch } from '@/features/board/lib/board-search';
import { InspectionsPage } from '@/features/board/components/pages/inspections';

export const Route = createFileRoute('/_app/_authed/board/inspections')({
  // ?q=…&status=…: the page's search and filters (src/features/board/lib/board-search.ts).
  validateSearch: parseBoardSearch,
  component: InspectionsPage,
});
