// What the dashboard widgets read, one query per widget so each loads, fails and retries alone:
// connect payments (accounts, charges, auto-draft), action items (requests, the board task
// overview, ARC requests for board review), associations (reservations) and users (the inbox).
import { useGetBoardMemberTaskOverview } from '@generated/action-items/hooks/board-overview/board-overview';
import { useListBoardArcRequests } from '@generated/action-items/hooks/arc-review/arc-review';
import { useListHomeownerRequests } from '@generated/action-items/hooks/requests/requests';
import { useListAssociationReservations } from '@generated/associations/hooks/reservations/reservations';
import {
  getListAccountsQueryKey,
  listAccounts,
} from '@generated/connect-payments/hooks/accounts/accounts';
import {
  getListAutoDraftEnrollmentsQueryKey,
  listAutoDraftEnrollments,
} from '@generated/connect-payments/hooks/auto-draft/auto-draft';
import { useListCharges } from '@generated/connect-payments/hooks/charges/charges';
import { useListMessages } from '@generated/users/hooks/messages/messages';
import { useQuery, type UseQueryOptions } from '@tanstack/react-query';
import type {
  AutoDraftEnrollment,
  ListAccountsParams,
  ListAutoDraftEnrollmentsParams,
  ProblemDetails,
  SubLedger,
} from '@generated/connect-payments/model';
import type { ErrorType } from '@/lib/api/fetchers';

export {
  useGetBoardMemberTaskOverview,
  useListAssociationReservations,
  useListBoardArcRequests,
  useListCharges,
  useListHomeownerRequests,
  useListMessages,
};

export type {
  ArcRequestListItem,
  BoardTaskOverview,
  HomeownerRequest,
  RequestStatus,
} from '@generated/action-items/model';
export type { Reservation, ReservationStatus } from '@generated/associations/model';
export type { AutoDraftEnrollment, Charge, SubLedger } from '@generated/connect-payments/model';
export type { Message } from '@generated/users/model';

// The accounts and auto-draft modules are also the session's: their plain calls load with the
// first page. Their generated hooks (or query options) would add to that first load, react-query's
// useQuery included, so these two queries are put together here from the plain calls.

type QueryOptions<T> = Partial<UseQueryOptions<T, ErrorType<ProblemDetails>, T>>;

export function useListAccounts(params: ListAccountsParams, query?: QueryOptions<SubLedger[]>) {
  return useQuery({
    queryKey: getListAccountsQueryKey(params),
    queryFn: ({ signal }) => listAccounts(params, { signal }),
    ...query,
  });
}

export function useListAutoDraftEnrollments(
  params: ListAutoDraftEnrollmentsParams,
  query?: QueryOptions<AutoDraftEnrollment[]>,
) {
  return useQuery({
    queryKey: getListAutoDraftEnrollmentsQueryKey(params),
    queryFn: ({ signal }) => listAutoDraftEnrollments(params, { signal }),
    ...query,
  });
}
