import { createFileRoute } from '@tanstack/react-router';
import { CollectionsPage } from '@/features/board/components/pages/collections';

export const Route = createFileRoute('/_app/_authed/board/collections')({
  component: CollectionsPage,
});
