// Calendar days as YYYY-MM-DD text, computed in UTC so no time zone or DST shifts a day.

function parts(date: string): [number, number, number] {
  const [year = NaN, month = NaN, day = NaN] = date.split('-').map(Number);
  return [year, month, day];
}

function format(utc: Date): string {
  return utc.toISOString().slice(0, 10);
}

/** True for a real calendar day written YYYY-MM-DD (2026-02-30 is not one). */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const [year, month, day] = parts(value);
  return format(new Date(Date.UTC(year, month - 1, day))) === value;
}

export function addDays(date: string, days: number): string {
  const [year, month, day] = parts(date);
  return format(new Date(Date.UTC(year, month - 1, day + days)));
}

/**
 * The same day `months` later; a day the month does not have becomes its last day
 * (2027-01-31 + 1 month = 2027-02-28).
 */
export function addMonths(date: string, months: number): string {
  const [year, month, day] = parts(date);
  const lastDay = new Date(Date.UTC(year, month - 1 + months + 1, 0)).getUTCDate();
  return format(new Date(Date.UTC(year, month - 1 + months, Math.min(day, lastDay))));
}
