import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  downloadAttachment,
  getDownloadAttachmentQueryKey,
} from '@generated/action-items/hooks/attachments/attachments';
import {
  getAnswerHomeownerViolationUrl,
  getGetHomeownerViolationQueryKey,
  getGetHomeownerViolationQueryOptions,
  getListBoardViolationsQueryKey,
  getListHomeownerViolationsQueryKey,
  getListHomeownerViolationsQueryOptions,
} from '@generated/action-items/hooks/violations/violations';
import type {
  Attachment,
  Violation,
  ViolationResponse,
  ViolationResponseCreate,
  ViolationResponseKind,
} from '@generated/action-items/model';
import { uploadWithProgress, type UploadProgress } from '@/lib/api/upload-with-progress';

export type { Attachment, Violation, ViolationResponse, ViolationResponseKind };

/** Every screen here says what went wrong where it happened: no global toast on top of it. */
const inline = { suppressErrorToast: true } as const;

/** The notices of the selected property (issue 52 item 2); nothing is asked without one. */
export function useViolations(associationId: number | null, propertyId: number | null) {
  return useQuery({
    ...getListHomeownerViolationsQueryOptions(
      { associationId: associationId ?? 0, propertyId: propertyId ?? 0 },
      { query: { meta: inline } },
    ),
    enabled: associationId !== null && propertyId !== null,
  });
}

export function useViolation(id: number) {
  return useQuery(getGetHomeownerViolationQueryOptions(id, { query: { meta: inline } }));
}

/**
 * `POST /HomeownerViolations/{id}/Responses`: the answer and its photos as the contract's
 * multipart form, through the XMLHttpRequest uploader (fetch reports no upload progress).
 */
function answerWithProgress(
  id: number,
  data: ViolationResponseCreate,
  onProgress: (progress: UploadProgress) => void,
): Promise<ViolationResponse> {
  const form = new FormData();
  form.append('kind', data.kind);
  form.append('message', data.message);
  for (const file of data.files ?? []) form.append('files', file);
  return uploadWithProgress<ViolationResponse>(
    'actionItems',
    getAnswerHomeownerViolationUrl(id),
    form,
    { onProgress },
  );
}

/**
 * The owner's answer to a notice. The answer joins the cached notice at once; the notice, the
 * lists (the dashboard's too) and the board's rows are asked again.
 */
export function useAnswerViolation(id: number, onProgress: (progress: UploadProgress) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (data: ViolationResponseCreate) => answerWithProgress(id, data, onProgress),
    meta: inline,
    onSuccess: (answer) => {
      queryClient.setQueryData<Violation>(
        getGetHomeownerViolationQueryKey(id),
        (cached) => cached && { ...cached, responses: [...(cached.responses ?? []), answer] },
      );
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: getGetHomeownerViolationQueryKey(id) }),
        queryClient.invalidateQueries({ queryKey: getListHomeownerViolationsQueryKey() }),
        queryClient.invalidateQueries({ queryKey: getListBoardViolationsQueryKey() }),
      ]);
    },
  });
}

/** A photo's bytes (`GET /Attachments`), fetched once and kept: a file never changes its id. */
export function useViolationPhoto(id: number) {
  return useQuery({
    queryKey: getDownloadAttachmentQueryKey({ imgId: id }),
    queryFn: async ({ signal }) => {
      const body: unknown = await downloadAttachment({ imgId: id }, { signal });
      if (body instanceof Blob) return body;
      throw new Error('The photo did not arrive as a file.');
    },
    meta: inline,
    staleTime: Infinity,
  });
}
