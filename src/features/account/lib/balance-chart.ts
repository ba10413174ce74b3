import type { BalanceHistoryPoint } from '../api/account-api';

/** The overview chart shows the closing balances of the last 12 months. */
export const CHART_MONTHS = 12;

/** The points to draw: one per month, oldest first, at most the last 12, duplicates dropped. */
export function chartPoints(points: readonly BalanceHistoryPoint[]): BalanceHistoryPoint[] {
  const byMonth = new Map<string, BalanceHistoryPoint>();
  for (const point of points) {
    if (/^\d{4}-(0[1-9]|1[0-2])$/.test(point.month) && Number.isSafeInteger(point.closingBalance))
      byMonth.set(point.month, point);
  }
  return [...byMonth.values()].sort((a, b) => (a.month < b.month ? -1 : 1)).slice(-CHART_MONTHS);
}

/** The smallest 1, 2, 2.5 or 5 × 10ⁿ whole dollars (in cents) at or above an amount. */
export function niceCeiling(cents: number): number {
  if (cents <= 0) return 0;
  const dollars = Math.ceil(cents / 100);
  const magnitude = 10 ** Math.floor(Math.log10(dollars));
  const step = [1, 2, 2.5, 5, 10].find((factor) => factor * magnitude >= dollars) ?? 10;
  return Math.round(step * magnitude * 100);
}

export interface BalanceScale {
  /** Bottom and top of the value axis, in cents (the bottom is below 0 only for credits). */
  min: number;
  max: number;
  /** Gridlines to label, bottom to top. */
  ticks: number[];
}

/** The value axis: from 0 (or the largest credit) to a round amount above the largest balance. */
export function balanceScale(points: readonly Pick<BalanceHistoryPoint, 'closingBalance'>[]) {
  const values = points.map((point) => point.closingBalance);
  const top = niceCeiling(Math.max(0, ...values));
  const bottom = 0 - niceCeiling(-Math.min(0, ...values));
  const max = top === 0 && bottom === 0 ? 10_000 : top;
  const ticks =
    bottom < 0 ? [bottom, 0, max].filter((v, i, all) => all.indexOf(v) === i) : [0, max / 2, max];
  return { min: bottom, max, ticks } satisfies BalanceScale;
}

/** The month with the highest closing balance (the latest of equals); null without points. */
export function highestPoint(points: readonly BalanceHistoryPoint[]): BalanceHistoryPoint | null {
  let highest: BalanceHistoryPoint | null = null;
  for (const point of points) {
    if (!highest || point.closingBalance >= highest.closingBalance) highest = point;
  }
  return highest;
}

/** A YYYY-MM month as a UTC date on its first day, for month names in the reader's language. */
export function monthDate(month: string): Date {
  const [year, monthNumber] = month.split('-').map(Number);
  return new Date(Date.UTC(year ?? 1970, (monthNumber ?? 1) - 1, 1));
}
