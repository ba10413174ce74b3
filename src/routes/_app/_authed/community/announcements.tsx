import { createFileRoute } from '@tanstack/react-router';
import { useUnit } from 'effector-react';
import { AnnouncementsPage } from '@/features/announcements/components/announcements-page';
import { $selectedAssociationId } from '@/entities/session/model';

// Issue 52 item 3: the association's news.
export const Route = createFileRoute('/_app/_authed/community/announcements')({
  component: AnnouncementsRoute,
});

function AnnouncementsRoute() {
  return <AnnouncementsPage associationId={useUnit($selectedAssociationId)} />;
}
