// The homeowner's ARC applications (x-courtyard-extension arcApplications): the only place this
// feature reads generated/.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  getCreateArcApplicationUrl,
  getGetMyArcApplicationQueryKey,
  getGetMyArcApplicationQueryOptions,
  getListMyArcApplicationsQueryKey,
  getListMyArcApplicationsQueryOptions,
  getSendArcApplicationMessageUrl,
} from '@generated/action-items/hooks/arc-applications/arc-applications';
import type {
  ArcApplication,
  ArcApplicationStatus,
  ArcApplicationSummary,
  ArcChairDecision,
  ArcMessage,
  ArcProjectType,
  Attachment,
} from '@generated/action-items/model';
import { uploadWithProgress, type UploadProgress } from '@/lib/api/upload-with-progress';

export type {
  ArcApplication,
  ArcApplicationStatus,
  ArcApplicationSummary,
  ArcChairDecision,
  ArcMessage,
  ArcProjectType,
  Attachment,
  UploadProgress,
};

/** The screens show their own errors (beside the form, or the list's Try Again). */
const inline = { suppressErrorToast: true } as const;

/** The caller's applications at the selected association, newest first. */
export function useMyArcApplications(associationId: number | null) {
  return useQuery({
    ...getListMyArcApplicationsQueryOptions(
      { associationId: associationId ?? 0 },
      { query: { meta: inline } },
    ),
    enabled: associationId !== null,
    // The board moves an application on from elsewhere: asked again on every visit.
    staleTime: 0,
  });
}

/** One application with its files, the conversation and the decision. */
export function useMyArcApplication(id: number) {
  return useQuery({
    ...getGetMyArcApplicationQueryOptions(id, { query: { meta: inline } }),
    staleTime: 0,
  });
}

/** The multipart body of a new application, as the contract's ArcApplicationCreate names it. */
export interface ArcApplicationDraft {
  associationId: number;
  propertyId: number;
  projectType: ArcProjectType;
  description: string;
  plannedStartDate: string;
  plannedEndDate?: string;
  contractor?: string;
  files: readonly File[];
}

function createWithProgress(
  draft: ArcApplicationDraft,
  onProgress: (progress: UploadProgress) => void,
): Promise<ArcApplication> {
  const form = new FormData();
  form.append('associationId', String(draft.associationId));
  form.append('propertyId', String(draft.propertyId));
  form.append('projectType', draft.projectType);
  form.append('description', draft.description);
  form.append('plannedStartDate', draft.plannedStartDate);
  if (draft.plannedEndDate) form.append('plannedEndDate', draft.plannedEndDate);
  if (draft.contractor) form.append('contractor', draft.contractor);
  for (const file of draft.files) form.append('files', file);
  return uploadWithProgress<ArcApplication>('actionItems', getCreateArcApplicationUrl(), form, {
    onProgress,
  });
}

/** Sends an application with its files, reporting the bytes sent; the new one is cached. */
export function useCreateArcApplication(onProgress: (progress: UploadProgress) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (draft: ArcApplicationDraft) => createWithProgress(draft, onProgress),
    meta: inline,
    onSuccess: (created) => {
      queryClient.setQueryData(getGetMyArcApplicationQueryKey(created.id), created);
      return queryClient.invalidateQueries({ queryKey: getListMyArcApplicationsQueryKey() });
    },
  });
}

/** The homeowner's answer to the board, with files; it joins the cached thread at once. */
export function useSendArcApplicationMessage(
  id: number,
  onProgress: (progress: UploadProgress) => void,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ message, files }: { message: string; files: readonly File[] }) => {
      const form = new FormData();
      form.append('message', message);
      for (const file of files) form.append('files', file);
      return uploadWithProgress<ArcMessage>(
        'actionItems',
        getSendArcApplicationMessageUrl(id),
        form,
        { onProgress },
      );
    },
    meta: inline,
    onSuccess: (sent) => {
      queryClient.setQueryData<ArcApplication>(getGetMyArcApplicationQueryKey(id), (current) =>
        current && !current.messages.some((m) => m.id === sent.id)
          ? { ...current, messages: [...current.messages, sent] }
          : current,
      );
      return queryClient.invalidateQueries({ queryKey: getListMyArcApplicationsQueryKey() });
    },
  });
}
