import { useQuery, useQueryClient } from '@tanstack/react-query';
import { hasCapability } from '@/lib/api/capabilities';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { Fragment, useDeferredValue, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type ColumnSortState, type DataTableColumn } from '@/components/data-table';
import { Page } from '@/components/page';
import { ProblemMessage } from '@/components/problem-message';
import { describeProblem } from '@/lib/api/problem';
import { calendarDateIn, BUSINESS_TIME_ZONE } from '@/lib/dates';
import { boardContext, type BoardContext, type BoardGridKey } from '../lib/board-context';
import { parseBoardSearch, type BoardFilterColumn, type BoardSearch } from '../lib/board-search';
import { boardReadingQueryOptions, boardRowsQueryOptions, type BoardList } from '../lib/board-rows';
import { matchesAllWords, searchWords } from '@/lib/search-text';
import { BoardDetailDialog, type BoardDetail } from './board-detail-dialog';
import { BoardFilters, type BoardSelectFilter } from './board-filters';
import { BoardHeading } from './board-heading';
import { useBoardAssociation } from './use-board-association';
import { useGridLayout } from '@/entities/grid-layout/use-grid-layout';
import { LoadingStatus } from '@/components/loading-status';

/** What makes one board page: its list call, its columns, its filters and its details. */
export interface BoardGridConfig<TRow extends object> extends BoardList<TRow> {
  page: BoardGridKey;
  rowId: (row: TRow) => number | string;
  /** The row's name: the first column (it opens the details) and the details' heading. */
  title: (row: TRow) => string;
  /** The title column's width (default 240). */
  titleSize?: number;
  /** The other columns, in their default order. */
  columns: (ctx: BoardContext) => DataTableColumn<TRow>[];
  defaultSort: readonly ColumnSortState[];
  /** The fields the search looks in. */
  search: (row: TRow) => readonly (string | number | null | undefined)[];
  /** Select filters over choice columns. */
  filters: readonly BoardSelectFilter[];
  details: (row: TRow, ctx: BoardContext) => readonly BoardDetail[];
  /** What the person can do with the row, shown in the details. */
  actions?: (row: TRow, ctx: BoardContext) => ReactNode;
}

const TITLE_COLUMN = 'title';

/**
 * One board page (SPEC §2 Board): the association's rows on the shared grid (sort, column layout
 * saved per grid, CSV), a search and select filters, the details of a row in a dialog, the open
 * count from the board task overview, and its own loading, empty and failed states. A list of
 * several pages says "Loaded N of M" while it is read and after.
 */
export function BoardGridPage<TRow extends object>({ config }: { config: BoardGridConfig<TRow> }) {
  const { t, i18n } = useTranslation('board');
  const locale = i18n.resolvedLanguage ?? 'en';
  const { page } = config;
  const association = useBoardAssociation();
  const associationId = association.id;
  const layout = useGridLayout(`board.${page}`);

  const queryClient = useQueryClient();
  const rows = useQuery({
    ...boardRowsQueryOptions(queryClient, config, associationId ?? 0),
    enabled: associationId !== null,
  });
  // How far a list of several pages has been read, while it is read.
  const reading = useQuery(boardReadingQueryOptions(config, associationId ?? 0)).data;

  // The search and the filters live in the URL (the route's validateSearch: parseBoardSearch),
  // so a reload or a shared link shows the same rows. The field keeps its own text while typing
  // (the URL follows it), and takes the URL's when that changes from outside (a menu link).
  const search: BoardSearch = useSearch({ strict: false });
  const navigate = useNavigate();
  const urlQuery = search.q ?? '';
  const [query, setQuery] = useState(urlQuery);
  // The search this page last put in the URL (the navigation may not have landed yet).
  const [queryInUrl, setQueryInUrl] = useState(urlQuery);
  if (urlQuery !== queryInUrl) {
    setQueryInUrl(urlQuery);
    setQuery(urlQuery);
  }
  // Only the values this page offers count; a hand-edited URL may hold others.
  const chosen = useMemo(() => {
    const values: Partial<Record<BoardFilterColumn, string>> = {};
    for (const filter of config.filters) {
      const value = search[filter.column];
      if (value !== undefined && filter.values.includes(value)) values[filter.column] = value;
    }
    return values;
  }, [search, config.filters]);
  const showInUrl = (next: BoardSearch) => {
    void navigate({ to: '.', search: next, replace: true });
  };
  const changeQuery = (text: string) => {
    // The URL holds what its parser keeps (no blank search, at most its length).
    const inUrl = parseBoardSearch({ q: text }).q ?? '';
    setQuery(text);
    setQueryInUrl(inUrl);
    showInUrl({ ...chosen, ...(inUrl ? { q: inUrl } : {}) });
  };
  const [selectedId, setSelectedId] = useState<string | null>(
    search.open === undefined ? null : String(search.open),
  );
  // `?open=<id>` (a related-item link) shows that row's details; a later link to another row
  // of the same page opens that one.
  const openInUrl = search.open === undefined ? null : String(search.open);
  const [openSeen, setOpenSeen] = useState(openInUrl);
  if (openInUrl !== openSeen) {
    setOpenSeen(openInUrl);
    if (openInUrl !== null) setSelectedId(openInUrl);
  }
  // The row button that opened the details, which gets the focus back when they close.
  const opener = useRef<HTMLButtonElement | null>(null);
  const deferredQuery = useDeferredValue(query);

  const ctx = useMemo(() => boardContext(page, t, locale), [page, t, locale]);
  const columns = useMemo<DataTableColumn<TRow>[]>(
    () => [
      {
        id: TITLE_COLUMN,
        header: ctx.header(TITLE_COLUMN),
        value: (row) => config.title(row),
        cell: (row) => (
          <button
            type="button"
            className="text-left font-semibold text-brand underline underline-offset-2 hover:no-underline"
            aria-haspopup="dialog"
            onClick={(event) => {
              opener.current = event.currentTarget;
              setSelectedId(String(config.rowId(row)));
            }}
          >
            <bdi>{config.title(row)}</bdi>
          </button>
        ),
        // The search: the query's words, normalised once (see `filters`).
        filter: (row, words) =>
          typeof words !== 'string' || matchesAllWords(words.split(' '), config.search(row)),
        rowHeader: true,
        hideable: false,
        size: config.titleSize ?? 240,
        minSize: 140,
      },
      ...config.columns(ctx),
    ],
    [config, ctx],
  );
  const filters = useMemo(() => {
    const words = searchWords(deferredQuery).join(' ');
    const values: Record<string, unknown> = { [TITLE_COLUMN]: words === '' ? undefined : words };
    for (const filter of config.filters) values[filter.column] = chosen[filter.column] || undefined;
    return values;
  }, [deferredQuery, chosen, config.filters]);

  const data = rows.data?.rows;
  const selected =
    selectedId === null ? undefined : data?.find((row) => String(config.rowId(row)) === selectedId);
  const title = t(`nav.${page}`, { ns: 'common' });
  const today = calendarDateIn(BUSINESS_TIME_ZONE, new Date());

  return (
    <Page
      title={title}
      description={
        <BoardHeading
          page={page}
          associationId={associationId}
          associationName={association.name}
        />
      }
    >
      {associationId === null ? <p>{t('noBoard')}</p> : null}
      {rows.isError ? (
        <ProblemMessage
          variant="panel"
          problem={describeProblem(rows.error)}
          text={t(`${page}.failed`)}
          action={
            <button
              type="button"
              onClick={() => void rows.refetch()}
              className="min-h-11 rounded-md border border-line px-3 text-sm font-semibold hover:bg-surface-muted"
            >
              {t('retry')}
            </button>
          }
        />
      ) : null}
      {associationId !== null && rows.isPending ? (
        <LoadingStatus>
          {t(`${page}.loading`)}
          {reading && reading.loaded < reading.total
            ? ` ${t('loaded', { loaded: reading.loaded, total: reading.total })}`
            : null}
        </LoadingStatus>
      ) : null}
      {data ? (
        <>
          <BoardFilters
            searchLabel={t(`${page}.search`)}
            query={query}
            onQueryChange={changeQuery}
            filters={config.filters}
            chosen={chosen}
            onChosenChange={(column, value) => {
              const { [column]: _changed, ...others } = chosen;
              showInUrl({
                ...others,
                ...(value ? { [column]: value } : {}),
                ...(queryInUrl ? { q: queryInUrl } : {}),
              });
            }}
            onClear={() => {
              setQuery('');
              setQueryInUrl('');
              showInUrl({});
            }}
            header={ctx.header}
            label={ctx.label}
          />
          {rows.data && rows.data.pages > 1 ? (
            <p className="text-sm text-ink-muted">
              {t('loaded', { loaded: rows.data.rows.length, total: rows.data.total })}
            </p>
          ) : null}
          <DataTable<TRow>
            gridId={`board.${page}`}
            label={title}
            rows={data}
            columns={columns}
            getRowId={(row) => String(config.rowId(row))}
            defaultSort={config.defaultSort}
            filters={filters}
            exportFileName={`${page}-${today}`}
            emptyMessage={data.length === 0 ? t(`${page}.empty`) : t(`${page}.noMatch`)}
            {...layout}
          />
        </>
      ) : null}
      <BoardDetailDialog
        title={selected ? config.title(selected) : null}
        description={t(`${page}.detail`)}
        details={selected ? config.details(selected, ctx) : []}
        actions={
          // The actions are the boardActions capability: without it the details only.
          selected && config.actions && hasCapability('boardActions') ? (
            // A row's action state (a half-typed reason) never carries over to another row.
            <Fragment key={selectedId}>{config.actions(selected, ctx)}</Fragment>
          ) : undefined
        }
        onClose={() => {
          setSelectedId(null);
          // Closed, the details no longer belong in the address (a reload would reopen them).
          if (openInUrl !== null)
            showInUrl({ ...chosen, ...(queryInUrl ? { q: queryInUrl } : {}) });
        }}
        onClosed={() => {
          if (opener.current?.isConnected) opener.current.focus();
        }}
      />
    </Page>
  );
}
