import { createFileRoute } from '@tanstack/react-router';
import { useUnit } from 'effector-react';
import { ArcApplicationsPage } from '@/features/arc-applications/components/arc-applications-page';
import { $selectedAssociationId } from '@/entities/session/model';

// The homeowner's ARC applications at the selected association (issue 52 item 1).
export const Route = createFileRoute('/_app/_authed/community/arc-requests/')({
  component: ArcApplicationsRoute,
});

function ArcApplicationsRoute() {
  const associationId = useUnit($selectedAssociationId);
  return <ArcApplicationsPage associationId={associationId} />;
}
