// What the dashboard widgets read, one query per widget so each loads, fails and retries alone:
// connect payments (charges), action items (requests, the board task overview, ARC requests for
// board review, violation notices), associations (reservations, announcements) and users (the
// inbox). The accounts and the auto-draft enrolments are the session's: the widgets read them
// from the entities' queries. The widgets and the dashboard's loader use these same options.
import { getGetBoardMemberTaskOverviewQueryOptions } from '@generated/action-items/hooks/board-overview/board-overview';
import { getListBoardArcRequestsQueryOptions } from '@generated/action-items/hooks/arc-review/arc-review';
import { getListHomeownerRequestsQueryOptions } from '@generated/action-items/hooks/requests/requests';
import { getListHomeownerViolationsQueryOptions } from '@generated/action-items/hooks/violations/violations';
import { getListAnnouncementsQueryOptions } from '@generated/associations/hooks/announcements/announcements';
import { getListAssociationReservationsQueryOptions } from '@generated/associations/hooks/reservations/reservations';
import { getListMessagesQueryOptions } from '@generated/users/hooks/messages/messages';
// Charges are money: the account entity's query checks the answer against its contract.
import { chargesQueryOptions } from '@/entities/account/api/account-queries';
import { upcomingChargeWindow } from '@/entities/account/lib/upcoming-charges';
import { WIDGET_ITEMS } from '../lib/recent';
import { recentFrom } from '../lib/windows';

/** Each widget says its own failure in place: no toast on top. */
const quiet = { query: { meta: { suppressErrorToast: true } } };

/** The newest page of the inbox is enough for the widget: it shows a few, unread first. */
const inboxPage = { page: 1, pageSize: 20 };

/** The portal inbox. */
export const inboxQueryOptions = () => getListMessagesQueryOptions(inboxPage, quiet);

/** The association's latest announcements. */
export const announcementsQueryOptions = (associationId: number) =>
  getListAnnouncementsQueryOptions(associationId, { limit: WIDGET_ITEMS }, quiet);

/** The property's violation notices. */
export const violationsQueryOptions = (associationId: number, propertyId: number) =>
  getListHomeownerViolationsQueryOptions({ associationId, propertyId }, quiet);

/** The person's requests at the association from the last 30 days (SPEC §9). */
export const requestsQueryOptions = (associationId: number, today: string) =>
  getListHomeownerRequestsQueryOptions({ associationId, from: recentFrom(today) }, quiet);

/** The owner's reservations at the association from the last 30 days (SPEC §9). */
export const reservationsQueryOptions = (associationId: number, ownerId: number, today: string) =>
  getListAssociationReservationsQueryOptions(
    associationId,
    { ownerId, from: recentFrom(today) },
    quiet,
  );

/** The accounts' charges due in the upcoming-charges window (SPEC §9). */
export const upcomingChargesQueryOptions = (subLedgerIds: number[], today: string) =>
  chargesQueryOptions({ subLedgerId: subLedgerIds, ...upcomingChargeWindow(today) }, quiet);

/** The board task overview. */
export const boardTasksQueryOptions = (associationId: number) =>
  getGetBoardMemberTaskOverviewQueryOptions({ associationId }, quiet);

/** The open ARC requests of the person's board review. */
export const arcVotesQueryOptions = (associationId: number) =>
  getListBoardArcRequestsQueryOptions({ associationId, status: ['open'], mine: true }, quiet);
