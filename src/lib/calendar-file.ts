import { addDays } from './dates';
import { safeFileName } from './file-name';
import { saveFile } from './save-file';
import { zoneOffsetMs, zoneTransitions } from './time-zones';

/**
 * An iCalendar (RFC 5545) file of one event, for "Add to calendar". The callers hand over texts
 * already in the visitor's language and the wall clock at the event's place; this module knows
 * nothing of events, reservations or payments. It is small and self-contained on purpose: a
 * library (ical-generator with a VTIMEZONE generator) could replace `calendarFile` behind the same
 * `CalendarFileEvent` without touching a caller.
 */

/** Days are YYYY-MM-DD, times HH:mm (or HH:mm:ss), both as the clocks read at the event. */
export type CalendarFileWhen =
  | {
      allDay: true;
      firstDay: string;
      /** Inclusive: a one-day item has firstDay = lastDay. */
      lastDay: string;
    }
  | {
      allDay: false;
      /** The IANA zone the times are read in, e.g. America/New_York. */
      timeZone: string;
      startDay: string;
      startTime: string;
      endDay: string;
      endTime: string;
    };

export interface CalendarFileEvent {
  /** Stable for the item (`event-13001@courtyard`), so a second download updates the first. */
  uid: string;
  summary: string;
  description?: string | undefined;
  location?: string | undefined;
  when: CalendarFileWhen;
  /** Shown as free time (a payment date does not block the day). */
  free?: boolean | undefined;
}

const PRODUCT_ID = '-//Courtyard//Homeowner portal//EN';
export const CALENDAR_FILE_TYPE = 'text/calendar;charset=utf-8';

/** TEXT values escape backslash, semicolon, comma and line breaks (RFC 5545 §3.3.11). */
export function escapeText(value: string): string {
  return (
    value
      .replace(/\\/g, '\\\\')
      .replace(/;/g, '\\;')
      .replace(/,/g, '\\,')
      .replace(/\r\n|\r|\n/g, '\\n')
      // Other control characters are not allowed in TEXT at all.
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '')
  );
}

const octets = (codePoint: number) =>
  codePoint < 0x80 ? 1 : codePoint < 0x800 ? 2 : codePoint < 0x10000 ? 3 : 4;

/**
 * A content line folded at 75 octets (RFC 5545 §3.1): each continuation starts with a space,
 * which counts, and a fold never splits a UTF-8 character.
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let size = 0;
  for (const character of line) {
    const width = octets(character.codePointAt(0) ?? 0);
    if (size + width > 75) {
      parts.push(current);
      current = ' ';
      size = 1;
    }
    current += character;
    size += width;
  }
  parts.push(current);
  return parts.join('\r\n');
}

const compactDay = (day: string) => day.replace(/-/g, '');

function compactTime(time: string): string {
  const [hours = '00', minutes = '00', seconds = '00'] = time.split(':');
  return `${hours.padStart(2, '0')}${minutes.padStart(2, '0')}${seconds.padStart(2, '0')}`;
}

/** An instant as UTC DATE-TIME: 20261210T003000Z. */
export function utcStamp(at: Date): string {
  return `${at.toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;
}

/** An offset as UTC-OFFSET: -0500, +0530. */
function utcOffset(offsetMs: number): string {
  const total = Math.round(Math.abs(offsetMs) / 1000);
  const pad = (n: number) => String(n).padStart(2, '0');
  const seconds = total % 60;
  return `${offsetMs < 0 ? '-' : '+'}${pad(Math.floor(total / 3600))}${pad(Math.floor(total / 60) % 60)}${seconds ? pad(seconds) : ''}`;
}

/** An instant as the local DATE-TIME a zone's clocks showed at it, with a given offset. */
const localStamp = (at: number, offsetMs: number) => utcStamp(new Date(at + offsetMs)).slice(0, -1);

/**
 * The zone's VTIMEZONE, generated from its offsets (Intl) over the years the event touches: the
 * offset in force on January 1 of the first year, then every change until the end of the last.
 * Observances with the zone's lowest offset of the span are STANDARD, the others DAYLIGHT.
 */
export function timeZoneLines(timeZone: string, firstYear: number, lastYear: number): string[] {
  const from = new Date(Date.UTC(firstYear, 0, 1));
  const to = new Date(Date.UTC(lastYear + 1, 0, 1));
  const initial = zoneOffsetMs(timeZone, from);
  const transitions = zoneTransitions(timeZone, from, to);
  const lowest = Math.min(initial, ...transitions.map((change) => change.offsetAfterMs));
  const observance = (at: number, before: number, after: number) => {
    const kind = after > lowest ? 'DAYLIGHT' : 'STANDARD';
    return [
      `BEGIN:${kind}`,
      `DTSTART:${localStamp(at, before)}`,
      `TZOFFSETFROM:${utcOffset(before)}`,
      `TZOFFSETTO:${utcOffset(after)}`,
      `END:${kind}`,
    ];
  };
  return [
    'BEGIN:VTIMEZONE',
    `TZID:${timeZone}`,
    ...observance(from.getTime(), initial, initial),
    ...transitions.flatMap((change) =>
      observance(change.at.getTime(), change.offsetBeforeMs, change.offsetAfterMs),
    ),
    'END:VTIMEZONE',
  ];
}

const yearOf = (day: string) => Number(day.slice(0, 4));

/** The file's text: CRLF line endings, folded lines. `now` is its DTSTAMP. */
export function calendarFile(event: CalendarFileEvent, now: Date = new Date()): string {
  const { when } = event;
  const lines = ['BEGIN:VCALENDAR', `PRODID:${PRODUCT_ID}`, 'VERSION:2.0', 'CALSCALE:GREGORIAN'];
  lines.push('METHOD:PUBLISH');
  if (!when.allDay)
    lines.push(...timeZoneLines(when.timeZone, yearOf(when.startDay), yearOf(when.endDay)));
  lines.push('BEGIN:VEVENT', `UID:${escapeText(event.uid)}`, `DTSTAMP:${utcStamp(now)}`);
  if (when.allDay) {
    // DTEND of a date is exclusive: the day after the last.
    lines.push(`DTSTART;VALUE=DATE:${compactDay(when.firstDay)}`);
    lines.push(`DTEND;VALUE=DATE:${compactDay(addDays(when.lastDay, 1))}`);
  } else {
    const zone = `TZID=${when.timeZone}`;
    lines.push(`DTSTART;${zone}:${compactDay(when.startDay)}T${compactTime(when.startTime)}`);
    lines.push(`DTEND;${zone}:${compactDay(when.endDay)}T${compactTime(when.endTime)}`);
  }
  lines.push(`SUMMARY:${escapeText(event.summary)}`);
  if (event.description) lines.push(`DESCRIPTION:${escapeText(event.description)}`);
  if (event.location) lines.push(`LOCATION:${escapeText(event.location)}`);
  lines.push(`TRANSP:${event.free ? 'TRANSPARENT' : 'OPAQUE'}`, 'END:VEVENT', 'END:VCALENDAR');
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}

/** Downloads the event as `<name>.ics`, typed text/calendar. */
export function saveCalendarFile(event: CalendarFileEvent, name: string): void {
  saveFile(
    new Blob([calendarFile(event)], { type: CALENDAR_FILE_TYPE }),
    `${safeFileName(name, 'event')}.ics`,
  );
}
