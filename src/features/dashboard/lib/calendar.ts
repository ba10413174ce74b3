import { BUSINESS_TIME_ZONE, calendarDateIn } from '@/lib/dates';

/** Calendar-day arithmetic on YYYY-MM-DD text, in UTC so no time zone can shift a day. */
export function addDays(day: string, days: number): string {
  const [year, month, date] = day.split('-').map(Number);
  const value = new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, date ?? 1));
  value.setUTCDate(value.getUTCDate() + days);
  return value.toISOString().slice(0, 10);
}

/** Today on the association's business calendar (Eastern time). */
export function businessToday(now: Date = new Date()): string {
  return calendarDateIn(BUSINESS_TIME_ZONE, now);
}

/** The business calendar day of an ISO instant; null for a value that is not a date. */
export function businessDayOf(instant: string): string | null {
  const date = new Date(instant);
  return Number.isNaN(date.getTime()) ? null : calendarDateIn(BUSINESS_TIME_ZONE, date);
}
