import type { ArcRequestStatus } from '../api/arcs-api';

// The ARC list's URL search params, as its route's `validateSearch` reads them. Route options
// load with the app's first page (the router plugin splits components, not options), so this
// module stays tiny and imports nothing but types. Unknown or malformed values are dropped.

/** A status filter: a contract status, or the open requests still waiting for my vote. */
export type ArcStatusFilter = ArcRequestStatus | 'awaitingMyVote';

/** Newest submitted first is the default and stays out of the URL. */
export type ArcSort = 'oldest' | 'due' | 'homeowner';

/** `?view=association&status=open&sort=due&page=2`. */
export interface ArcListSearch {
  /** The association's view (every request submitted there) instead of the board's review list. */
  view?: 'association';
  status?: ArcStatusFilter;
  sort?: ArcSort;
  /** Page of the association view; 1 stays out of the URL. */
  page?: number;
}

export const ARC_STATUS_FILTERS: readonly ArcStatusFilter[] = [
  'awaitingMyVote',
  'open',
  'approved',
  'declined',
  'withdrawn',
];
export const ARC_SORTS: readonly ArcSort[] = ['oldest', 'due', 'homeowner'];

const oneOf = <T extends string>(list: readonly T[], value: unknown): value is T =>
  typeof value === 'string' && (list as readonly string[]).includes(value);

export function parseArcListSearch(raw: Record<string, unknown>): ArcListSearch {
  const search: ArcListSearch = {};
  if (raw.view === 'association') search.view = 'association';
  if (oneOf(ARC_STATUS_FILTERS, raw.status)) search.status = raw.status;
  if (oneOf(ARC_SORTS, raw.sort)) search.sort = raw.sort;
  const page = typeof raw.page === 'number' ? String(raw.page) : raw.page;
  if (typeof page === 'string' && /^[1-9]\d{0,5}$/.test(page) && page !== '1')
    search.page = Number(page);
  return search;
}
