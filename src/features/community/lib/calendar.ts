import type { CommunityEvent, Reservation, ReservationStatus } from '../api/community-types';
import type { CalendarFileEvent } from '@/lib/calendar-file';
import { addDays, addMonths, BUSINESS_TIME_ZONE, isCalendarDate } from '@/lib/dates';
import { timeZoneOfInstant } from '@/lib/time-zones';
import type { CalendarSearch } from './search';

export { parseCalendarSearch, type CalendarSearch } from './search';

// Days are YYYY-MM-DD strings throughout: the calendar is about days at the association, so no
// time zone may shift them. Arithmetic goes through UTC dates, which have no daylight saving.

export type CalendarView = 'month' | 'week' | 'list';
export const CALENDAR_VIEWS: readonly CalendarView[] = ['month', 'week', 'list'];

/** 0 = Sunday … 6 = Saturday. */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

/** Weeks start on Sunday in US English and on Monday in Spanish. */
export function firstDayOfWeek(language: string): Weekday {
  return language.startsWith('en') ? 0 : 1;
}

function toUtc(day: string): Date {
  const [year = 1970, month = 1, date = 1] = day.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, date));
}

export function weekdayOf(day: string): Weekday {
  return toUtc(day).getUTCDay() as Weekday;
}

export function startOfWeek(day: string, firstDay: Weekday): string {
  return addDays(day, -((weekdayOf(day) - firstDay + 7) % 7));
}

export function startOfMonth(day: string): string {
  return `${day.slice(0, 7)}-01`;
}

export function endOfMonth(day: string): string {
  return addDays(addMonths(startOfMonth(day), 1), -1);
}

export function sameMonth(a: string, b: string): boolean {
  return a.slice(0, 7) === b.slice(0, 7);
}

/** The seven days of the week holding `day`. */
export function weekDays(day: string, firstDay: Weekday): string[] {
  const start = startOfWeek(day, firstDay);
  return Array.from({ length: 7 }, (_, index) => addDays(start, index));
}

/**
 * The month view: whole weeks from the week of the 1st to the week of the last day (four to six
 * rows), so every row has seven days; days of the neighbouring months fill the edges.
 */
export function monthGrid(day: string, firstDay: Weekday): string[][] {
  const last = endOfMonth(day);
  const weeks: string[][] = [];
  for (
    let start = startOfWeek(startOfMonth(day), firstDay);
    start <= last;
    start = addDays(start, 7)
  )
    weeks.push(weekDays(start, firstDay));
  return weeks;
}

/** The first and last day a view shows. */
export function viewRange(
  view: CalendarView,
  day: string,
  firstDay: Weekday,
): { first: string; last: string } {
  if (view === 'week') {
    const days = weekDays(day, firstDay);
    return { first: days[0] ?? day, last: days[6] ?? day };
  }
  if (view === 'list') return { first: startOfMonth(day), last: endOfMonth(day) };
  const weeks = monthGrid(day, firstDay);
  return { first: weeks[0]?.[0] ?? day, last: weeks.at(-1)?.[6] ?? day };
}

/**
 * The instants to ask the events service for ([from, to)). Events are placed by the day they fall
 * on at the association, which the viewer's clock does not know, so a day either side is asked for
 * and the calendar keeps only what lands in view.
 */
export function fetchRange(range: { first: string; last: string }): { from: string; to: string } {
  return {
    from: `${addDays(range.first, -1)}T00:00:00Z`,
    to: `${addDays(range.last, 2)}T00:00:00Z`,
  };
}

/** Where the previous and next buttons go: a month, or a week. */
export function stepView(view: CalendarView, day: string, direction: 1 | -1): string {
  return view === 'week' ? addDays(day, 7 * direction) : addMonths(day, direction);
}

/**
 * Month-view keys: arrows move a day or a week, Home and End to the ends of the week, Page Up and
 * Page Down a month. Null for any other key.
 */
export function moveByKey(day: string, key: string, firstDay: Weekday): string | null {
  switch (key) {
    case 'ArrowLeft':
      return addDays(day, -1);
    case 'ArrowRight':
      return addDays(day, 1);
    case 'ArrowUp':
      return addDays(day, -7);
    case 'ArrowDown':
      return addDays(day, 7);
    case 'Home':
      return startOfWeek(day, firstDay);
    case 'End':
      return addDays(startOfWeek(day, firstDay), 6);
    case 'PageUp':
      return addMonths(day, -1);
    case 'PageDown':
      return addMonths(day, 1);
    default:
      return null;
  }
}

// ---------------------------------------------------------------------------------------------
// What the calendar shows

export type CalendarItemKind = 'event' | 'meeting' | 'reservation';

export interface CalendarItem {
  /** Unique in one calendar: `event-13001`, `reservation-11002`. */
  key: string;
  kind: CalendarItemKind;
  title: string;
  description?: string | undefined;
  location?: string | undefined;
  /** First and last day it covers (inclusive). */
  startDay: string;
  endDay: string;
  allDay: boolean;
  /** HH:mm at the association, for timed items. */
  startTime?: string | undefined;
  endTime?: string | undefined;
  /** The IANA zone its times are read in: the one its service offset stands for. */
  timeZone: string;
  reservationStatus?: ReservationStatus | undefined;
  /** The management company's note on a reservation. */
  decisionNote?: string | undefined;
}

const WALL_CLOCK = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})/;

/**
 * The day and time an instant reads at the association. The service writes instants with the
 * association's offset (`2026-12-10T18:30:00-06:00`), so the written day and time are the local
 * ones; they are read as written rather than converted to the viewer's zone. An instant written
 * otherwise falls back to the viewer's clock.
 */
export function wallClock(iso: string): { day: string; time: string } | null {
  const match = WALL_CLOCK.exec(iso);
  if (match?.[1] && isCalendarDate(match[1]))
    return { day: match[1], time: `${match[2]}:${match[3]}` };
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  const pad = (n: number) => String(n).padStart(2, '0');
  return {
    day: `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`,
    time: `${pad(date.getHours())}:${pad(date.getMinutes())}`,
  };
}

/** A service event as a calendar item; null when its dates cannot be read. */
export function eventItem(event: CommunityEvent): CalendarItem | null {
  const start = wallClock(event.start);
  const end = wallClock(event.end);
  if (!start || !end) return null;
  // The end is exclusive: an all-day event, or one ending at midnight, does not cover that day.
  const endsAtMidnight = end.time === '00:00' && end.day > start.day;
  const endDay = event.allDay || endsAtMidnight ? addDays(end.day, -1) : end.day;
  return {
    key: `event-${event.eventId}`,
    kind: event.kind,
    title: event.title,
    description: event.description,
    location: event.location,
    startDay: start.day,
    endDay: endDay < start.day ? start.day : endDay,
    allDay: event.allDay,
    startTime: event.allDay ? undefined : start.time,
    endTime: event.allDay ? undefined : end.time,
    timeZone: timeZoneOfInstant(event.start),
    reservationStatus: event.kind === 'reservation' ? event.reservationStatus : undefined,
  };
}

/**
 * One of the homeowner's reservations as a calendar item. A reservation's times carry no zone:
 * they are the association's, the zone of its event copy when the calendar has one, else the
 * business zone.
 */
export function reservationItem(
  reservation: Reservation,
  timeZone: string = BUSINESS_TIME_ZONE,
): CalendarItem {
  return {
    key: `reservation-${reservation.id}`,
    kind: 'reservation',
    title: reservation.amenityName,
    description: reservation.notes ?? undefined,
    location: reservation.amenityName,
    startDay: reservation.date,
    endDay: reservation.date,
    allDay: false,
    startTime: reservation.startTime,
    endTime: reservation.endTime,
    timeZone,
    reservationStatus: reservation.status,
    decisionNote: reservation.decisionNote ?? undefined,
  };
}

/**
 * The association's events and the homeowner's reservations together. The events service lists
 * reservations too; the homeowner's own record of one wins over the event copy (it has the
 * status and the management company's note), so each reservation shows once.
 */
export function calendarItems(
  events: readonly CommunityEvent[],
  reservations: readonly Reservation[],
): CalendarItem[] {
  const own = new Set(reservations.map((reservation) => reservation.id));
  const zones = new Map(
    events.flatMap((event) =>
      event.reservationId === undefined
        ? []
        : [[event.reservationId, timeZoneOfInstant(event.start)] as const],
    ),
  );
  const fromEvents = events
    .filter((event) => event.reservationId === undefined || !own.has(event.reservationId))
    .map(eventItem)
    .filter((item): item is CalendarItem => item !== null);
  return sortItems([
    ...fromEvents,
    ...reservations.map((reservation) => reservationItem(reservation, zones.get(reservation.id))),
  ]);
}

/** By first day, then all-day items first, then by start time, then by title. */
export function sortItems(items: readonly CalendarItem[]): CalendarItem[] {
  return [...items].sort(
    (a, b) =>
      a.startDay.localeCompare(b.startDay) ||
      Number(b.allDay) - Number(a.allDay) ||
      (a.startTime ?? '').localeCompare(b.startTime ?? '') ||
      a.title.localeCompare(b.title) ||
      a.key.localeCompare(b.key),
  );
}

/** What is on one day: all-day items first, then by start time, then by title. */
export function itemsOn(items: readonly CalendarItem[], day: string): CalendarItem[] {
  return items
    .filter((item) => item.startDay <= day && day <= item.endDay)
    .sort(
      (a, b) =>
        Number(b.allDay) - Number(a.allDay) ||
        (a.startTime ?? '').localeCompare(b.startTime ?? '') ||
        a.title.localeCompare(b.title) ||
        a.key.localeCompare(b.key),
    );
}

/** The days of a range that have something on, each with its items (the list view). */
export function agenda(
  items: readonly CalendarItem[],
  range: { first: string; last: string },
): { day: string; items: CalendarItem[] }[] {
  const days: { day: string; items: CalendarItem[] }[] = [];
  for (let day = range.first; day <= range.last; day = addDays(day, 1)) {
    const on = itemsOn(items, day);
    if (on.length > 0) days.push({ day, items: on });
  }
  return days;
}

// ---------------------------------------------------------------------------------------------
// Add to calendar

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** Events and meetings, and reservations once confirmed (a tentative one may yet be declined). */
export function canAddToCalendar(item: CalendarItem): boolean {
  return item.kind !== 'reservation' || item.reservationStatus === 'confirmed';
}

/** What "Add to calendar" names and calls the file: "Annual meeting", "Clubhouse reservation". */
export function calendarFileTitle(item: CalendarItem, t: Translate): string {
  return item.kind === 'reservation'
    ? t('calendar.file.reservation', { amenity: item.title })
    : item.title;
}

/** The item as an .ics event, with the texts in the visitor's language. */
export function calendarFileEvent(item: CalendarItem, t: Translate): CalendarFileEvent {
  const note = item.decisionNote
    ? `${t('reservations.decisionNote')} ${item.decisionNote}`
    : undefined;
  const description = [item.description, note].filter(Boolean).join('\n\n');
  return {
    uid: `${item.key}@courtyard`,
    summary: calendarFileTitle(item, t),
    description: description || undefined,
    location: item.location,
    when:
      item.allDay || !item.startTime
        ? { allDay: true, firstDay: item.startDay, lastDay: item.endDay }
        : {
            allDay: false,
            timeZone: item.timeZone,
            startDay: item.startDay,
            startTime: item.startTime,
            endDay: item.endDay,
            // An item without an end is given none of its own length: it ends as it starts.
            endTime: item.endTime ?? item.startTime,
          },
  };
}

/** The download's name, without `.ics`: the title and the day. */
export function calendarFileName(item: CalendarItem, t: Translate): string {
  return `${calendarFileTitle(item, t)}-${item.startDay}`;
}

// ---------------------------------------------------------------------------------------------
// The calendar's shareable state

export function viewOf(search: CalendarSearch): CalendarView {
  return search.view ?? 'month';
}
