import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { hasCapability } from '@/lib/api/capabilities';
import {
  getCreateHomeownerRequestUrl,
  getGetHomeownerRequestQueryKey,
  getGetHomeownerRequestQueryOptions,
  getListHomeownerRequestsQueryKey,
  getListHomeownerRequestsQueryOptions,
  getSendHomeownerRequestMessageUrl,
} from '@generated/action-items/hooks/requests/requests';
import type {
  HomeownerRequestCreate,
  HomeownerRequestDetail,
  ListHomeownerRequestsParams,
  RequestMessage,
  RequestMessageCreate,
  RequestStatus,
} from '@generated/action-items/model';
import {
  cancelAssociationReservation,
  createAssociationReservation,
  getListAssociationAmenitiesQueryKey,
  getListAssociationAmenitiesQueryOptions,
  getListAssociationReservationsQueryKey,
  getListAssociationReservationsQueryOptions,
  moveAssociationReservation,
} from '@generated/associations/hooks/reservations/reservations';
import type {
  Reservation,
  ReservationCreate,
  ReservationMove,
} from '@generated/associations/model';
import {
  getGetCommunityFaqQueryOptions,
  getGetCommunityHelpQueryOptions,
  getListCommunityDirectoryQueryOptions,
  getListCommunityEventsQueryKey,
  getListCommunityEventsQueryOptions,
} from '@generated/users/hooks/community/community';
import type { CommunityEventList } from '@generated/users/model';
import { uploadWithProgress, type UploadProgress } from '@/lib/api/upload-with-progress';
import {
  withoutReservation,
  withoutReservationEvents,
  withReservationReplaced,
} from '../lib/reservations';
import { withReply } from '../lib/thread-reply';

// The rest of the feature reads the service's types from here.
export type * from './community-types';

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

/**
 * `POST /HomeownerRequests/{id}/Messages`: the reply and its files as the contract's multipart
 * form, through the XMLHttpRequest uploader (fetch reports no upload progress).
 */
function sendRequestMessageWithProgress(
  requestId: number,
  data: RequestMessageCreate,
  onProgress: (progress: UploadProgress) => void,
): Promise<RequestMessage> {
  const form = new FormData();
  form.append('message', data.message);
  for (const file of data.files ?? []) form.append('files', file);
  return uploadWithProgress<RequestMessage>(
    'actionItems',
    getSendHomeownerRequestMessageUrl(requestId),
    form,
    { onProgress },
  );
}

/**
 * A reply in a request's thread (issue 22 item 7). The service's answer joins the cached thread at
 * once, then the request and the lists are asked again (status and dates may have moved).
 */
export function useSendRequestMessage(
  requestId: number,
  onProgress: (progress: UploadProgress) => void,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (data: RequestMessageCreate) =>
      sendRequestMessageWithProgress(requestId, data, onProgress),
    // The form says "Message failed to send." where it happened (SPEC §8): no toast on top.
    meta: inline,
    onSuccess: (reply) => {
      queryClient.setQueryData<HomeownerRequestDetail>(
        getGetHomeownerRequestQueryKey(requestId),
        (cached) => cached && withReply(cached, reply),
      );
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: getGetHomeownerRequestQueryKey(requestId) }),
        queryClient.invalidateQueries({ queryKey: getListHomeownerRequestsQueryKey() }),
      ]);
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

/**
 * After a reservation changed: every cached list of the association's reservations (this page's,
 * the calendar's, the dashboard widget's, whatever their filters) takes the change at once, a
 * cancelled one's event copy leaves the calendar's events, then they and the amenities' slots are
 * asked again.
 */
function useReservationChanged(associationId: number) {
  const queryClient = useQueryClient();
  const eventsKey = getListCommunityEventsQueryKey();
  return (change: (list: Reservation[]) => Reservation[], cancelledId?: number) => {
    queryClient.setQueriesData<Reservation[]>(
      { queryKey: getListAssociationReservationsQueryKey(associationId) },
      (list) => list && change(list),
    );
    if (cancelledId !== undefined)
      queryClient.setQueriesData<CommunityEventList>(
        { queryKey: eventsKey },
        (list) => list && withoutReservationEvents(list, cancelledId),
      );
    return Promise.all([
      queryClient.invalidateQueries({
        queryKey: getListAssociationReservationsQueryKey(associationId),
      }),
      queryClient.invalidateQueries({
        queryKey: getListAssociationAmenitiesQueryKey(associationId),
      }),
      queryClient.invalidateQueries({ queryKey: eventsKey }),
    ]);
  };
}

/** Cancels a tentative or confirmed reservation (issue 22 item 8). */
export function useCancelReservation(associationId: number) {
  const changed = useReservationChanged(associationId);
  return useMutation({
    mutationFn: (reservation: Reservation) =>
      cancelAssociationReservation(associationId, reservation.id),
    meta: inline,
    onSuccess: (_nothing, reservation) =>
      changed((list) => withoutReservation(list, reservation.id), reservation.id),
  });
}

/** Moves a reservation to another free slot of its amenity; the answer is the moved reservation. */
export function useMoveReservation(associationId: number) {
  const changed = useReservationChanged(associationId);
  return useMutation({
    mutationFn: ({ reservation, move }: { reservation: Reservation; move: ReservationMove }) =>
      moveAssociationReservation(associationId, reservation.id, move),
    meta: inline,
    onSuccess: (moved) => changed((list) => withReservationReplaced(list, moved)),
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
    // Without the events capability the calendar holds the reservations only.
    enabled: hasCapability('events'),
    placeholderData: keepPreviousData,
  });
}
