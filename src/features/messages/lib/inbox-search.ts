// The inbox's search params. The route's validateSearch runs before the page chunk loads (this
// module is in the first load), so it imports nothing and holds only the parser.

export interface InboxSearch {
  page?: number;
}

/** `?page=2`; anything that is not a page number is dropped (page 1). */
export function parseInboxSearch(raw: Record<string, unknown>): InboxSearch {
  const value = raw.page;
  const page = typeof value === 'string' && /^\d{1,6}$/.test(value) ? Number(value) : value;
  return typeof page === 'number' && Number.isSafeInteger(page) && page > 1 ? { page } : {};
}
