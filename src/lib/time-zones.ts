// Time zones by their offsets, read from Intl. A module of its own, off the entry's dates.ts: only
// the pages that write or judge zoned times (cut-offs, calendar files) load it.
import { BUSINESS_TIME_ZONE, dateTimeFormat } from './dates';

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
