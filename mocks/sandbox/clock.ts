// The sandbox's clock and calendar. The demo story is written for 2026-11-22 in the association's
// zone; the seed moves every date by the days from then to today there. SANDBOX_NOW fixes "now"
// for the whole process (tests, the seed, the cut-offs); a tenant may carry its own (tenants.ts).
import { TZDate } from '@date-fns/tz';
import { addDays, differenceInCalendarDays, formatISO, parseISO } from 'date-fns';

export const ZONE = 'America/New_York';
/** The "today" the contracts' examples and docs/contracts.md are written for. */
export const STORY_DAY = '2026-11-22';

export function processNow(): Date {
  const fixed = process.env.SANDBOX_NOW;
  if (fixed) {
    const at = new Date(fixed);
    if (Number.isNaN(at.getTime())) throw new Error(`SANDBOX_NOW is not an ISO instant: ${fixed}`);
    return at;
  }
  return new Date();
}

/** The calendar day of an instant in the association's zone, YYYY-MM-DD. */
export function dayInZone(at: Date): string {
  return formatISO(new TZDate(at, ZONE), { representation: 'date' });
}

export function addDaysToDay(day: string, days: number): string {
  return formatISO(addDays(parseISO(day), days), { representation: 'date' });
}

export function daysBetween(from: string, to: string): number {
  return differenceInCalendarDays(parseISO(to), parseISO(from));
}

/**
 * SPEC §4: scheduled and recurring payments change until 8:00 pm Eastern the day before their
 * date. The instant, with the zone's offset of that evening (EST or EDT).
 */
export function editableUntil(day: string): string {
  const [year, month, date] = addDaysToDay(day, -1).split('-').map(Number) as [
    number,
    number,
    number,
  ];
  return formatISO(new TZDate(year, month - 1, date, 20, 0, 0, ZONE));
}

export function isEditable(day: string, now: Date): boolean {
  return now.getTime() < new Date(editableUntil(day)).getTime();
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const INSTANT = /^(\d{4}-\d{2}-\d{2})(T[0-9:.]+)(Z|[+-]\d{2}:\d{2})$/;

/**
 * Moves every calendar day and instant in a value (an example's JSON) by whole days: the demo
 * story's dates follow today. Other strings are left as they are.
 */
export function shiftDates<T>(value: T, days: number): T {
  if (days === 0) return value;
  const visit = (item: unknown): unknown => {
    if (typeof item === 'string') {
      if (DAY.test(item)) return addDaysToDay(item, days);
      const instant = INSTANT.exec(item);
      if (instant)
        return `${addDaysToDay(instant[1] ?? '', days)}${instant[2] ?? ''}${instant[3] ?? ''}`;
      return item;
    }
    if (Array.isArray(item)) return item.map(visit);
    if (item && typeof item === 'object')
      return Object.fromEntries(Object.entries(item).map(([key, inner]) => [key, visit(inner)]));
    return item;
  };
  return visit(value) as T;
}
