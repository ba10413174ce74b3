// A board page's URL search params, as its route's `validateSearch` reads them:
// `?q=maple&status=open&priority=high`. Route options load with the app's first page (the router
// plugin splits components, not options), so this module stays tiny and imports nothing.
// Malformed values are dropped here; a value the page does not offer is ignored by the page.

/** The select filters the board pages offer (`BoardSelectFilter.column`). */
export const BOARD_FILTER_COLUMNS = [
  'boardMember',
  'category',
  'format',
  'fund',
  'priority',
  'relatedType',
  'stage',
  'status',
  'type',
] as const;
export type BoardFilterColumn = (typeof BOARD_FILTER_COLUMNS)[number];

/** `open`: the id of the row whose details show (a related-item link opens that item). */
export type BoardSearch = { q?: string; open?: number } & Partial<
  Record<BoardFilterColumn, string>
>;

/** Longer than any search anyone types; keeps a pasted novel out of the address bar. */
export const BOARD_QUERY_MAX_LENGTH = 200;
const FILTER_VALUE = /^[A-Za-z0-9_-]{1,40}$/;
const ROW_ID = /^[1-9][0-9]{0,14}$/;

export function parseBoardSearch(raw: Record<string, unknown>): BoardSearch {
  const search: BoardSearch = {};
  const query = typeof raw.q === 'number' ? String(raw.q) : raw.q;
  if (typeof query === 'string' && query.trim() !== '')
    search.q = query.slice(0, BOARD_QUERY_MAX_LENGTH);
  // A number, so the address reads `?open=16401` (the router quotes a string of digits).
  const open = typeof raw.open === 'number' ? String(raw.open) : raw.open;
  if (typeof open === 'string' && ROW_ID.test(open)) search.open = Number(open);
  for (const column of BOARD_FILTER_COLUMNS) {
    const value = raw[column];
    if (typeof value === 'string' && FILTER_VALUE.test(value)) search[column] = value;
  }
  return search;
}
