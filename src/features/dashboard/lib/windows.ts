import { addDays, businessDayOf } from '@/lib/dates';

/** SPEC §9: recent requests and reservations cover the last 30 days. */
export const RECENT_DAYS = 30;

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
