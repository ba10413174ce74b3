import {
  columnFilteringFeature,
  columnOrderingFeature,
  columnResizingFeature,
  columnSizingFeature,
  columnVisibilityFeature,
  createFilteredRowModel,
  createSortedRowModel,
  functionalUpdate,
  rowSortingFeature,
  tableFeatures,
  useTable,
  FlexRender,
  type ColumnDef,
  type Row,
  type ColumnFiltersState,
  type ColumnVisibilityState,
  type Updater,
} from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { ArrowDown, ArrowUp, ArrowUpDown, Download } from 'lucide-react';
import {
  memo,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type AriaAttributes,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { nameCollator } from '@/lib/collate';
import { usePrinting } from '@/lib/use-printing';
import { ColumnMenu, type ColumnMenuItem } from './column-menu';
import {
  clampSize,
  defaultColumnState,
  moveColumn,
  readColumnState,
  sameColumnState,
  type ColumnState,
  type ColumnStateSpec,
} from './column-state';
import { csvBlob, safeFileName, toCsv } from './csv';
import { saveFile } from '@/lib/save-file';
import type { CellValue, DataTableColumn, DataTableProps } from './types';

// The grid's TanStack Table features, once for every grid (stable identity, as v9 requires).
const features = tableFeatures({
  columnOrderingFeature,
  columnVisibilityFeature,
  columnSizingFeature,
  columnResizingFeature,
  rowSortingFeature,
  sortedRowModel: createSortedRowModel(),
  columnFilteringFeature,
  filteredRowModel: createFilteredRowModel(),
});
type Features = typeof features;

export const DEFAULT_COLUMN_SIZE = 160;
export const DEFAULT_MIN_SIZE = 72;
export const DEFAULT_MAX_SIZE = 640;
const DEFAULT_ROW_HEIGHT = 44;
const DEFAULT_MAX_HEIGHT = 'min(70vh, 36rem)';

function specOf<TRow>(column: DataTableColumn<TRow>): ColumnStateSpec {
  return {
    id: column.id,
    hideable: column.hideable !== false,
    sortable: column.sortable !== false,
    hiddenByDefault: column.hiddenByDefault === true,
    minSize: column.minSize ?? DEFAULT_MIN_SIZE,
    maxSize: column.maxSize ?? DEFAULT_MAX_SIZE,
  };
}

/** Ascending order of two values: numbers by size, anything else as text in the locale. */
export function compareCellValues(a: CellValue, b: CellValue, collator: Intl.Collator): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  const text = (value: CellValue) => (value === null || value === undefined ? '' : String(value));
  return collator.compare(text(a), text(b));
}

/**
 * A cell shown as its value's text, in a `<bdi>`: service data (a vendor's or an owner's name)
 * keeps its own direction and cannot reorder what follows it (src/lib/isolate.tsx).
 */
function TextCell({ value }: { value: CellValue }) {
  return <bdi>{String(value ?? '')}</bdi>;
}

function toColumnDefs<TRow extends object>(
  columns: readonly DataTableColumn<TRow>[],
  collator: Intl.Collator,
): ColumnDef<Features, TRow>[] {
  return columns.map((column) => {
    const spec = specOf(column);
    const { compare, filter, cell } = column;
    return {
      id: column.id,
      header: column.header,
      accessorFn: (row: TRow) => column.value(row),
      cell: ({ row }) =>
        cell ? cell(row.original) : <TextCell value={column.value(row.original)} />,
      enableSorting: spec.sortable,
      sortFn: compare
        ? (rowA, rowB) => compare(rowA.original, rowB.original)
        : (rowA, rowB, id) =>
            compareCellValues(rowA.getValue<CellValue>(id), rowB.getValue<CellValue>(id), collator),
      enableColumnFilter: filter !== undefined,
      filterFn: (row, _id, filterValue) => (filter ? filter(row.original, filterValue) : true),
      enableHiding: spec.hideable,
      size: column.size ?? DEFAULT_COLUMN_SIZE,
      minSize: spec.minSize,
      maxSize: spec.maxSize,
    };
  });
}

const visibilityOf = (hidden: readonly string[]): ColumnVisibilityState =>
  Object.fromEntries(hidden.map((id) => [id, false]));

const hiddenOf = (visibility: ColumnVisibilityState): string[] =>
  Object.entries(visibility)
    .filter(([, visible]) => !visible)
    .map(([id]) => id);

function ariaSortOf(sorted: false | 'asc' | 'desc'): AriaAttributes['aria-sort'] {
  if (sorted === 'asc') return 'ascending';
  if (sorted === 'desc') return 'descending';
  return undefined;
}

interface BodyRowProps<TRow extends object> {
  row: Row<Features, TRow>;
  index: number;
  start: number;
  width: number;
  /** The visible columns and their widths; a change re-renders the row. */
  layoutKey: string;
  byId: ReadonlyMap<string, DataTableColumn<TRow>>;
  measure: (element: HTMLDivElement | null) => void;
}

/**
 * One body row, memoised: scrolling and measuring re-render the grid often, and only rows whose
 * data, position or column layout changed need to render again.
 */
const BodyRow = memo(function BodyRow<TRow extends object>({
  row,
  index,
  start,
  width,
  byId,
  measure,
}: BodyRowProps<TRow>) {
  return (
    <div
      role="row"
      aria-rowindex={index + 2}
      data-index={index}
      ref={measure}
      className="absolute top-0 left-0 flex border-b border-line"
      style={{ transform: `translateY(${String(start)}px)`, width }}
    >
      {row.getVisibleCells().map((cell) => {
        const definition = byId.get(cell.column.id);
        return (
          <div
            key={cell.id}
            role={definition?.rowHeader ? 'rowheader' : 'cell'}
            className={cn(
              'shrink-0 px-3 py-2.5 text-sm break-words',
              definition?.rowHeader && 'font-normal',
              definition?.align === 'end' && 'text-right tabular-nums',
            )}
            style={{ width: cell.column.getSize() }}
          >
            <FlexRender cell={cell} />
          </div>
        );
      })}
    </div>
  );
}) as <TRow extends object>(props: BodyRowProps<TRow>) => ReactNode;

/**
 * The shared grid: sorting, column filters, show/hide, reorder and resize (pointer on the header
 * edge, keyboard in the Columns menu), a layout the caller stores per grid id, CSV export of what
 * is shown, and a virtualised body that renders only the rows in view (10,000 rows stay fast).
 *
 * Markup is ARIA table roles on divs (the virtualised body positions rows absolutely, which native
 * table layout cannot do): `aria-rowcount` and `aria-rowindex` give the full size to screen
 * readers although only the rows in view exist, and the row count is announced as it changes.
 */
export function DataTable<TRow extends object>(props: DataTableProps<TRow>) {
  const {
    gridId,
    label,
    rows: data,
    columns,
    getRowId,
    defaultSort,
    filters,
    savedState,
    onSaveState,
    onResetState,
    onNotice,
    exportFileName,
    emptyMessage,
    actions,
    estimatedRowHeight = DEFAULT_ROW_HEIGHT,
    maxHeight = DEFAULT_MAX_HEIGHT,
  } = props;
  const { t, i18n } = useTranslation('data-table');
  const labelId = useId();
  const scrollRef = useRef<HTMLDivElement>(null);
  // On paper the virtualised body would print only the rows in view: a plain table of every row
  // shown (in the grid's order, columns and filters) takes its place while printing.
  const printing = usePrinting();

  const collator = nameCollator(i18n.language);
  const specs = useMemo(() => columns.map(specOf), [columns]);
  const defaults = useMemo(() => defaultColumnState(specs, defaultSort), [specs, defaultSort]);
  const byId = useMemo(() => new Map(columns.map((column) => [column.id, column])), [columns]);
  const columnDefs = useMemo(() => toColumnDefs(columns, collator), [columns, collator]);

  // The stored layout is read once, when the grid opens; afterwards the grid owns the layout.
  const [opening] = useState(() => readColumnState(savedState, specs));
  const [layout, setLayout] = useState<ColumnState>(() =>
    opening.status === 'valid' ? opening.state : defaults,
  );
  const [stored, setStored] = useState<ColumnState | null>(() =>
    opening.status === 'valid' ? opening.state : null,
  );
  const reported = useRef(false);
  useEffect(() => {
    if (reported.current) return;
    reported.current = true;
    if (opening.status === 'valid') onNotice?.('restored');
    if (opening.status === 'invalid') {
      onResetState?.();
      onNotice?.('reset');
    }
  }, [opening, onNotice, onResetState]);

  const columnVisibility = useMemo(() => visibilityOf(layout.hidden), [layout.hidden]);
  const columnFilters = useMemo<ColumnFiltersState>(
    () =>
      Object.entries(filters ?? {})
        .filter(([id, value]) => value !== undefined && byId.get(id)?.filter !== undefined)
        .map(([id, value]) => ({ id, value })),
    [filters, byId],
  );

  const update =
    <K extends keyof ColumnState>(key: K) =>
    (updater: Updater<ColumnState[K]>) => {
      setLayout((current) => ({ ...current, [key]: functionalUpdate(updater, current[key]) }));
    };

  const table = useTable({
    features,
    columns: columnDefs,
    data,
    getRowId: (row) => getRowId(row),
    state: {
      columnOrder: layout.order,
      columnVisibility,
      columnSizing: layout.sizes,
      sorting: layout.sort,
      columnFilters,
    },
    onColumnOrderChange: update('order'),
    onColumnSizingChange: update('sizes'),
    onSortingChange: update('sort'),
    onColumnVisibilityChange: (updater) => {
      setLayout((current) => ({
        ...current,
        hidden: hiddenOf(functionalUpdate(updater, visibilityOf(current.hidden))),
      }));
    },
    columnResizeMode: 'onChange',
    enableMultiSort: false,
    // The first press sorts ascending for every column (TanStack starts numbers descending).
    sortDescFirst: false,
    enableSortingRemoval: true,
  });

  const rows = table.getRowModel().rows;
  const visibleColumns = table.getVisibleLeafColumns();
  const headers = table.getHeaderGroups()[0]?.headers ?? [];
  const totalWidth = table.getTotalSize();
  // What a body row's markup depends on besides its data: rows re-render only when it changes.
  const layoutKey = visibleColumns
    .map((column) => `${column.id}:${String(column.getSize())}`)
    .join();

  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualizer is read in this render only, never memoised
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => estimatedRowHeight,
    overscan: 8,
    initialRect: { width: 1024, height: 640 },
  });

  const menuItems: ColumnMenuItem[] = table.getAllLeafColumns().map((column) => {
    const spec = specs.find((s) => s.id === column.id);
    return {
      id: column.id,
      header: byId.get(column.id)?.header ?? column.id,
      visible: column.getIsVisible(),
      hideable: column.getCanHide(),
      size: column.getSize(),
      minSize: spec?.minSize ?? DEFAULT_MIN_SIZE,
      maxSize: spec?.maxSize ?? DEFAULT_MAX_SIZE,
    };
  });

  const saveLayout = () => {
    onSaveState?.(layout);
    setStored(layout);
    onNotice?.('saved');
  };
  const resetLayout = () => {
    setLayout(defaults);
    setStored(null);
    onResetState?.();
    onNotice?.('reset');
  };
  const exportCsv = () => {
    const shown = visibleColumns.flatMap((column) => byId.get(column.id) ?? []);
    const text = toCsv(
      shown.map((column) => column.header),
      rows.map((row) => shown.map((column) => (column.csv ?? column.value)(row.original))),
    );
    saveFile(csvBlob(text), `${safeFileName(exportFileName)}.csv`);
  };

  const filtered = columnFilters.length > 0;
  const rowCountText = filtered
    ? t('rows.filtered', { count: rows.length, total: data.length })
    : t('rows.count', { count: rows.length });
  const dirty = !sameColumnState(layout, stored ?? defaults);

  return (
    <div className="flex min-w-0 flex-col gap-2">
      <div className="flex flex-wrap items-center gap-2 print:hidden">
        <ColumnMenu
          gridId={gridId}
          items={menuItems}
          dirty={dirty}
          onToggle={(id, visible) => {
            table.getColumn(id)?.toggleVisibility(visible);
          }}
          onMove={(id, step) => {
            setLayout((current) => ({
              ...current,
              order: moveColumn(current.order, current.hidden, id, step),
            }));
          }}
          onResize={(id, delta) => {
            const spec = specs.find((s) => s.id === id);
            const column = table.getColumn(id);
            if (!spec || !column) return;
            const size = clampSize(column.getSize() + delta, spec);
            setLayout((current) => ({ ...current, sizes: { ...current.sizes, [id]: size } }));
          }}
          onSave={saveLayout}
          onReset={resetLayout}
        />
        <button
          type="button"
          onClick={exportCsv}
          className="inline-flex min-h-11 items-center gap-2 rounded-md border border-line bg-surface px-3 text-sm font-semibold hover:bg-surface-muted"
        >
          <Download aria-hidden="true" className="size-4" />
          {t('export.csv')}
        </button>
        {actions}
        <p role="status" className="ml-auto text-sm text-ink-muted" data-testid={`${gridId}-count`}>
          {rowCountText}
        </p>
      </div>
      <div
        ref={scrollRef}
        role="region"
        aria-labelledby={labelId}
        // Focusable so the grid scrolls from the keyboard, also when no header is a button.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- axe scrollable-region-focusable
        tabIndex={0}
        className="relative overflow-auto rounded-md border border-line bg-surface print:hidden"
        style={{ maxHeight }}
      >
        <span id={labelId} className="sr-only">
          {label}
        </span>
        <div
          role="table"
          aria-labelledby={labelId}
          aria-rowcount={rows.length + 1}
          aria-colcount={visibleColumns.length}
          className="min-w-full"
          style={{ width: totalWidth }}
        >
          <div role="rowgroup" className="sticky top-0 z-10 border-b border-line bg-surface-muted">
            <div role="row" aria-rowindex={1} className="flex">
              {headers.map((header) => {
                const column = header.column;
                const definition = byId.get(column.id);
                const sorted = column.getIsSorted();
                const SortIcon =
                  sorted === 'asc' ? ArrowUp : sorted === 'desc' ? ArrowDown : ArrowUpDown;
                const alignEnd = definition?.align === 'end';
                return (
                  <div
                    key={header.id}
                    role="columnheader"
                    aria-sort={ariaSortOf(sorted)}
                    className="relative flex shrink-0 items-stretch text-sm font-semibold"
                    style={{ width: header.getSize() }}
                  >
                    {column.getCanSort() ? (
                      <button
                        type="button"
                        onClick={column.getToggleSortingHandler()}
                        className={cn(
                          'flex min-h-11 w-full items-center gap-1 px-3 py-2 text-left hover:bg-surface',
                          alignEnd && 'flex-row-reverse text-right',
                        )}
                      >
                        <span className="min-w-0 break-words">{definition?.header}</span>
                        <SortIcon
                          aria-hidden="true"
                          className={cn('size-4 shrink-0', !sorted && 'opacity-40')}
                        />
                      </button>
                    ) : (
                      <span
                        className={cn(
                          'flex min-h-11 w-full items-center px-3 py-2',
                          alignEnd && 'justify-end text-right',
                        )}
                      >
                        {definition?.header}
                      </span>
                    )}
                    {column.getCanResize() ? (
                      // Pointer resizing; the keyboard resizes in the Columns menu.
                      <div
                        aria-hidden="true"
                        onMouseDown={header.getResizeHandler()}
                        onTouchStart={header.getResizeHandler()}
                        onDoubleClick={() => {
                          column.resetSize();
                        }}
                        className={cn(
                          'absolute top-0 right-0 h-full w-2 cursor-col-resize touch-none border-r-2 border-transparent select-none hover:border-brand',
                          column.getIsResizing() && 'border-brand',
                        )}
                      />
                    ) : null}
                  </div>
                );
              })}
            </div>
          </div>
          <div
            role="rowgroup"
            className="relative"
            style={{ height: rows.length > 0 ? virtualizer.getTotalSize() : undefined }}
          >
            {virtualizer.getVirtualItems().map((item) => {
              const row = rows[item.index];
              if (!row) return null;
              return (
                <BodyRow
                  key={row.id}
                  row={row}
                  index={item.index}
                  start={item.start}
                  width={totalWidth}
                  layoutKey={layoutKey}
                  byId={byId}
                  measure={virtualizer.measureElement}
                />
              );
            })}
          </div>
        </div>
        {rows.length === 0 ? <p className="px-3 py-6 text-center">{emptyMessage}</p> : null}
      </div>
      {printing ? (
        <table className="hidden w-full border-collapse text-sm print:table">
          <caption className="mb-2 text-left font-semibold">{label}</caption>
          <thead>
            <tr>
              {visibleColumns.map((column) => {
                const definition = byId.get(column.id);
                return (
                  <th
                    key={column.id}
                    scope="col"
                    className={cn(
                      'border-b border-black px-2 py-1 text-left',
                      definition?.align === 'end' && 'text-right',
                    )}
                  >
                    {definition?.header}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id} className="break-inside-avoid">
                {visibleColumns.map((column) => {
                  const definition = byId.get(column.id);
                  if (!definition) return null;
                  const Cell = definition.rowHeader ? 'th' : 'td';
                  return (
                    <Cell
                      key={column.id}
                      {...(definition.rowHeader ? { scope: 'row' } : {})}
                      className={cn(
                        'border-b border-line px-2 py-1 text-left align-top font-normal',
                        definition.align === 'end' && 'text-right tabular-nums',
                      )}
                    >
                      {definition.cell ? (
                        definition.cell(row.original)
                      ) : (
                        <TextCell value={definition.value(row.original)} />
                      )}
                    </Cell>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </div>
  );
}
