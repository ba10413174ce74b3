import { ANY_OTHER_FILE, fetchFile } from '@/lib/api/file-download';
import { essentialMeta } from '@/lib/api/query-client';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  castArcRequestVote,
  getGetBoardArcRequestQueryKey,
  getGetBoardArcRequestQueryOptions,
  getListArcRequestMessagesQueryKey,
  getListArcRequestMessagesQueryOptions,
  getListBoardArcRequestsQueryKey,
  getListBoardArcRequestsQueryOptions,
  getSendArcRequestMessageUrl,
  submitArcChairDecision,
} from '@generated/action-items/hooks/arc-review/arc-review';
import {
  downloadAttachment,
  getDownloadAttachmentQueryKey,
  getListAttachmentsByActionItemQueryOptions,
} from '@generated/action-items/hooks/attachments/attachments';
import type {
  ArcChairDecisionCreate,
  ArcMessage,
  ArcRequestDetail,
  ArcRequestStatus,
  ArcVoteCreate,
  ListBoardArcRequestsParams,
} from '@generated/action-items/model';
import {
  getListAssociationArcRequestsQueryKey,
  getListAssociationArcRequestsQueryOptions,
} from '@generated/associations/hooks/arc-requests/arc-requests';
import type { ListAssociationArcRequestsParams } from '@generated/associations/model';
import { uploadWithProgress, type UploadOptions } from '@/lib/api/upload-with-progress';
import { applyDecision, applyVote, appendMessage, type Voter } from '../lib/cache-updates';

// The rest of the feature reads the service's types from here.
export type * from './arcs-types';

/** Every screen here says what went wrong where it happened: no global toast on top of it. */
const inline = { suppressErrorToast: true } as const;

/** Rows per page of the association view (the contract allows 1–100). */
export const ASSOCIATION_PAGE_SIZE = 25;

// ---------------------------------------------------------------------------------------------
// Lists

/**
 * The board's review list at one association (votes, my vote). `status` narrows it; `mine` asks
 * only for the open requests still waiting for the caller's vote.
 */
export function useBoardArcRequests(
  associationId: number | null,
  filter: { status?: ArcRequestStatus | undefined; mine?: boolean },
) {
  const params: ListBoardArcRequestsParams = { associationId: associationId ?? 0 };
  if (filter.status) params.status = [filter.status];
  if (filter.mine) params.mine = true;
  return useQuery({
    ...getListBoardArcRequestsQueryOptions(params, { query: { meta: inline } }),
    enabled: associationId !== null,
    placeholderData: keepPreviousData,
  });
}

/** The association's view: every ARC request submitted there, in pages. */
export function useAssociationArcRequests(
  associationId: number | null,
  query: { status?: ArcRequestStatus | undefined; page: number },
  enabled: boolean,
) {
  const params: ListAssociationArcRequestsParams = {
    page: query.page,
    pageSize: ASSOCIATION_PAGE_SIZE,
  };
  if (query.status) params.status = [query.status];
  return useQuery({
    ...getListAssociationArcRequestsQueryOptions(associationId ?? 0, params, {
      query: { meta: inline },
    }),
    enabled: enabled && associationId !== null,
    placeholderData: keepPreviousData,
  });
}

// ---------------------------------------------------------------------------------------------
// One request

/** The request a detail page is about: essential (a 5xx opens the server error page). */
export function useArcRequest(id: number) {
  return useQuery(getGetBoardArcRequestQueryOptions(id, { query: { meta: essentialMeta } }));
}

export function useArcMessages(id: number) {
  return useQuery(getListArcRequestMessagesQueryOptions(id, { query: { meta: inline } }));
}

export function useAttachments(actionItemId: number) {
  return useQuery(
    getListAttachmentsByActionItemQueryOptions({ actionItemId }, { query: { meta: inline } }),
  );
}

/** Image types a thumbnail may be shown as; anything else (SVG above all) is download only. */
const PREVIEW_TYPES = new Set(['image/jpeg', 'image/png', 'image/gif', 'image/webp']);

/** The contract's types of an attachment; any other is what its sender uploaded. */
const ATTACHMENT_TYPES = ['image/jpeg', 'image/png', 'application/pdf', ANY_OTHER_FILE];

/**
 * An attachment's bytes and type exactly as the service sent them; only the image types above
 * are ever previewed (isPreviewable).
 */
export function fetchAttachmentFile(id: number, signal?: AbortSignal): Promise<Blob> {
  return fetchFile((init) => downloadAttachment({ imgId: id }, init), ATTACHMENT_TYPES, signal);
}

/** Whether bytes of this type may be shown in an <img>. */
export function isPreviewable(type: string): boolean {
  return PREVIEW_TYPES.has(type.toLowerCase().split(';')[0]?.trim() ?? '');
}

/** An image attachment's bytes for its thumbnail and full-size view (fetched once, kept). */
export function useAttachmentImage(id: number) {
  return useQuery({
    queryKey: getDownloadAttachmentQueryKey({ imgId: id }),
    queryFn: ({ signal }) => fetchAttachmentFile(id, signal),
    meta: inline,
    // Files never change under the same id.
    staleTime: Infinity,
  });
}

/** Downloads one attachment's bytes on demand (PDFs and other files). */
export function useAttachmentDownload() {
  return useMutation({
    mutationFn: ({ id }: { id: number; name: string }) => fetchAttachmentFile(id),
    meta: inline,
  });
}

// ---------------------------------------------------------------------------------------------
// Votes, the chair's decision and messages

// The association lists' keys, `associations:/Associations/{id}/ArcRequests`, for any id.
const [ASSOCIATION_KEY_START = '', ASSOCIATION_KEY_END = ''] =
  getListAssociationArcRequestsQueryKey(0)[0].split('/0/');

/** Lists that show tallies, my vote or the status: refetched after a vote or a decision. */
function useRefreshLists() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: getListBoardArcRequestsQueryKey() }),
      queryClient.invalidateQueries({
        predicate: ({ queryKey: [first] }) =>
          typeof first === 'string' &&
          first.startsWith(`${ASSOCIATION_KEY_START}/`) &&
          first.endsWith(`/${ASSOCIATION_KEY_END}`),
      }),
    ]).then(() => undefined);
}

/**
 * Casts, edits (approve/decline) or retracts (`retract`) the caller's vote. The answer is the
 * new tally: it goes into the cached request at once (with the caller's ballot), and the request
 * is marked stale for the next visit rather than refetched over the answer just shown.
 */
export function useCastVote(id: number, voter: Voter | null) {
  const queryClient = useQueryClient();
  const refreshLists = useRefreshLists();
  return useMutation({
    mutationFn: (data: ArcVoteCreate) => castArcRequestVote(id, data),
    meta: inline,
    onSuccess: (result, data) => {
      const key = getGetBoardArcRequestQueryKey(id);
      queryClient.setQueryData<ArcRequestDetail>(key, (detail) =>
        detail ? applyVote(detail, result, data, voter, new Date().toISOString()) : detail,
      );
      void queryClient.invalidateQueries({ queryKey: key, refetchType: 'none' });
      return refreshLists();
    },
  });
}

/** The chair's decision (JSON); the request shows the recorded decision at once. */
export function useChairDecision(id: number) {
  const queryClient = useQueryClient();
  const refreshLists = useRefreshLists();
  return useMutation({
    mutationFn: (data: ArcChairDecisionCreate) => submitArcChairDecision(id, data),
    meta: inline,
    onSuccess: (result) => {
      const key = getGetBoardArcRequestQueryKey(id);
      queryClient.setQueryData<ArcRequestDetail>(key, (detail) =>
        detail ? applyDecision(detail, result) : detail,
      );
      void queryClient.invalidateQueries({ queryKey: key, refetchType: 'none' });
      return refreshLists();
    },
  });
}

export interface MessageDraft {
  message: string;
  files: readonly File[];
}

/**
 * Sends a message to the homeowner as multipart (`arcRequestId`, `message`, `files` repeated),
 * with upload progress. The stored message is added to the thread at once.
 */
export function useSendMessage(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ draft, options }: { draft: MessageDraft; options?: UploadOptions }) => {
      const form = new FormData();
      form.append('arcRequestId', String(id));
      form.append('message', draft.message);
      for (const file of draft.files) form.append('files', file);
      return uploadWithProgress<ArcMessage>(
        'actionItems',
        getSendArcRequestMessageUrl(),
        form,
        options,
      );
    },
    meta: inline,
    onSuccess: (message) => {
      const key = getListArcRequestMessagesQueryKey(id);
      queryClient.setQueryData<ArcMessage[]>(key, (messages) =>
        messages ? appendMessage(messages, message) : [message],
      );
      void queryClient.invalidateQueries({ queryKey: key, refetchType: 'none' });
    },
  });
}
