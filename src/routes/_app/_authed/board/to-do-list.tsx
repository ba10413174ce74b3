import { createFileRoute } from '@tanstack/react-router';
import { parseBoardSearch } from '@/features/board/lib/board-search';
import { ToDoListPage } from '@/features/board/components/pages/to-do-list';

export const Route = createFileRoute('/_app/_authed/board/to-do-list')({
  // ?q=…&status=…: the page's search and filters (src/features/board/lib/board-search.ts).
  validateSearch: parseBoardSearch,
  component: ToDoListPage,
});
