import { createFileRoute } from '@tanstack/react-router';
import { HomeownersPage } from '@/features/board/components/pages/homeowners';

export const Route = createFileRoute('/_app/_authed/board/homeowners')({
  component: HomeownersPage,
});
