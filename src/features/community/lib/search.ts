import type { RequestStatus } from '../api/community-types';
import { isCalendarDate } from '@/lib/dates';

// The community pages' URL search params, as their routes' `validateSearch` reads them. Route
// options (unlike route components) load with the app's first page, so this module stays small
// (types and the shared date check only): the rules that use these values live in the other lib
// modules.
// Each reader is defensive: an unknown or malformed value is dropped, never a crash.

/** Longest search text kept from a URL or a field. */
export const MAX_SEARCH_LENGTH = 100;

/** A search term from a URL: trimmed, capped, dropped when blank or not text. */
export function parseSearchText(value: unknown): string | undefined {
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  const text = String(value).trim().slice(0, MAX_SEARCH_LENGTH);
  return text ? text : undefined;
}

/** A positive whole number from a URL (`5` or `"5"`); anything else is dropped. */
export function parsePositiveInt(value: unknown): number | undefined {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value : '';
  if (!/^[1-9]\d{0,15}$/.test(text)) return undefined;
  const number = Number(text);
  return Number.isSafeInteger(number) ? number : undefined;
}

// ---------------------------------------------------------------------------------------------
// /community/requests

/** Where a request stands (contract RequestStatus), in the order the filter offers them. */
export const REQUEST_STATUSES = [
  'open',
  'inProgress',
  'onHold',
  'closed',
] as const satisfies readonly RequestStatus[];

export function isRequestStatus(value: unknown): value is RequestStatus {
  return typeof value === 'string' && (REQUEST_STATUSES as readonly string[]).includes(value);
}

export type RequestsTab = 'requests' | 'reservations';

/** The requests page's shareable state: `?status=open&id=10001` or `?tab=reservations`. */
export interface RequestsSearch {
  status?: RequestStatus;
  /** The request whose thread is open. */
  id?: number;
  tab?: 'reservations';
}

export function parseRequestsSearch(raw: Record<string, unknown>): RequestsSearch {
  const search: RequestsSearch = {};
  if (isRequestStatus(raw.status)) search.status = raw.status;
  const id = parsePositiveInt(raw.id);
  if (id !== undefined) search.id = id;
  if (raw.tab === 'reservations') search.tab = 'reservations';
  return search;
}

// ---------------------------------------------------------------------------------------------
// /community/new-request

/** Contract limits of a request's texts (HomeownerRequestCreate). */
export const SUBJECT_MAX_LENGTH = 200;
export const DESCRIPTION_MAX_LENGTH = 4000;

/**
 * The new-request page's shareable state: `?form=reservation` opens the reservation form,
 * `?form=arc` the way to an ARC application;
 * `?subject=…&description=…` fill in the general form (the assistant hands an unanswered
 * question over this way).
 */
export interface NewRequestSearch {
  form?: 'reservation' | 'arc';
  subject?: string;
  description?: string;
}

function formText(value: unknown, max: number): string | undefined {
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  // Cut to the limit plus one, so an over-long text still meets its "too long" message.
  return trimmed ? trimmed.slice(0, max + 1) : undefined;
}

export function parseNewRequestSearch(raw: Record<string, unknown>): NewRequestSearch {
  const search: NewRequestSearch = {};
  if (raw.form === 'reservation' || raw.form === 'arc') search.form = raw.form;
  const subject = formText(raw.subject, SUBJECT_MAX_LENGTH);
  if (subject) search.subject = subject;
  const description = formText(raw.description, DESCRIPTION_MAX_LENGTH);
  if (description) search.description = description;
  return search;
}

// ---------------------------------------------------------------------------------------------
// /community/calendar

export interface CalendarSearch {
  /** Month is the default and stays out of the URL. */
  view?: 'week' | 'list';
  /** The focused day; today when absent. */
  date?: string;
}

export function parseCalendarSearch(raw: Record<string, unknown>): CalendarSearch {
  const search: CalendarSearch = {};
  if (raw.view === 'week' || raw.view === 'list') search.view = raw.view;
  if (isCalendarDate(raw.date) && raw.date >= '1900-01-01' && raw.date <= '2999-12-31')
    search.date = raw.date;
  return search;
}

// ---------------------------------------------------------------------------------------------
// /community/directory and /community/faq

/** The directory's shareable state: `?q=maple&page=2`. */
export interface DirectorySearch {
  q?: string;
  page?: number;
}

export function parseDirectorySearch(raw: Record<string, unknown>): DirectorySearch {
  const search: DirectorySearch = {};
  const q = parseSearchText(raw.q);
  if (q) search.q = q;
  const page = parsePositiveInt(raw.page);
  if (page !== undefined && page > 1) search.page = page;
  return search;
}

export interface FaqSearch {
  q?: string;
}

export function parseFaqSearch(raw: Record<string, unknown>): FaqSearch {
  const q = parseSearchText(raw.q);
  return q ? { q } : {};
}
