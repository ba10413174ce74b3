import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn } from '@/components/data-table';
import { centsToDecimalString, formatCents } from '@/lib/money';
import { useGridLayout } from '@/entities/grid-layout/use-grid-layout';
import type { LedgerEntry } from '../api/account-api';
import { isInDateRange, type DateRange } from '../lib/account-search';
import { calendarDateFormatter } from '../lib/calendar';
import { chronological, isLedgerKind, ledgerKindOf, type LedgerKind } from '../lib/ledger-kinds';

/** The grid id the ledger layout is stored under in the session's gridsColumnState. */
export const LEDGER_GRID_ID = 'account-history.ledger';
const DEFAULT_SORT = [{ id: 'date', desc: true }] as const;

interface LedgerGridProps {
  entries: readonly LedgerEntry[];
  accountNumber: string;
  today: string;
  /** The date-range filter (YYYY-MM-DD, both inclusive, either may be open). */
  from: string | undefined;
  to: string | undefined;
  kind: LedgerKind | undefined;
}

const isDateRange = (value: unknown): value is DateRange =>
  typeof value === 'object' && value !== null;

/** The ledger on the shared grid: running balance, sort, filters, layout, CSV of what is shown. */
export function LedgerGrid({ entries, accountNumber, today, from, to, kind }: LedgerGridProps) {
  const { t, i18n } = useTranslation('account');
  const locale = i18n.resolvedLanguage ?? 'en';
  const layout = useGridLayout(LEDGER_GRID_ID);

  const columns = useMemo<DataTableColumn<LedgerEntry>[]>(() => {
    const formatDate = calendarDateFormatter(locale);
    return [
      {
        id: 'date',
        header: t('ledger.columns.date'),
        value: (entry) => entry.date,
        cell: (entry) => formatDate(entry.date),
        compare: chronological,
        filter: (entry, range) => !isDateRange(range) || isInDateRange(entry.date, range),
        hideable: false,
        size: 136,
      },
      {
        id: 'description',
        header: t('ledger.columns.description'),
        value: (entry) => entry.description,
        rowHeader: true,
        size: 260,
        minSize: 120,
      },
      {
        id: 'type',
        header: t('ledger.columns.type'),
        value: (entry) => t(`kinds.${ledgerKindOf(entry)}`),
        filter: (entry, value) => !isLedgerKind(value) || ledgerKindOf(entry) === value,
        size: 128,
      },
      {
        id: 'reference',
        header: t('ledger.columns.reference'),
        value: (entry) => entry.reference ?? '',
        size: 160,
      },
      {
        id: 'amount',
        header: t('ledger.columns.amount'),
        value: (entry) => entry.amount,
        cell: (entry) => formatCents(entry.amount, locale),
        csv: (entry) => centsToDecimalString(entry.amount),
        align: 'end',
        size: 120,
      },
      {
        id: 'balance',
        header: t('ledger.columns.balance'),
        value: (entry) => entry.runningBalance,
        cell: (entry) => formatCents(entry.runningBalance, locale),
        csv: (entry) => centsToDecimalString(entry.runningBalance),
        align: 'end',
        size: 120,
      },
    ];
  }, [t, locale]);
  const filters = useMemo(
    () => ({ date: from || to ? ({ from, to } satisfies DateRange) : undefined, type: kind }),
    [from, to, kind],
  );

  return (
    <DataTable<LedgerEntry>
      gridId={LEDGER_GRID_ID}
      label={t('ledger.label', { accountNumber })}
      rows={entries}
      columns={columns}
      getRowId={(entry) => String(entry.id)}
      defaultSort={DEFAULT_SORT}
      filters={filters}
      exportFileName={`${accountNumber}-ledger-${today}`}
      emptyMessage={entries.length === 0 ? t('ledger.empty') : t('ledger.noMatch')}
      {...layout}
    />
  );
}
