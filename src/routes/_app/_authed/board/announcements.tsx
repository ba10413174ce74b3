import { createFileRoute } from '@tanstack/react-router';
import { useUnit } from 'effector-react';
import { getRuntimeConfig } from '@/app/runtime-config';
import { BoardAnnouncementsPage } from '@/features/announcements/components/board-announcements-page';
import { boardAssociationFor } from '@/entities/session/lib/roles';
import { $selectedAssociationId } from '@/entities/session/model';
import { useRoles, useSettings } from '@/entities/session/queries';

// Issue 52 item 3: the board posts, edits and unpublishes the news of its association (the
// selected property's when the person sits on its board, else their first board).
export const Route = createFileRoute('/_app/_authed/board/announcements')({
  component: BoardAnnouncementsRoute,
});

function BoardAnnouncementsRoute() {
  const { security } = useRoles();
  const selected = useUnit($selectedAssociationId);
  const settings = useSettings().data;
  const associationId = boardAssociationFor(security, selected);
  const name =
    associationId === null
      ? undefined
      : settings?.associations.find((item) => item.id === associationId)?.name;
  return (
    <BoardAnnouncementsPage
      associationId={associationId}
      associationName={name}
      maxUploadBytes={getRuntimeConfig().maxUploadBytes}
    />
  );
}
