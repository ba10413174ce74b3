// What the account overview and history read from connect payments: the ledger and its
// statements, the balance history behind the chart, upcoming charges and recent payments.
import { useListCharges } from '@generated/connect-payments/hooks/charges/charges';
import {
  exportLedger,
  useGetBalanceHistory,
  useListLedgerEntries,
} from '@generated/connect-payments/hooks/ledger/ledger';
import { useListPayments } from '@generated/connect-payments/hooks/payments/payments';
import type {
  ExportLedgerFormat,
  StatementDuration,
  StatementType,
} from '@generated/connect-payments/model';

export { useGetBalanceHistory, useListCharges, useListLedgerEntries, useListPayments };
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

const ACCEPT: Record<ExportLedgerFormat, string> = {
  pdf: 'application/pdf, application/problem+json',
  csv: 'text/csv, application/problem+json',
};

/**
 * `GET /Ledger/Export`: the statement file as a Blob, byte for byte. A plain call, not a query:
 * the download dialog shows its own progress and error, so no global error toast is raised.
 */
export async function downloadStatement(
  request: StatementRequest,
  signal?: AbortSignal,
): Promise<Blob> {
  const body: unknown = await exportLedger(request, {
    signal,
    headers: { Accept: ACCEPT[request.format] },
  });
  // The fetcher reads a file answer as a Blob, byte for byte (acceptsFile in create-fetcher.ts).
  if (body instanceof Blob) return body;
  throw new TypeError('The file answer was not read as a file');
}
