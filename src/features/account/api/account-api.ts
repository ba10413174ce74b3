// What the account overview and history read from connect payments: the ledger and its
// statements, the balance history behind the chart, upcoming charges and recent payments.
import {
  exportLedger,
  getGetBalanceHistoryQueryOptions,
  getListLedgerEntriesQueryOptions,
} from '@generated/connect-payments/hooks/ledger/ledger';
import type {
  BalanceHistory,
  ExportLedgerFormat,
  GetBalanceHistoryParams,
  LedgerEntry,
  ListLedgerEntriesParams,
  StatementDuration,
  StatementType,
} from '@generated/connect-payments/model';
import {
  GetBalanceHistoryResponse,
  ListLedgerEntriesResponse,
} from '@generated/connect-payments/zod/connect-payments.zod';
import { useQuery } from '@tanstack/react-query';
import type { QueryOptionsOf as Options } from '@/entities/account/queries';
import { checkedQuery } from '@/lib/api/answer-check';
import { fetchFile } from '@/lib/api/file-download';

// Charges and payments are read by several features: the entity holds their checked queries.
export { useListCharges, useListPayments } from '@/entities/account/queries';

// Every answer here carries money: each is checked against its contract where it arrives, so a
// malformed one is a clear error on the page, never NaN dollars (src/lib/api/answer-check.ts).

/** `GET /Ledger`: the entries of one account (the history page and its route's loader). */
export const ledgerQueryOptions = (
  params: ListLedgerEntriesParams,
  options?: Options<LedgerEntry[]>,
) =>
  checkedQuery(
    getListLedgerEntriesQueryOptions(params, options),
    'listLedgerEntries',
    ListLedgerEntriesResponse,
  );

export function useListLedgerEntries(
  params: ListLedgerEntriesParams,
  options?: Options<LedgerEntry[]>,
) {
  return useQuery(ledgerQueryOptions(params, options));
}

export function useGetBalanceHistory(
  params: GetBalanceHistoryParams,
  options?: Options<BalanceHistory>,
) {
  return useQuery(
    checkedQuery(
      getGetBalanceHistoryQueryOptions(params, options),
      'getBalanceHistory',
      GetBalanceHistoryResponse,
    ),
  );
}

export type {
  BalanceHistory,
  BalanceHistoryPoint,
  Charge,
  ChargeType,
  ExportLedgerFormat,
  LedgerEntry,
  LedgerEntryType,
  ListLedgerEntriesParams,
  Payment,
  StatementDuration,
  StatementType,
} from '@generated/connect-payments/model';
export {
  ExportLedgerFormat as StatementFormats,
  StatementDuration as StatementDurations,
  StatementType as StatementTypes,
} from '@generated/connect-payments/model';

export interface StatementRequest {
  subLedgerId: number;
  statementType: StatementType;
  duration: StatementDuration;
  format: ExportLedgerFormat;
}

/** The file type each statement format is answered in. */
const STATEMENT_TYPES: Record<ExportLedgerFormat, string> = {
  pdf: 'application/pdf',
  csv: 'text/csv',
};

/**
 * `GET /Ledger/Export`: the statement file as a Blob, byte for byte. A plain call, not a query:
 * the download dialog shows its own progress and error, so no global error toast is raised.
 */
export function downloadStatement(request: StatementRequest, signal?: AbortSignal): Promise<Blob> {
  return fetchFile(
    (init) => exportLedger(request, init),
    [STATEMENT_TYPES[request.format]],
    signal,
  );
}
