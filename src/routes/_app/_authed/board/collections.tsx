import { createFileRoute } from '@tanstack/react-router';
import { startBoardRowsLoad } from '@/features/board/lib/board-rows';
import { parseBoardSearch } from '@/features/board/lib/board-search';
import { CollectionsPage } from '@/features/board/components/pages/collections';

export const Route = createFileRoute('/_app/_authed/board/collections')({
  // ?q=…&status=…: the page's search and filters (src/features/board/lib/board-search.ts).
  validateSearch: parseBoardSearch,
  // A hover's preload reads the grid's rows too.
  loader: ({ context }) => startBoardRowsLoad(context, 'collections'),
  component: CollectionsPage,
});
