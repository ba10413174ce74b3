import type { TFunction } from 'i18next';
import type { DataTableColumn } from '@/components/data-table';
import { formatCalendarDate, formatInstant } from '@/lib/dates';
import { centsToDecimalString, formatCents } from '@/lib/money';
import type { BoardPageKey } from './board-pages';

/** The board pages that are grids (the ARC pages are their own feature). */
export type BoardGridKey = Exclude<BoardPageKey, 'arcs'>;

type Field<TRow, TValue> = (row: TRow) => TValue;

/**
 * What a board page's configuration builds its columns and details with: the page's texts
 * (`<page>.columns.<id>`, `<page>.values.<field>.<value>` in the board namespace) and the
 * portal's formats (calendar days, instants, cents). One set of column builders for all pages.
 */
export interface BoardContext {
  page: BoardGridKey;
  t: TFunction<'board'>;
  locale: string;
  /** The header of a column, also the label of the field in the details. */
  header: (id: string) => string;
  /** An enum value in words. */
  label: (field: string, value: string) => string;
  day: (value: string | null | undefined) => string;
  instant: (value: string | null | undefined) => string;
  money: (cents: number | null | undefined) => string;
  text: <TRow>(
    id: string,
    get: Field<TRow, string | null | undefined>,
    size?: number,
  ) => DataTableColumn<TRow>;
  number: <TRow>(
    id: string,
    get: Field<TRow, number | null | undefined>,
    size?: number,
  ) => DataTableColumn<TRow>;
  /** An enum column: shows and sorts by the words, filters by the value (`filters[id]`). */
  choice: <TRow>(id: string, get: Field<TRow, string>, size?: number) => DataTableColumn<TRow>;
  /** A calendar-day column (YYYY-MM-DD sorts as text); CSV keeps the ISO day. */
  date: <TRow>(
    id: string,
    get: Field<TRow, string | null | undefined>,
    size?: number,
  ) => DataTableColumn<TRow>;
  /** An instant column (ISO date-time sorts as text), shown in the person's time zone. */
  time: <TRow>(
    id: string,
    get: Field<TRow, string | null | undefined>,
    size?: number,
  ) => DataTableColumn<TRow>;
  /** A money column in cents; CSV has the plain decimal amount. */
  cents: <TRow>(
    id: string,
    get: Field<TRow, number | null | undefined>,
    size?: number,
  ) => DataTableColumn<TRow>;
}

export function boardContext(
  page: BoardGridKey,
  t: TFunction<'board'>,
  locale: string,
): BoardContext {
  const header = (id: string) => t(`${page}.columns.${id}`);
  const label = (field: string, value: string) => t(`${page}.values.${field}.${value}`);
  const day = (value: string | null | undefined) =>
    value ? formatCalendarDate(value, locale) : '';
  const instant = (value: string | null | undefined) => (value ? formatInstant(value, locale) : '');
  const money = (cents: number | null | undefined) =>
    cents === null || cents === undefined ? '' : formatCents(cents, locale);
  return {
    page,
    t,
    locale,
    header,
    label,
    day,
    instant,
    money,
    text: (id, get, size = 180) => ({
      id,
      header: header(id),
      value: (row) => get(row) ?? '',
      size,
    }),
    number: (id, get, size = 120) => ({
      id,
      header: header(id),
      value: (row) => get(row) ?? null,
      align: 'end',
      size,
    }),
    choice: (id, get, size = 150) => ({
      id,
      header: header(id),
      value: (row) => label(id, get(row)),
      filter: (row, wanted) => typeof wanted !== 'string' || get(row) === wanted,
      size,
    }),
    date: (id, get, size = 140) => ({
      id,
      header: header(id),
      value: (row) => get(row) ?? '',
      cell: (row) => day(get(row)),
      size,
    }),
    time: (id, get, size = 190) => ({
      id,
      header: header(id),
      value: (row) => get(row) ?? '',
      cell: (row) => instant(get(row)),
      size,
    }),
    cents: (id, get, size = 140) => ({
      id,
      header: header(id),
      value: (row) => get(row) ?? null,
      cell: (row) => money(get(row)),
      csv: (row) => {
        const cents = get(row);
        return cents === null || cents === undefined ? '' : centsToDecimalString(cents);
      },
      align: 'end',
      size,
    }),
  };
}
