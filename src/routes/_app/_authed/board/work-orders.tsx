import { createFileRoute } from '@tanstack/react-router';
import { WorkOrdersPage } from '@/features/board/components/pages/work-orders';

export const Route = createFileRoute('/_app/_authed/board/work-orders')({
  component: WorkOrdersPage,
});
