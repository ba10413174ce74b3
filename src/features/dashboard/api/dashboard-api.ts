// The dashboard's types from the generated clients. Each widget's query (one per widget, so each
// loads, fails and retries alone) is in widget-queries.ts.
export type {
  ArcRequestListItem,
  BoardTaskOverview,
  HomeownerRequest,
  RequestStatus,
  Violation,
} from '@generated/action-items/model';
export type { Announcement, Reservation, ReservationStatus } from '@generated/associations/model';
export type { Charge } from '@generated/connect-payments/model';
export type { Message } from '@generated/users/model';
