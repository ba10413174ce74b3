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

const HOUR_MS = 3_600_000;

/** The years the Eastern rule below is checked against the browser's time-zone data (dates.test.ts). */
export const EASTERN_RULE_YEARS = { first: 2007, last: 2035 } as const;

/** The day of the month of a month's nth Sunday (month 0–11). */
function nthSunday(year: number, month: number, n: number): number {
  const firstWeekday = new Date(Date.UTC(year, month, 1)).getUTCDay();
  return 1 + ((7 - firstWeekday) % 7) + 7 * (n - 1);
}

/**
 * US Eastern time by the rule in force since 2007: EDT (UTC−4) from 2:00 am on the second Sunday of
 * March to 2:00 am on the first Sunday of November, EST (UTC−5) otherwise. Written out because the
 * first `Intl.DateTimeFormat` with a time zone loads the zone data, about 22 ms of a signed-in
 * page's start-up on this machine (×4 on a simulated phone, npm run bench: TBT); null outside the
 * checked years, where the browser's data decides.
 */
function easternOffsetMs(at: number): number | null {
  const year = new Date(at).getUTCFullYear();
  if (year < EASTERN_RULE_YEARS.first || year > EASTERN_RULE_YEARS.last) return null;
  const dstStart = Date.UTC(year, 2, nthSunday(year, 2, 2), 2 + 5);
  const dstEnd = Date.UTC(year, 10, nthSunday(year, 10, 1), 2 + 4);
  return at >= dstStart && at < dstEnd ? -4 * HOUR_MS : -5 * HOUR_MS;
}

/** How far a zone's wall clock is ahead of UTC at an instant, in milliseconds (whole seconds). */
export function zoneOffsetMs(timeZone: string, at: Date): number {
  if (timeZone === 'UTC') return 0;
  if (timeZone === BUSINESS_TIME_ZONE) {
    const eastern = easternOffsetMs(at.getTime());
    if (eastern !== null) return eastern;
  }
  return intlZoneOffsetMs(timeZone, at);
}

/** The same from the browser's time-zone data. */
export function intlZoneOffsetMs(timeZone: string, at: Date): number {
  const formatter = dateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  });
  const parts = formatter.formatToParts(at);
  const value = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((part) => part.type === type)?.value);
  const wall = Date.UTC(
    value('year'),
    value('month') - 1,
    value('day'),
    value('hour'),
    value('minute'),
    value('second'),
  );
  return wall - Math.floor(at.getTime() / 1000) * 1000;
}

/** The calendar date (YYYY-MM-DD) it is in a time zone at an instant. */
export function calendarDateIn(timeZone: string, at: Date): string {
  const wall = new Date(at.getTime() + zoneOffsetMs(timeZone, at));
  return wall.toISOString().slice(0, 10);
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
