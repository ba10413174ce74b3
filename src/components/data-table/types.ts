import type { ReactNode } from 'react';
import type { ColumnSortState, ColumnState } from './column-state';
import type { CsvValue } from './csv';

/** A value a column sorts, filters and exports by. */
export type CellValue = string | number | null | undefined;

/** One column of a grid; `TRow` is the caller's row type. */
export interface DataTableColumn<TRow> {
  /**
   * Stable id: the key of the column in the saved layout and in `filters`. Renaming it makes
   * every saved layout of the grid invalid (they are reset, with the reset toast).
   */
  id: string;
  /** Header text, already translated. */
  header: string;
  /** The column's value: what it sorts by (unless `compare` is given), filters and exports. */
  value: (row: TRow) => CellValue;
  /** What the cell shows; the value as text when omitted. */
  cell?: (row: TRow) => ReactNode;
  /** The text written to CSV; the value when omitted. */
  csv?: (row: TRow) => CsvValue;
  /** Ascending order of two rows; numbers by size and text by the locale when omitted. */
  compare?: (a: TRow, b: TRow) => number;
  /** Whether a header press sorts by this column (default true). */
  sortable?: boolean;
  /** Whether a row stays while `filters[id]` is set to `filterValue` (default: no filter). */
  filter?: (row: TRow, filterValue: unknown) => boolean;
  /** Whether the person may hide the column (default true). */
  hideable?: boolean;
  /** Hidden until the person shows it (default false). */
  hiddenByDefault?: boolean;
  /** Text alignment; `end` for amounts. */
  align?: 'start' | 'end';
  /** Width in CSS pixels (default 160) and the limits resizing keeps to (default 72–640). */
  size?: number;
  minSize?: number;
  maxSize?: number;
  /** The cell names its row for screen readers (one column per grid, e.g. a description). */
  rowHeader?: boolean;
}

/** What the grid tells its caller about the saved layout; the caller shows the grid toasts. */
export type DataTableNotice =
  /** A stored layout was applied when the grid opened. */
  | 'restored'
  /** The person saved the layout. */
  | 'saved'
  /** The layout went back to the default: the person asked, or the stored one was unusable. */
  | 'reset';

export interface DataTableProps<TRow> {
  /** The grid id the caller stores the layout under; also the prefix of the grid's DOM ids. */
  gridId: string;
  /** The accessible name of the table and of its scrolling region. */
  label: string;
  rows: readonly TRow[];
  columns: readonly DataTableColumn<TRow>[];
  getRowId: (row: TRow) => string;
  /** The sort of the default layout. */
  defaultSort?: readonly ColumnSortState[];
  /** Filter values by column id; `undefined` leaves a column unfiltered. */
  filters?: Readonly<Record<string, unknown>>;
  /** The layout stored under `gridId`, as stored (validated here; never trusted). */
  savedState?: unknown;
  /** Store this layout under `gridId`. */
  onSaveState?: (state: ColumnState) => void;
  /** Forget the layout stored under `gridId`. */
  onResetState?: () => void;
  /** Report a layout event (show "Grid settings saved." and the like). */
  onNotice?: (notice: DataTableNotice) => void;
  /** File name of the CSV export, without extension. */
  exportFileName: string;
  /** Shown instead of rows when there is nothing to show. */
  emptyMessage: string;
  /** Extra controls at the end of the grid's toolbar. */
  actions?: ReactNode;
  /** Height of a row before it is measured, in CSS pixels (default 44). */
  estimatedRowHeight?: number;
  /** Largest height of the scrolling body (CSS length, default `min(70vh, 36rem)`). */
  maxHeight?: string;
}
