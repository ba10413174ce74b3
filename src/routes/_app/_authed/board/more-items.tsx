import { createFileRoute } from '@tanstack/react-router';
import { MoreItemsPage } from '@/features/board/components/more-items-page';

export const Route = createFileRoute('/_app/_authed/board/more-items')({
  component: MoreItemsPage,
});
