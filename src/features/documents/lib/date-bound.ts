/** SPEC §9: the document filter is "last 36 months" or "all". */
export const RECENT_DOCUMENT_MONTHS = 36;

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * The calendar day `months` before `today` (local time) as YYYY-MM-DD, the value of the
 * contract's `modifiedAfter`. A day the earlier month does not have becomes that month's last
 * day (29 February 2028 less 36 months is 28 February 2025).
 */
export function monthsBefore(today: Date, months: number): string {
  const totalMonths = today.getFullYear() * 12 + today.getMonth() - months;
  const year = Math.floor(totalMonths / 12);
  const month = totalMonths - year * 12;
  const lastDay = new Date(year, month + 1, 0).getDate();
  const day = Math.min(today.getDate(), lastDay);
  return `${String(year).padStart(4, '0')}-${pad(month + 1)}-${pad(day)}`;
}

/** The "last 36 months" bound for `today`. */
export function recentDocumentsBound(today: Date): string {
  return monthsBefore(today, RECENT_DOCUMENT_MONTHS);
}

/**
 * Whether a document modified at `modifiedAt` (an ISO instant) is on or after the day `bound`.
 * The day of an instant is taken in UTC, as the service stores it; an unreadable date is kept
 * rather than hidden.
 */
export function isOnOrAfter(modifiedAt: string, bound: string): boolean {
  const time = Date.parse(modifiedAt);
  if (Number.isNaN(time)) return true;
  return new Date(time).toISOString().slice(0, 10) >= bound;
}
