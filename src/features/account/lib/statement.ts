import {
  StatementDurations,
  StatementFormats,
  StatementTypes,
  type ExportLedgerFormat,
  type StatementDuration,
  type StatementType,
} from '../api/account-api';

/** SPEC §9: the statement durations and types, in the order the dialog offers them. */
export const STATEMENT_DURATIONS: readonly StatementDuration[] = Object.values(StatementDurations);
export const STATEMENT_TYPES: readonly StatementType[] = Object.values(StatementTypes);
export const STATEMENT_FORMATS: readonly ExportLedgerFormat[] = Object.values(StatementFormats);

export const DEFAULT_STATEMENT = {
  duration: 'last30Days',
  statementType: 'transactionHistory',
  format: 'pdf',
} as const satisfies {
  duration: StatementDuration;
  statementType: StatementType;
  format: ExportLedgerFormat;
};

/** Letters, digits, dash and underscore; anything else in an account number becomes a dash. */
function fileNamePart(text: string): string {
  return (
    text
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^A-Za-z0-9_-]+/g, '-')
      .replace(/-{2,}/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 40) || 'account'
  );
}

/**
 * The name a statement is saved under: account number, type, duration and the format's
 * extension, as the service suggests it (`MG-1001-transactionHistory-last30Days.pdf`).
 */
export function statementFileName(request: {
  accountNumber: string;
  statementType: StatementType;
  duration: StatementDuration;
  format: ExportLedgerFormat;
}): string {
  return `${fileNamePart(request.accountNumber)}-${request.statementType}-${request.duration}.${request.format}`;
}

export function isStatementDuration(value: unknown): value is StatementDuration {
  return typeof value === 'string' && (STATEMENT_DURATIONS as readonly string[]).includes(value);
}

export function isStatementType(value: unknown): value is StatementType {
  return typeof value === 'string' && (STATEMENT_TYPES as readonly string[]).includes(value);
}

export function isStatementFormat(value: unknown): value is ExportLedgerFormat {
  return typeof value === 'string' && (STATEMENT_FORMATS as readonly string[]).includes(value);
}
