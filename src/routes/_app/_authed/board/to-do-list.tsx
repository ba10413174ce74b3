import { createFileRoute } from '@tanstack/react-router';
import { ToDoListPage } from '@/features/board/components/pages/to-do-list';

export const Route = createFileRoute('/_app/_authed/board/to-do-list')({
  component: ToDoListPage,
});
