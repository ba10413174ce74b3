import type { LedgerEntry } from '../api/account-api';
import { isLedgerKind, LEDGER_KINDS, type LedgerKind } from './search-params';

export { isLedgerKind, LEDGER_KINDS, type LedgerKind };

/**
 * What a ledger entry is, in the words the homeowner reads: the entry type of the contract, with
 * charges split by their charge type (an assessment is a charge whose chargeType is assessment).
 * The breakdown groups by these kinds, and the history filters by them (`?type=lateFee`).
 */
export function ledgerKindOf(entry: Pick<LedgerEntry, 'type' | 'chargeType'>): LedgerKind {
  switch (entry.type) {
    case 'payment':
    case 'credit':
    case 'adjustment':
    case 'lateFee':
    case 'fine':
      return entry.type;
    case 'charge':
      switch (entry.chargeType) {
        case 'assessment':
        case 'lateFee':
        case 'fine':
          return entry.chargeType;
        default:
          return 'otherCharge';
      }
  }
}

/** Oldest first: by date, then by id (the service numbers entries in the order they post). */
export function chronological(a: Pick<LedgerEntry, 'date' | 'id'>, b: typeof a): number {
  if (a.date !== b.date) return a.date < b.date ? -1 : 1;
  return a.id - b.id;
}
