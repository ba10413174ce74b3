import { createFileRoute } from '@tanstack/react-router';
import { ReportsPage } from '@/features/board/components/pages/reports';

export const Route = createFileRoute('/_app/_authed/board/reports')({
  component: ReportsPage,
});
