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

/** How far a zone's wall clock is ahead of UTC at an instant, in milliseconds. */
export function zoneOffsetMs(timeZone: string, at: Date): number {
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
  const value = (type: Intl.DateTimeFormatPartTypes) =>
    Number(formatter.formatToParts(at).find((part) => part.type === type)?.value);
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

/**
 * The zones a community can be in (the portal serves US associations), the business zone first.
 * An instant written with an offset (`2026-12-10T18:30:00-06:00`) names no zone; the first of
 * these whose clocks had that offset then stands for it, which gives the same instant and the
 * same wall clock even where two zones share the offset that day.
 */
const US_TIME_ZONES = [
  BUSINESS_TIME_ZONE,
  'America/Chicago',
  'America/Denver',
  'America/Phoenix',
  'America/Los_Angeles',
  'America/Anchorage',
  'Pacific/Honolulu',
  'America/Puerto_Rico',
];

/**
 * The IANA zone whose clocks read as an ISO instant is written: `…Z` is UTC, an offset is the
 * first US zone with it then (else the fixed `Etc/GMT…` zone of a whole-hour offset), and a time
 * with no offset is the association's (business) time.
 */
export function timeZoneOfInstant(iso: string): string {
  const match = /(?:([+-])(\d{2}):?(\d{2})|Z)$/i.exec(iso);
  const at = new Date(iso);
  if (!match || Number.isNaN(at.getTime())) return BUSINESS_TIME_ZONE;
  if (!match[1]) return 'UTC';
  const hours = Number(match[2]);
  const minutes = Number(match[3]);
  const offset = (match[1] === '-' ? -1 : 1) * (hours * 60 + minutes) * 60_000;
  if (offset === 0) return 'UTC';
  const zone = US_TIME_ZONES.find((candidate) => zoneOffsetMs(candidate, at) === offset);
  if (zone) return zone;
  // Etc/GMT zones count the POSIX way: Etc/GMT+5 is five hours behind UTC.
  if (minutes === 0 && hours <= 12) return `Etc/GMT${match[1] === '-' ? '+' : '-'}${String(hours)}`;
  // A half-hour offset no US community has: the business zone rather than no zone at all.
  return BUSINESS_TIME_ZONE;
}

/** A change of a zone's offset: the instant it happened and the offsets before and after. */
export interface ZoneTransition {
  at: Date;
  offsetBeforeMs: number;
  offsetAfterMs: number;
}

const DAY_MS = 86_400_000;

/**
 * The offset changes of a zone from `from` to `to`, read from Intl (so they follow the browser's
 * time-zone data, DST rules included). Offsets are compared a day apart, and each change is then
 * narrowed to the minute.
 */
export function zoneTransitions(timeZone: string, from: Date, to: Date): ZoneTransition[] {
  const transitions: ZoneTransition[] = [];
  let before = from.getTime();
  let offsetBefore = zoneOffsetMs(timeZone, from);
  while (before < to.getTime()) {
    const after = Math.min(before + DAY_MS, to.getTime());
    const offsetAfter = zoneOffsetMs(timeZone, new Date(after));
    if (offsetAfter !== offsetBefore) {
      let low = before;
      let high = after;
      while (high - low > 60_000) {
        const middle = low + Math.max(1, Math.floor((high - low) / 120_000)) * 60_000;
        if (zoneOffsetMs(timeZone, new Date(middle)) === offsetBefore) low = middle;
        else high = middle;
      }
      transitions.push({
        at: new Date(high),
        offsetBeforeMs: offsetBefore,
        offsetAfterMs: offsetAfter,
      });
    }
    before = after;
    offsetBefore = offsetAfter;
  }
  return transitions;
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
