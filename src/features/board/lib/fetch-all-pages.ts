import type { BoardListCall, BoardListPage } from '../api/board-api';

/** The largest page the board lists serve (`pageSize` maximum in the contract). */
export const BOARD_PAGE_SIZE = 100;
/**
 * The most pages read for one grid (10,000 rows): the grid sorts, filters and exports on the
 * client, so it needs every row; the cap keeps a service that never stops paging from looping.
 */
export const MAX_BOARD_PAGES = 100;

/**
 * Reads every page of a board list, in order, and returns the rows. Stops when the rows reach the
 * service's total, when a page comes back short or empty, or at the page cap.
 */
export async function fetchAllPages<TRow>(
  list: BoardListCall<TRow>,
  associationId: number,
  signal?: AbortSignal,
): Promise<TRow[]> {
  const rows: TRow[] = [];
  for (let page = 1; page <= MAX_BOARD_PAGES; page += 1) {
    const answer: BoardListPage<TRow> = await list(
      { associationId, page, pageSize: BOARD_PAGE_SIZE },
      { signal },
    );
    rows.push(...answer.items);
    const short = answer.items.length < BOARD_PAGE_SIZE;
    if (short || rows.length >= answer.totalCount) break;
  }
  return rows;
}
