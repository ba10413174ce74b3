import { BUSINESS_TIME_ZONE, calendarDateIn } from '@/lib/dates';

/** Calendar-day arithmetic on YYYY-MM-DD text, in UTC so no time zone can shift a day. */
function toDate(day: string): Date {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, date ?? 1));
}

const iso = (date: Date) => date.toISOString().slice(0, 10);

export function addDays(day: string, days: number): string {
  const date = toDate(day);
  date.setUTCDate(date.getUTCDate() + days);
  return iso(date);
}

/**
 * The same day `months` earlier; a day the earlier month lacks becomes its last day
 * (2028-02-29 less 36 months is 2025-02-28).
 */
export function monthsBefore(day: string, months: number): string {
  const date = toDate(day);
  const totalMonths = date.getUTCFullYear() * 12 + date.getUTCMonth() - months;
  const year = Math.floor(totalMonths / 12);
  const month = totalMonths - year * 12;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return iso(new Date(Date.UTC(year, month, Math.min(date.getUTCDate(), lastDay))));
}

/** Today on the association's business calendar (Eastern time). */
export function businessToday(now: Date = new Date()): string {
  return calendarDateIn(BUSINESS_TIME_ZONE, now);
}

/**
 * A YYYY-MM-DD formatter for one language: the output of `formatCalendarDate` (src/lib/dates),
 * with one Intl.DateTimeFormat made up front instead of one per call, for grids that format
 * thousands of dates.
 */
export function calendarDateFormatter(locale: string): (day: string) => string {
  const format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
  return (day) => {
    const [year, month, date] = day.split('-').map(Number);
    return year && month && date ? format.format(new Date(Date.UTC(year, month - 1, date))) : day;
  };
}
