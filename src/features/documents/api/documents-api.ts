import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  deleteDocument,
  downloadDocument,
  duplicateDocument,
  getDownloadDocumentQueryKey,
  getSearchDocumentsQueryKey,
  getUploadDocumentUrl,
  renameDocument,
  useGetDocumentPermissions,
  useSearchDocuments,
} from '@generated/associations/hooks/documents/documents';
import {
  createFolder,
  deleteFolder,
  getListDocumentDirectoriesQueryKey,
  getListDocumentDirectoriesQueryOptions,
  renameFolder,
} from '@generated/associations/hooks/folders/folders';
import type {
  AssociationDocument,
  DocumentFolder,
  DocumentSearchResult,
  ListDocumentDirectoriesParams,
  SearchDocumentsParams,
} from '@generated/associations/model';
import { ANY_OTHER_FILE, fetchFile } from '@/lib/api/file-download';
import { uploadWithProgress, type UploadOptions } from '@/lib/api/upload-with-progress';
import type { DocumentSort } from '../lib/library-view';

// The rest of the feature reads these types from here (only api/ may import generated/).
export type { AssociationDocument, DocumentFolder, DocumentSearchResult };

/** SPEC §6: document management is checked with the board document-manage security. */
const MANAGE_SECURITY = 'boardDocManage';

/** Errors these requests meet are shown on the page itself, never as a toast on top. */
const inline = { suppressErrorToast: true } as const;

export interface LibraryRequest {
  associationId: number;
  /** The folder whose documents are listed; undefined lists every document (the home page). */
  folderId?: number | undefined;
  /** "last 36 months": the day the filter starts; undefined for "all". */
  modifiedAfter?: string | undefined;
  sort: DocumentSort;
}

function libraryParams({ folderId, modifiedAfter, sort }: LibraryRequest) {
  const params: ListDocumentDirectoriesParams = { sort };
  if (folderId !== undefined) params.parentId = folderId;
  if (modifiedAfter !== undefined) params.modifiedAfter = modifiedAfter;
  return params;
}

/** The folder tree and the documents of one view (route loaders prefetch the same options). */
export function libraryQueryOptions(request: LibraryRequest) {
  return getListDocumentDirectoriesQueryOptions(request.associationId, libraryParams(request), {
    query: { meta: inline },
  });
}

export function useLibrary(request: LibraryRequest | null) {
  return useQuery({
    ...libraryQueryOptions(request ?? { associationId: 0, sort: 'name' }),
    enabled: request !== null,
  });
}

/**
 * Whether the user may manage this association's documents: asked only when the user's
 * securities include the board document-manage security at all.
 */
export function useDocumentPermission(associationId: number | null, mayManage: boolean) {
  return useGetDocumentPermissions(
    associationId ?? 0,
    { systemSecurity: MANAGE_SECURITY },
    { query: { enabled: mayManage && associationId !== null, meta: inline } },
  );
}

/** Issue 9 item 2: search across every folder of the library. */
export function useDocumentSearch(
  associationId: number | null,
  query: string,
  modifiedAfter: string | undefined,
) {
  const params: SearchDocumentsParams = { query };
  if (modifiedAfter !== undefined) params.modifiedAfter = modifiedAfter;
  return useSearchDocuments(associationId ?? 0, params, {
    query: { enabled: associationId !== null && query.length > 0, meta: inline },
  });
}

/** The contract's types of a document's file; any other is what the board uploaded. */
const DOCUMENT_TYPES = ['application/pdf', 'application/octet-stream', ANY_OTHER_FILE];

/**
 * A document's bytes and type exactly as the service sent them. The viewer renders only the
 * types it re-types itself (renderType), so an HTML or XML answer never runs script.
 */
export function fetchDocumentFile(
  associationId: number,
  documentId: number,
  signal?: AbortSignal,
): Promise<Blob> {
  return fetchFile(
    (init) => downloadDocument(associationId, documentId, init),
    DOCUMENT_TYPES,
    signal,
  );
}

/** A document's bytes for the viewer; errors are explained on the viewer page. */
export function documentFileQueryOptions(associationId: number, documentId: number) {
  return queryOptions({
    queryKey: getDownloadDocumentQueryKey(associationId, documentId),
    queryFn: ({ signal }) => fetchDocumentFile(associationId, documentId, signal),
    // The viewer says a missing file itself; a 5xx also gets the §8 message with its Error Code.
    meta: { suppressErrorToast: 'belowServerError' },
    staleTime: 0,
  });
}

export function useDocumentFile(associationId: number, documentId: number, enabled: boolean) {
  return useQuery({ ...documentFileQueryOptions(associationId, documentId), enabled });
}

/** Downloads a document's bytes once (the library's download buttons). */
export function useDocumentDownload(associationId: number) {
  return useMutation({
    mutationFn: ({ documentId }: { documentId: number; name: string }) =>
      fetchDocumentFile(associationId, documentId),
  });
}

/** Every cached view of this library (listings and searches) is refetched after a change. */
export function useRefreshLibrary(associationId: number) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({
        queryKey: getListDocumentDirectoriesQueryKey(associationId),
      }),
      queryClient.invalidateQueries({ queryKey: getSearchDocumentsQueryKey(associationId) }),
    ]).then(() => undefined);
}

/** A folder or a document of the library, as the manage actions address them. */
export type LibraryEntry =
  { kind: 'folder'; id: number; name: string } | { kind: 'document'; id: number; name: string };

export function useCreateFolder(associationId: number) {
  const refresh = useRefreshLibrary(associationId);
  return useMutation({
    mutationFn: ({ parentId, name }: { parentId: number; name: string }) =>
      createFolder(associationId, parentId, { name }),
    meta: inline,
    onSettled: refresh,
  });
}

export function useRenameEntry(associationId: number) {
  const queryClient = useQueryClient();
  const refresh = useRefreshLibrary(associationId);
  return useMutation({
    mutationFn: ({
      entry,
      name,
    }: {
      entry: LibraryEntry;
      name: string;
    }): Promise<DocumentFolder | AssociationDocument> =>
      entry.kind === 'folder'
        ? renameFolder(associationId, entry.id, { name })
        : renameDocument(associationId, entry.id, { name }),
    meta: inline,
    onSettled: (_data, _error, { entry }) => {
      if (entry.kind === 'document') {
        queryClient.removeQueries({
          queryKey: getDownloadDocumentQueryKey(associationId, entry.id),
        });
      }
      return refresh();
    },
  });
}

export function useDuplicateDocument(associationId: number) {
  const refresh = useRefreshLibrary(associationId);
  return useMutation({
    // An empty body: the copy goes next to the original with the service's default name.
    mutationFn: ({ documentId }: { documentId: number; name: string }) =>
      duplicateDocument(associationId, documentId, {}),
    meta: inline,
    onSettled: refresh,
  });
}

export function useDeleteEntry(associationId: number) {
  const queryClient = useQueryClient();
  const refresh = useRefreshLibrary(associationId);
  return useMutation({
    mutationFn: ({ entry }: { entry: LibraryEntry }) =>
      entry.kind === 'folder'
        ? deleteFolder(associationId, entry.id)
        : deleteDocument(associationId, entry.id),
    meta: inline,
    onSettled: (_data, _error, { entry }) => {
      if (entry.kind === 'document') {
        queryClient.removeQueries({
          queryKey: getDownloadDocumentQueryKey(associationId, entry.id),
        });
      }
      return refresh();
    },
  });
}

/**
 * Uploads one file into a folder (0 = the root) with progress: the contract's multipart form
 * (`file`, `parentId`) sent through the XMLHttpRequest uploader, since fetch reports no progress.
 */
export function uploadDocumentFile(
  associationId: number,
  parentId: number,
  file: File,
  options: UploadOptions,
): Promise<AssociationDocument> {
  const form = new FormData();
  form.append('file', file);
  form.append('parentId', String(parentId));
  return uploadWithProgress<AssociationDocument>(
    'associations',
    getUploadDocumentUrl(associationId),
    form,
    options,
  );
}
