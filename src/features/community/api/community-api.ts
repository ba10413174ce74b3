import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  getCreateHomeownerRequestUrl,
  getGetHomeownerRequestQueryKey,
  getGetHomeownerRequestQueryOptions,
  getListHomeownerRequestsQueryKey,
  getListHomeownerRequestsQueryOptions,
} from '@generated/action-items/hooks/requests/requests';
import type {
  Attachment,
  HomeownerRequest,
  HomeownerRequestCreate,
  HomeownerRequestDetail,
  ListHomeownerRequestsParams,
  RequestMessage,
  RequestMessageAuthorRole,
  RequestReply,
  RequestStatus,
  RequestType,
} from '@generated/action-items/model';
import {
  createAssociationReservation,
  getListAssociationAmenitiesQueryKey,
  getListAssociationAmenitiesQueryOptions,
  getListAssociationReservationsQueryKey,
  getListAssociationReservationsQueryOptions,
} from '@generated/associations/hooks/reservations/reservations';
import type {
  Amenity,
  AmenitySlot,
  Reservation,
  ReservationCreate,
  ReservationStatus,
} from '@generated/associations/model';
import {
  getGetCommunityFaqQueryOptions,
  getGetCommunityHelpQueryOptions,
  getListCommunityDirectoryQueryOptions,
  getListCommunityEventsQueryOptions,
} from '@generated/users/hooks/community/community';
import type {
  CommunityEvent,
  CommunityEventKind,
  CommunityManager,
  DirectoryPage,
  DirectoryPerson,
  Faq,
  FaqCategory,
  FaqEntry,
  Help,
  HelpTopic,
  ManagementCompanyContact,
} from '@generated/users/model';
import { uploadWithProgress, type UploadProgress } from '@/lib/api/upload-with-progress';

// The rest of the feature reads these types from here (only api/ may import generated/).
export type {
  Amenity,
  AmenitySlot,
  Attachment,
  CommunityEvent,
  CommunityEventKind,
  CommunityManager,
  DirectoryPage,
  DirectoryPerson,
  Faq,
  FaqCategory,
  FaqEntry,
  Help,
  HelpTopic,
  HomeownerRequest,
  HomeownerRequestCreate,
  HomeownerRequestDetail,
  ManagementCompanyContact,
  RequestMessage,
  RequestMessageAuthorRole,
  RequestReply,
  RequestStatus,
  RequestType,
  Reservation,
  ReservationCreate,
  ReservationStatus,
};

/** Every screen here says what went wrong where it happened: no global toast on top of it. */
const inline = { suppressErrorToast: true } as const;

// ---------------------------------------------------------------------------------------------
// Requests (action-items service)

export interface RequestsQuery {
  associationId: number;
  status?: RequestStatus | undefined;
}

export function requestsQueryOptions({ associationId, status }: RequestsQuery) {
  const params: ListHomeownerRequestsParams = { associationId };
  if (status) params.status = [status];
  return getListHomeownerRequestsQueryOptions(params, { query: { meta: inline } });
}

/** The homeowner's requests at an association (issue 10 item 1), errors shown on the page. */
export function useRequests(query: RequestsQuery | null) {
  return useQuery({
    ...requestsQueryOptions(query ?? { associationId: 0 }),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
}

/** One request with its thread. */
export function useRequest(id: number | undefined) {
  return useQuery({
    ...getGetHomeownerRequestQueryOptions(id ?? 0, { query: { meta: inline } }),
    enabled: id !== undefined,
  });
}

/**
 * `POST /HomeownerRequests`: the contract's multipart form (the fields, then `files` repeated),
 * sent through the XMLHttpRequest uploader like the documents' uploads, since fetch reports no
 * upload progress.
 */
function createRequestWithProgress(
  data: HomeownerRequestCreate,
  onProgress: (progress: UploadProgress) => void,
): Promise<HomeownerRequestDetail> {
  const form = new FormData();
  form.append('type', data.type);
  form.append('subject', data.subject);
  form.append('description', data.description);
  form.append('associationId', String(data.associationId));
  form.append('propertyId', String(data.propertyId));
  for (const file of data.files ?? []) form.append('files', file);
  return uploadWithProgress<HomeownerRequestDetail>(
    'actionItems',
    getCreateHomeownerRequestUrl(),
    form,
    { onProgress },
  );
}

/**
 * Files a request with its attachments, reporting the bytes sent; the lists refetch and the new
 * one is cached.
 */
export function useCreateRequest(onProgress: (progress: UploadProgress) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (data: HomeownerRequestCreate) => createRequestWithProgress(data, onProgress),
    meta: inline,
    onSuccess: (created) => {
      queryClient.setQueryData(getGetHomeownerRequestQueryKey(created.id), created);
      return queryClient.invalidateQueries({ queryKey: getListHomeownerRequestsQueryKey() });
    },
  });
}

// ---------------------------------------------------------------------------------------------
// Reservations and amenities (associations service)

/** The homeowner's own reservations (by owner id); null owner: nothing to ask for. */
export function useReservations(associationId: number | null, ownerId: number | null) {
  return useQuery({
    ...getListAssociationReservationsQueryOptions(
      associationId ?? 0,
      { ownerId: ownerId ?? 0 },
      { query: { meta: inline } },
    ),
    enabled: associationId !== null && ownerId !== null,
  });
}

/** The amenities with their time slots on one day (YYYY-MM-DD). */
export function useAmenities(associationId: number, date: string) {
  return useQuery({
    ...getListAssociationAmenitiesQueryOptions(
      associationId,
      { date },
      { query: { meta: inline } },
    ),
    placeholderData: keepPreviousData,
    // Slots are taken by other homeowners all the time: ask again on every visit.
    staleTime: 0,
  });
}

export function useCreateReservation(associationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (data: ReservationCreate) => createAssociationReservation(associationId, data),
    meta: inline,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({
          queryKey: getListAssociationReservationsQueryKey(associationId),
        }),
        queryClient.invalidateQueries({
          queryKey: getListAssociationAmenitiesQueryKey(associationId),
        }),
      ]),
  });
}

// ---------------------------------------------------------------------------------------------
// Community content (users service)

export function useFaq(associationId: number) {
  return useQuery(getGetCommunityFaqQueryOptions({ associationId }, { query: { meta: inline } }));
}

export function useHelp(associationId: number) {
  return useQuery(getGetCommunityHelpQueryOptions({ associationId }, { query: { meta: inline } }));
}

/** Page size of the directory (the contract allows 1–100). */
export const DIRECTORY_PAGE_SIZE = 20;

export function useDirectory(associationId: number, search: string, page: number) {
  return useQuery({
    ...getListCommunityDirectoryQueryOptions(
      {
        associationId,
        page,
        pageSize: DIRECTORY_PAGE_SIZE,
        ...(search ? { search } : {}),
      },
      { query: { meta: inline } },
    ),
    placeholderData: keepPreviousData,
  });
}

/** Events overlapping [from, to) (ISO instants). */
export function useEvents(associationId: number, from: string, to: string) {
  return useQuery({
    ...getListCommunityEventsQueryOptions({ associationId, from, to }, { query: { meta: inline } }),
    placeholderData: keepPreviousData,
  });
}
