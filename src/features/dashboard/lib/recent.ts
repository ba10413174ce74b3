import type { HomeownerRequest, Message, Reservation } from '../api/dashboard-api';
import { isRecent } from './windows';

/** How many items a list widget shows; the page behind its "see all" link has the rest. */
export const WIDGET_ITEMS = 5;

/**
 * SPEC §9: the caller's requests at the association created in the last 30 days, most recently
 * updated first.
 */
export function recentRequests<
  T extends Pick<HomeownerRequest, 'associationId' | 'createdAt' | 'updatedAt' | 'id'>,
>(requests: readonly T[], associationId: number, today: string): T[] {
  return requests
    .filter((r) => r.associationId === associationId && isRecent(r.createdAt, today))
    .sort((a, b) => byNewest(a.updatedAt, b.updatedAt) || b.id - a.id);
}

/**
 * SPEC §9: the owner's reservations at the association made in the last 30 days, the soonest
 * reserved day first.
 */
export function recentReservations<
  T extends Pick<
    Reservation,
    'associationId' | 'ownerId' | 'createdAt' | 'date' | 'startTime' | 'id'
  >,
>(reservations: readonly T[], associationId: number, ownerId: number, today: string): T[] {
  return reservations
    .filter(
      (r) =>
        r.associationId === associationId && r.ownerId === ownerId && isRecent(r.createdAt, today),
    )
    .sort(
      (a, b) =>
        a.date.localeCompare(b.date) || a.startTime.localeCompare(b.startTime) || a.id - b.id,
    );
}

/** The inbox for the messages widget: unread first, then newest first within each group. */
export function unreadFirst<T extends Pick<Message, 'read' | 'sentAt' | 'id'>>(
  messages: readonly T[],
): T[] {
  return [...messages].sort(
    (a, b) => Number(a.read) - Number(b.read) || byNewest(a.sentAt, b.sentAt) || b.id - a.id,
  );
}

/** Newer instants first; unreadable ones last. */
function byNewest(a: string, b: string): number {
  const time = (value: string) => {
    const ms = new Date(value).getTime();
    return Number.isNaN(ms) ? Number.NEGATIVE_INFINITY : ms;
  };
  const diff = time(b) - time(a);
  return Number.isNaN(diff) ? 0 : diff;
}
