// The account pages' search params. The routes' validateSearch runs before any page chunk
// loads, so this module is part of the first load: it imports nothing and holds only the parsers.

/** The kinds of ledger entry the history filters by (`?type=lateFee`); see ledger-kinds.ts. */
export const LEDGER_KINDS = [
  'assessment',
  'lateFee',
  'fine',
  'otherCharge',
  'payment',
  'credit',
  'adjustment',
] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

export function isLedgerKind(value: unknown): value is LedgerKind {
  return typeof value === 'string' && (LEDGER_KINDS as readonly string[]).includes(value);
}

/** Both account pages: which sub-ledger (account) they show. */
export interface AccountSearch {
  subLedger?: number;
}

/** The account history's shareable view: account, date range, kind and the 36-month filter. */
export interface HistorySearch extends AccountSearch {
  /** First day shown (YYYY-MM-DD, inclusive). */
  from?: string;
  /** Last day shown (YYYY-MM-DD, inclusive). */
  to?: string;
  type?: LedgerKind;
  /** `all` shows the full history; absent, the last 36 months. */
  range?: 'all';
}

/** Whether a text is a real YYYY-MM-DD day (2026-02-30 is not). */
export function isCalendarDate(value: unknown): value is string {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

function positiveId(value: unknown): number | undefined {
  const id = typeof value === 'string' && /^\d{1,16}$/.test(value) ? Number(value) : value;
  return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

/** Reads an account page's search params; anything unknown or malformed is dropped. */
export function parseAccountSearch(raw: Record<string, unknown>): AccountSearch {
  const subLedger = positiveId(raw.subLedger);
  return subLedger === undefined ? {} : { subLedger };
}

/**
 * Reads the history's search params. Dates that are not real days are dropped, and a range typed
 * the wrong way round (from after to) is turned round rather than showing nothing.
 */
export function parseHistorySearch(raw: Record<string, unknown>): HistorySearch {
  const search: HistorySearch = parseAccountSearch(raw);
  let from = isCalendarDate(raw.from) ? raw.from : undefined;
  let to = isCalendarDate(raw.to) ? raw.to : undefined;
  if (from && to && from > to) [from, to] = [to, from];
  if (from) search.from = from;
  if (to) search.to = to;
  if (isLedgerKind(raw.type)) search.type = raw.type;
  if (raw.range === 'all') search.range = 'all';
  return search;
}
