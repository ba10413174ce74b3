import { createFileRoute } from '@tanstack/react-router';
import { startBoardRowsLoad } from '@/features/board/lib/board-rows';
import { parseBoardSearch } from '@/features/board/lib/board-search';
import { HomeownersPage } from '@/features/board/components/pages/homeowners';

export const Route = createFileRoute('/_app/_authed/board/homeowners')({
  // ?q=…&status=…: the page's search and filters (src/features/board/lib/board-search.ts).
  validateSearch: parseBoardSearch,
  // A hover's preload reads the grid's rows too.
  loader: ({ context }) => startBoardRowsLoad(context, 'homeowners'),
  component: HomeownersPage,
});
