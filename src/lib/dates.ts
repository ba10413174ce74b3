/** The association business day runs on Eastern time (SPEC §4, §9 cut-offs are "8:00pm EST"). */
export const BUSINESS_TIME_ZONE = 'America/New_York';

const formatters = new Map<string, Intl.DateTimeFormat>();

/** One formatter per locale and options: making one costs far more than using it (grids, calendars). */
export function dateTimeFormat(
  locale: string,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, options);
    formatters.set(key, formatter);
  }
  return formatter;
}

/** The calendar date (YYYY-MM-DD) it is in a time zone at an instant. */
export function calendarDateIn(timeZone: string, at: Date): string {
  // en-CA formats as YYYY-MM-DD.
  return dateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);
}

// ---------------------------------------------------------------------------------------------
// Calendar days as YYYY-MM-DD text, counted in UTC so no time zone or DST change shifts a day.

function dayParts(day: string): [number, number, number] {
  const [year = NaN, month = NaN, date = NaN] = day.split('-').map(Number);
  return [year, month, date];
}

function dayOf(utc: Date): string {
  return utc.toISOString().slice(0, 10);
}

/** True for a real calendar day written YYYY-MM-DD (2026-02-30 is not one). */
export function isCalendarDate(value: unknown): value is string {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const [year, month, date] = dayParts(value);
  return dayOf(new Date(Date.UTC(year, month - 1, date))) === value;
}

/** The day `days` later (earlier when negative). */
export function addDays(day: string, days: number): string {
  const [year, month, date] = dayParts(day);
  return dayOf(new Date(Date.UTC(year, month - 1, date + days)));
}

/**
 * The same day `months` later (earlier when negative); a day the month lacks becomes its last
 * day (2027-01-31 + 1 month = 2027-02-28; 2028-02-29 − 36 months = 2025-02-28).
 */
export function addMonths(day: string, months: number): string {
  const [year, month, date] = dayParts(day);
  const lastDay = new Date(Date.UTC(year, month - 1 + months + 1, 0)).getUTCDate();
  return dayOf(new Date(Date.UTC(year, month - 1 + months, Math.min(date, lastDay))));
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

/** Compares two YYYY-MM-DD dates as text, which orders them correctly. */
export function isBeforeDate(a: string, b: string): boolean {
  return a < b;
}

/** A YYYY-MM-DD date for reading, in the person's language, without a time-zone shift. */
export function formatCalendarDate(date: string, locale: string): string {
  const [year, month, day] = date.split('-').map(Number);
  if (!year || !month || !day) return date;
  return dateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, month - 1, day)),
  );
}

/** An ISO instant for reading, in the person's language and time zone. */
export function formatInstant(iso: string, locale: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : dateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

/** The day of an instant, in the reader's time zone: "Nov 19, 2026". */
export function formatInstantDay(iso: string, locale: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : dateTimeFormat(locale, { dateStyle: 'medium' }).format(date);
}

/** Whole calendar days from one YYYY-MM-DD date to another (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  const utc = (day: string) => {
    const [year, month, date] = day.split('-').map(Number);
    return Date.UTC(year ?? 1970, (month ?? 1) - 1, date ?? 1);
  };
  return Math.round((utc(to) - utc(from)) / 86_400_000);
}
