import { addDays, businessDayOf } from './calendar';

/** SPEC §9: recent requests and reservations cover the last 30 days. */
export const RECENT_DAYS = 30;
/** SPEC §9: upcoming charges are those due in the next 25 days. */
export const UPCOMING_CHARGE_DAYS = 25;

/** The first day of the recent window (today and the 30 days before it): the `from` we send. */
export function recentFrom(today: string): string {
  return addDays(today, -RECENT_DAYS);
}

/**
 * Whether an item created at an instant falls in the recent window. The service is asked for the
 * window, but one that sent more is not believed; a creation date that is not a date is left out.
 */
export function isRecent(createdAt: string, today: string): boolean {
  const day = businessDayOf(createdAt);
  return day !== null && day >= recentFrom(today) && day <= today;
}

export interface DueWindow {
  /** First day included (today). */
  dueAfter: string;
  /** Last day included (today + 25 days). */
  dueBefore: string;
}

/** The `GET /Charge` bounds for "due in the next 25 days", both days included. */
export function upcomingChargeWindow(today: string): DueWindow {
  return { dueAfter: today, dueBefore: addDays(today, UPCOMING_CHARGE_DAYS) };
}
