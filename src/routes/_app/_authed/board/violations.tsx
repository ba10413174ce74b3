import { createFileRoute } from '@tanstack/react-router';
import { ViolationsPage } from '@/features/board/components/pages/violations';

export const Route = createFileRoute('/_app/_authed/board/violations')({
  component: ViolationsPage,
});
