/** The association business day runs on Eastern time (SPEC §4, §9 cut-offs are "8:00pm EST"). */
export const BUSINESS_TIME_ZONE = 'America/New_York';

/** The calendar date (YYYY-MM-DD) it is in a time zone at an instant. */
export function calendarDateIn(timeZone: string, at: Date): string {
  // en-CA formats as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);
}

/** Compares two YYYY-MM-DD dates as text, which orders them correctly. */
export function isBeforeDate(a: string, b: string): boolean {
  return a < b;
}

/** A YYYY-MM-DD date for reading, in the person's language, without a time-zone shift. */
export function formatCalendarDate(date: string, locale: string): string {
  const [year, month, day] = date.split('-').map(Number);
  if (!year || !month || !day) return date;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, month - 1, day)),
  );
}

/** An ISO instant for reading, in the person's language and time zone. */
export function formatInstant(iso: string, locale: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}
