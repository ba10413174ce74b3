import { dateTimeFormat } from '@/lib/dates';

// Reading forms of the dates and times this feature shows. Calendar days (YYYY-MM-DD) and times
// of day (HH:mm, association local) are formatted as written, never shifted by a time zone.
// Shared forms (a calendar day, the day of an instant) are in src/lib/dates.ts.

function utcDay(day: string): Date {
  const [year = 1970, month = 1, date = 1] = day.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, date));
}

/** A time of day as written: "14:00" reads "2:00 PM" in English and "14:00" in Spanish. */
export function formatTimeOfDay(time: string, locale: string): string {
  const match = /^(\d{2}):(\d{2})$/.exec(time);
  if (!match) return time;
  const date = new Date(Date.UTC(2000, 0, 1, Number(match[1]), Number(match[2])));
  return dateTimeFormat(locale, {
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'UTC',
  }).format(date);
}

/** "2:00 PM – 6:00 PM". */
export function formatTimeRange(start: string, end: string, locale: string): string {
  return `${formatTimeOfDay(start, locale)} – ${formatTimeOfDay(end, locale)}`;
}

/** "Sunday, November 22, 2026": a day in full, for headings and accessible names. */
export function formatLongDay(day: string, locale: string): string {
  return dateTimeFormat(locale, { dateStyle: 'full', timeZone: 'UTC' }).format(utcDay(day));
}

/** "November 2026". */
export function formatMonth(day: string, locale: string): string {
  return dateTimeFormat(locale, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(utcDay(day));
}

/** "Sun" and "Sunday" for a day's weekday. */
export function formatWeekday(day: string, locale: string, width: 'short' | 'long'): string {
  return dateTimeFormat(locale, { weekday: width, timeZone: 'UTC' }).format(utcDay(day));
}

/** The day of the month: "22". */
export function dayOfMonth(day: string): number {
  return Number(day.slice(8, 10));
}

/** "Nov 22 – 28, 2026" for a week. */
export function formatDayRange(first: string, last: string, locale: string): string {
  return dateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).formatRange(
    utcDay(first),
    utcDay(last),
  );
}
