import type { QueryKey } from '@tanstack/react-query';
import type { BoardListParams, BoardTaskOverview } from '../api/board-api';
import { BOARD_PAGES, type BoardCountKey } from './board-pages';
import type { BoardGridKey } from './board-context';
import { BOARD_PAGE_SIZE, type AllPages } from './fetch-all-pages';

/** The cache entry of a board page's grid: every page of its list, read together. */
export function boardListKey(
  queryKey: (params: BoardListParams) => QueryKey,
  associationId: number,
): QueryKey {
  return [...queryKey({ associationId, pageSize: BOARD_PAGE_SIZE }), 'all'];
}

/** The grid's rows with one row as the service answered it after an action. */
export function replaceRow<TRow>(
  all: AllPages<TRow> | undefined,
  rowId: (row: TRow) => number | string,
  updated: TRow,
): AllPages<TRow> | undefined {
  if (!all) return all;
  const id = rowId(updated);
  return { ...all, rows: all.rows.map((row) => (rowId(row) === id ? updated : row)) };
}

interface WithStatus {
  status: string;
}

/**
 * Whether a row counts in its page's number of the board task overview, by the contract's
 * description of each count (`BoardTaskOverview` in openapi/action-items.yaml).
 */
export function countsAsOpen(page: BoardGridKey, row: WithStatus): boolean {
  switch (page) {
    case 'invoices':
      return row.status === 'pendingApproval';
    case 'workOrders':
      return row.status !== 'completed' && row.status !== 'cancelled';
    case 'toDoList':
      return row.status === 'open';
    case 'violations':
      return row.status === 'open' || row.status === 'escalated';
    case 'inspections':
      return row.status === 'scheduled';
    default:
      return false;
  }
}

/**
 * The overview after a row changed: its page's count moves by one when the row stopped or
 * started counting, so the dashboard's board actions and the page heading agree with the row
 * without asking again (the service's next answer replaces it).
 */
export function overviewAfter(
  overview: BoardTaskOverview | undefined,
  page: BoardGridKey,
  before: WithStatus | undefined,
  after: WithStatus,
): BoardTaskOverview | undefined {
  const countKey: BoardCountKey | null =
    BOARD_PAGES.find((item) => item.key === page)?.count ?? null;
  if (!overview || !countKey || !before) return overview;
  const change = Number(countsAsOpen(page, after)) - Number(countsAsOpen(page, before));
  if (change === 0) return overview;
  return { ...overview, [countKey]: Math.max(0, overview[countKey] + change) };
}
