import { nameCollator } from '@/lib/collate';
import { isOnOrAfter } from './date-bound';

/** The document orders the service knows (contract `sort`); a leading `-` is descending. */
export const DOCUMENT_SORTS = [
  'name',
  '-name',
  '-modifiedAt',
  'modifiedAt',
  '-size',
  'size',
] as const;
export type DocumentSort = (typeof DOCUMENT_SORTS)[number];
export const DEFAULT_DOCUMENT_SORT: DocumentSort = 'name';

/** "last 36 months" is the default and stays out of the URL; `all` is written as range=all. */
export type DocumentRange = 'recent' | 'all';

/** Longest search text kept from a URL; the service matches words, not essays. */
export const MAX_SEARCH_LENGTH = 200;

/** The library's shareable view state, in the URL's search params. */
export interface LibrarySearch {
  q?: string;
  range?: 'all';
  sort?: DocumentSort;
}

function isSort(value: unknown): value is DocumentSort {
  return typeof value === 'string' && (DOCUMENT_SORTS as readonly string[]).includes(value);
}

/** Reads the search params of a library URL; anything unknown or malformed is dropped. */
export function parseLibrarySearch(raw: Record<string, unknown>): LibrarySearch {
  const search: LibrarySearch = {};
  const q = typeof raw.q === 'string' || typeof raw.q === 'number' ? String(raw.q).trim() : '';
  if (q) search.q = q.slice(0, MAX_SEARCH_LENGTH);
  if (raw.range === 'all') search.range = 'all';
  if (isSort(raw.sort) && raw.sort !== DEFAULT_DOCUMENT_SORT) search.sort = raw.sort;
  return search;
}

export function rangeOf(search: LibrarySearch): DocumentRange {
  return search.range === 'all' ? 'all' : 'recent';
}

export function sortOf(search: LibrarySearch): DocumentSort {
  return search.sort ?? DEFAULT_DOCUMENT_SORT;
}

/** The document fields the list needs. */
export interface DocumentLike {
  id: number;
  name: string;
  size: number;
  modifiedAt: string;
  folderId: number;
}

/**
 * The documents to show, in order. The service already filters and sorts by the same rules;
 * doing it again here is harmless and keeps the list right whatever it sends (the mock answers
 * every query with the same library).
 */
export function visibleDocuments<D extends DocumentLike>(
  documents: readonly D[],
  options: {
    /** Only the documents directly in this folder; undefined shows every document. */
    folderId?: number | undefined;
    /** Only documents modified on or after this day (YYYY-MM-DD). */
    modifiedAfter?: string | undefined;
    sort: DocumentSort;
    locale: string;
  },
): D[] {
  const { folderId, modifiedAfter, sort, locale } = options;
  const filtered = documents.filter(
    (document) =>
      (folderId === undefined || document.folderId === folderId) &&
      (modifiedAfter === undefined || isOnOrAfter(document.modifiedAt, modifiedAfter)),
  );
  return sortDocuments(filtered, sort, locale);
}

export function sortDocuments<D extends DocumentLike>(
  documents: readonly D[],
  sort: DocumentSort,
  locale: string,
): D[] {
  const collator = nameCollator(locale);
  const descending = sort.startsWith('-');
  const field = descending ? sort.slice(1) : sort;
  const byName = (a: D, b: D) => collator.compare(a.name, b.name) || a.id - b.id;
  const compare = (a: D, b: D): number => {
    if (field === 'size') return a.size - b.size;
    if (field === 'modifiedAt')
      return (Date.parse(a.modifiedAt) || 0) - (Date.parse(b.modifiedAt) || 0);
    return 0;
  };
  return [...documents].sort((a, b) => {
    const primary = field === 'name' ? byName(a, b) : compare(a, b);
    if (primary !== 0) return descending ? -primary : primary;
    // Ties in size or date fall back to the name, always A to Z.
    return byName(a, b);
  });
}
