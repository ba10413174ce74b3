import type { BoardListCall, BoardListPage } from '../api/board-api';

/** The largest page the board lists serve (`pageSize` maximum in the contract). */
export const BOARD_PAGE_SIZE = 100;
/**
 * The most pages read for one grid (10,000 rows): the grid sorts, filters and exports on the
 * client, so it needs every row; the cap keeps a service that never stops paging from looping.
 */
export const MAX_BOARD_PAGES = 100;

/** Every row read, with the service's count of them and the pages it took. */
export interface AllPages<TRow> {
  rows: TRow[];
  /** The service's `totalCount` on its last page: more than `rows` when the cap stopped it. */
  total: number;
  pages: number;
}

/** How far the reading has come: rows read so far of the service's total. */
export interface PagesRead {
  loaded: number;
  total: number;
}

/**
 * Reads every page of a board list, in order, and returns the rows. Stops when the rows reach the
 * service's total, when a page comes back short or empty, or at the page cap. After each page
 * that is not the last, `onPage` hears how far it has come.
 */
export async function fetchAllPages<TRow>(
  list: BoardListCall<TRow>,
  associationId: number,
  signal?: AbortSignal,
  onPage?: (read: PagesRead) => void,
): Promise<AllPages<TRow>> {
  const rows: TRow[] = [];
  let total = 0;
  let pages = 0;
  for (let page = 1; page <= MAX_BOARD_PAGES; page += 1) {
    const answer: BoardListPage<TRow> = await list(
      { associationId, page, pageSize: BOARD_PAGE_SIZE },
      { signal },
    );
    rows.push(...answer.items);
    total = answer.totalCount;
    pages = page;
    const short = answer.items.length < BOARD_PAGE_SIZE;
    if (short || rows.length >= answer.totalCount || page === MAX_BOARD_PAGES) break;
    onPage?.({ loaded: rows.length, total });
  }
  return { rows, total: Math.max(total, rows.length), pages };
}
