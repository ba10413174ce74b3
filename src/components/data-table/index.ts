export { DataTable, compareCellValues } from './data-table';
export type { CellValue, DataTableColumn, DataTableNotice, DataTableProps } from './types';
export {
  COLUMN_STATE_VERSION,
  defaultColumnState,
  readColumnState,
  type ColumnSortState,
  type ColumnState,
  type ColumnStateReading,
} from './column-state';
export { csvBlob, csvField, safeFileName, toCsv, type CsvValue } from './csv';
