import type { RequestStatus, RequestType, ReservationStatus } from '../api/community-types';

export {
  isRequestStatus,
  parseRequestsSearch,
  REQUEST_STATUSES,
  type RequestsSearch,
  type RequestsTab,
} from './search';

/** The kinds of request (contract RequestType). */
export const REQUEST_TYPES = [
  'general',
  'maintenance',
  'arc',
  'reservation',
] as const satisfies readonly RequestType[];

/** SPEC §3, §4: a reservation is tentative, confirmed or declined. */
export const RESERVATION_STATUSES = [
  'tentative',
  'confirmed',
  'declined',
] as const satisfies readonly ReservationStatus[];

export function isRequestType(value: unknown): value is RequestType {
  return typeof value === 'string' && (REQUEST_TYPES as readonly string[]).includes(value);
}

export function isReservationStatus(value: unknown): value is ReservationStatus {
  return typeof value === 'string' && (RESERVATION_STATUSES as readonly string[]).includes(value);
}

interface RequestLike {
  status: string;
  updatedAt: string;
}

/**
 * The requests the list shows: only the chosen status, most recently updated first. The service
 * filters and sorts by the same rules already; doing it again keeps the list right whatever it
 * sends (the mock answers every filter with the same three requests).
 */
export function visibleRequests<R extends RequestLike>(
  requests: readonly R[],
  status: RequestStatus | undefined,
): R[] {
  return requests
    .filter((request) => status === undefined || request.status === status)
    .sort((a, b) => (Date.parse(b.updatedAt) || 0) - (Date.parse(a.updatedAt) || 0));
}

interface ReservationLike {
  date: string;
  startTime: string;
  id: number;
}

/** Reservations soonest first (as the service sends them), ties by start time then id. */
export function sortReservations<R extends ReservationLike>(reservations: readonly R[]): R[] {
  return [...reservations].sort(
    (a, b) => a.date.localeCompare(b.date) || a.startTime.localeCompare(b.startTime) || a.id - b.id,
  );
}
