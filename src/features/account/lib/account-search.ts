import type { ListLedgerEntriesParams } from '../api/account-api';
import { addMonths } from '@/lib/dates';

export type { AccountSearch, HistorySearch } from './search-params';

/** SPEC §9 document filter: the history shows the last 36 months unless asked for all. */
export const RECENT_LEDGER_MONTHS = 36;

/** The date-range filter of the ledger grid (YYYY-MM-DD, both inclusive, either open). */
export interface DateRange {
  from?: string | undefined;
  to?: string | undefined;
}

export function isInDateRange(date: string, range: DateRange): boolean {
  return (
    (range.from === undefined || date >= range.from) && (range.to === undefined || date <= range.to)
  );
}

/** The `GET /Ledger` request: the last 36 months (from that day on) unless `all`. */
export function ledgerQuery(
  subLedgerId: number,
  range: 'recent' | 'all',
  today: string,
): ListLedgerEntriesParams {
  return range === 'all'
    ? { subLedgerId }
    : { subLedgerId, from: addMonths(today, -RECENT_LEDGER_MONTHS) };
}
