import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createBoardAnnouncement,
  downloadAnnouncementAttachment,
  getListAnnouncementsQueryKey,
  getListAnnouncementsQueryOptions,
  getListBoardAnnouncementsQueryKey,
  getListBoardAnnouncementsQueryOptions,
  markAnnouncementRead,
  unpublishBoardAnnouncement,
  updateBoardAnnouncement,
} from '@generated/associations/hooks/announcements/announcements';
import type { Announcement, AnnouncementForm } from '@generated/associations/model';
import { ANY_OTHER_FILE, fetchFile } from '@/lib/api/file-download';
import { useDownload } from '@/lib/api/use-download';

export type { Announcement, AnnouncementForm };

/** Every screen here says what went wrong where it happened: no global toast on top of it. */
const inline = { suppressErrorToast: true } as const;

/** The association's published news, pinned first (issue 52 item 3). */
export function useAnnouncements(associationId: number | null) {
  return useQuery({
    ...getListAnnouncementsQueryOptions(associationId ?? 0, undefined, { query: { meta: inline } }),
    enabled: associationId !== null,
  });
}

/**
 * Marks one announcement read for the signed-in person. The lists are asked again later (the
 * dashboard's latest), not at once: the page keeps saying which were new on this visit.
 */
export function useMarkAnnouncementRead(associationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (announcementId: number) => markAnnouncementRead(associationId, announcementId),
    meta: inline,
    onSuccess: () =>
      queryClient.invalidateQueries({
        queryKey: getListAnnouncementsQueryKey(associationId),
        refetchType: 'none',
      }),
  });
}

/** The contract's types of an announcement's attachment; any other is what the board posted. */
const ATTACHMENT_TYPES = [
  'application/pdf',
  'image/jpeg',
  'image/png',
  'application/octet-stream',
  ANY_OTHER_FILE,
];

export function useAnnouncementAttachmentDownload(associationId: number) {
  return useDownload((announcementId: number, signal: AbortSignal) =>
    fetchFile(
      (init) => downloadAnnouncementAttachment(associationId, announcementId, init),
      ATTACHMENT_TYPES,
      signal,
    ),
  );
}

/** Every announcement of the association, unpublished ones too (its board members only). */
export function useBoardAnnouncements(associationId: number | null) {
  return useQuery({
    ...getListBoardAnnouncementsQueryOptions(associationId ?? 0, { query: { meta: inline } }),
    enabled: associationId !== null,
  });
}

/** After a post, an edit or an unpublish: the board's list and the homeowners' news again. */
function useRefreshNews(associationId: number) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: getListBoardAnnouncementsQueryKey(associationId) }),
      queryClient.invalidateQueries({ queryKey: getListAnnouncementsQueryKey(associationId) }),
    ]);
}

export function useSaveAnnouncement(associationId: number) {
  const refresh = useRefreshNews(associationId);
  return useMutation({
    mutationFn: ({ id, form }: { id: number | null; form: AnnouncementForm }) =>
      id === null
        ? createBoardAnnouncement(associationId, form)
        : updateBoardAnnouncement(associationId, id, form),
    meta: inline,
    onSuccess: refresh,
  });
}

export function useUnpublishAnnouncement(associationId: number) {
  const refresh = useRefreshNews(associationId);
  return useMutation({
    mutationFn: (id: number) => unpublishBoardAnnouncement(associationId, id),
    meta: inline,
    onSuccess: refresh,
  });
}
