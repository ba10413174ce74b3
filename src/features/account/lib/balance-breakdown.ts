import type { LedgerEntry } from '../api/account-api';
import { chronological, LEDGER_KINDS, ledgerKindOf, type LedgerKind } from './ledger-kinds';

export interface BreakdownPart {
  kind: LedgerKind;
  /** Signed cents: charges add to the balance, payments and credits take from it. */
  total: number;
  /** How many entries make up the part (the rows a link to the history shows). */
  count: number;
}

export interface BalanceBreakdown {
  /** The balance before the first entry shown (0 when the ledger starts at zero). */
  openingBalance: number;
  /** The kinds that occur, in the fixed order of LEDGER_KINDS. */
  parts: BreakdownPart[];
  /** The balance after the last entry: opening balance plus every part. */
  closingBalance: number;
  /** The first and last day of the entries; null for an empty ledger. */
  firstDate: string | null;
  lastDate: string | null;
}

/**
 * "Explain my balance": the ledger grouped by kind, so opening balance + parts = closing balance.
 * The entries may come in any order; the opening balance is read from the oldest one (its running
 * balance less its amount), so a window that starts mid-history still adds up.
 */
export function explainBalance(entries: readonly LedgerEntry[]): BalanceBreakdown {
  if (entries.length === 0) {
    return { openingBalance: 0, parts: [], closingBalance: 0, firstDate: null, lastDate: null };
  }
  const ordered = [...entries].sort(chronological);
  const first = ordered[0] as LedgerEntry;
  const last = ordered[ordered.length - 1] as LedgerEntry;
  const openingBalance = first.runningBalance - first.amount;
  const totals = new Map<LedgerKind, BreakdownPart>();
  for (const entry of ordered) {
    const kind = ledgerKindOf(entry);
    const part = totals.get(kind) ?? { kind, total: 0, count: 0 };
    part.total += entry.amount;
    part.count += 1;
    totals.set(kind, part);
  }
  const parts = LEDGER_KINDS.flatMap((kind) => totals.get(kind) ?? []);
  const closingBalance = openingBalance + parts.reduce((sum, part) => sum + part.total, 0);
  return { openingBalance, parts, closingBalance, firstDate: first.date, lastDate: last.date };
}

/**
 * Whether the ledger's own running balance agrees with the sum (it should; a service that posted
 * entries out of step would make the explanation wrong, so the page says so instead).
 */
export function breakdownAgrees(
  breakdown: BalanceBreakdown,
  entries: readonly LedgerEntry[],
): boolean {
  if (entries.length === 0) return true;
  const last = [...entries].sort(chronological).at(-1) as LedgerEntry;
  return last.runningBalance === breakdown.closingBalance;
}
