// What the dashboard widgets read, one query per widget so each loads, fails and retries alone:
// connect payments (charges), action items (requests, the board task overview, ARC requests for
// board review, violation notices), associations (reservations, announcements) and users (the inbox). The accounts and the
// auto-draft enrolments are the session's: the widgets read them from the entities' queries.
import { useGetBoardMemberTaskOverview } from '@generated/action-items/hooks/board-overview/board-overview';
import { useListBoardArcRequests } from '@generated/action-items/hooks/arc-review/arc-review';
import { useListHomeownerRequests } from '@generated/action-items/hooks/requests/requests';
import { useListHomeownerViolations } from '@generated/action-items/hooks/violations/violations';
import { useListAnnouncements } from '@generated/associations/hooks/announcements/announcements';
import { useListAssociationReservations } from '@generated/associations/hooks/reservations/reservations';
import { useListMessages } from '@generated/users/hooks/messages/messages';
// Charges are money: the account entity's query checks the answer against its contract.
import { useListCharges } from '@/entities/account/queries';

export {
  useGetBoardMemberTaskOverview,
  useListAnnouncements,
  useListAssociationReservations,
  useListBoardArcRequests,
  useListCharges,
  useListHomeownerRequests,
  useListHomeownerViolations,
  useListMessages,
};

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
