import { BUSINESS_TIME_ZONE, calendarDateIn } from '@/lib/dates';
import { zoneOffsetMs } from '@/lib/time-zones';
import { addDays, isCalendarDate } from '@/lib/dates';

/**
 * SPEC §4, §9: a recurring or scheduled payment can be edited or removed until 8:00 pm Eastern
 * time (America/New_York, so EST or EDT as the date falls) the day before its date; a same-day
 * one-time payment cannot be cancelled. This module is the one place that rule lives.
 */
export const CUTOFF_HOUR = 20;
export const CUTOFF_TIME_ZONE = BUSINESS_TIME_ZONE;

/** The instant a zone's clocks show `hour`:00 on a calendar day (never inside a DST gap at 8 pm). */
export function zonedInstant(date: string, hour: number, timeZone: string): Date {
  const [year = NaN, month = NaN, day = NaN] = date.split('-').map(Number);
  const wall = Date.UTC(year, month - 1, day, hour);
  const first = wall - zoneOffsetMs(timeZone, new Date(wall));
  // The offset at the guess may differ from the offset at the answer near a DST change.
  return new Date(wall - zoneOffsetMs(timeZone, new Date(first)));
}

/** The rule itself: 8:00 pm Eastern on the day before the payment date. */
export function cutoffFor(paymentDate: string): Date {
  return zonedInstant(addDays(paymentDate, -1), CUTOFF_HOUR, CUTOFF_TIME_ZONE);
}

export type ChangeWindow =
  | { allowed: true; until: Date }
  | { allowed: false; reason: 'pastCutoff' | 'sameDay'; until: Date };

/**
 * Whether a payment dated `paymentDate` can still be changed or removed at `now`. The service's
 * `editableUntil` is used when it is given and earlier; the rule above always applies as well, so a
 * late or missing service value never opens a payment past 8:00 pm Eastern the day before.
 */
export function changeWindow(
  now: Date,
  paymentDate: string,
  options: { editableUntil?: string | undefined; oneTime?: boolean } = {},
): ChangeWindow {
  const rule = cutoffFor(paymentDate);
  const service = options.editableUntil ? new Date(options.editableUntil) : null;
  const until =
    service && !Number.isNaN(service.getTime()) && service.getTime() < rule.getTime()
      ? service
      : rule;
  if (now.getTime() < until.getTime()) return { allowed: true, until };
  const today = calendarDateIn(CUTOFF_TIME_ZONE, now);
  return {
    allowed: false,
    reason: options.oneTime && today === paymentDate ? 'sameDay' : 'pastCutoff',
    until,
  };
}

/** `changeWindow(...).allowed`, for checks that need no reason. */
export function canChange(now: Date, paymentDate: string, editableUntil?: string): boolean {
  return changeWindow(now, paymentDate, { editableUntil }).allowed;
}

/**
 * The first date a payment can be moved to at `now`: its own cut-off must still lie ahead
 * (tomorrow before 8:00 pm Eastern, the day after tomorrow from then on).
 */
export function earliestChangeableDate(now: Date): string {
  let date = addDays(calendarDateIn(CUTOFF_TIME_ZONE, now), 1);
  while (!canChange(now, date)) date = addDays(date, 1);
  return date;
}

/** Why a new date for a payment is refused, if it is: a translation key suffix. */
export function newDateProblem(
  now: Date,
  date: string,
): 'required' | 'invalid' | 'past' | 'pastCutoff' | null {
  if (date === '') return 'required';
  if (!isCalendarDate(date)) return 'invalid';
  if (date < calendarDateIn(CUTOFF_TIME_ZONE, now)) return 'past';
  return canChange(now, date) ? null : 'pastCutoff';
}
