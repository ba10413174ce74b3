import { createFileRoute } from '@tanstack/react-router';
import { InspectionsPage } from '@/features/board/components/pages/inspections';

export const Route = createFileRoute('/_app/_authed/board/inspections')({
  component: InspectionsPage,
});
