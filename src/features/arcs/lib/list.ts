import type {
  Address,
  ArcRequestListItem,
  ArcRequestStatus,
  ArcVoteTally,
  AssociationArcRequest,
  MyArcVote,
} from '../api/arcs-api';
import type { ArcSort, ArcStatusFilter } from './search';

/** The contract's ARC statuses, in the order the filter and badges use. */
export const ARC_STATUSES = [
  'open',
  'approved',
  'declined',
  'withdrawn',
] as const satisfies readonly ArcRequestStatus[];

/** One row of the ARC list, from the board's review list or the association's view. */
export interface ArcRow {
  id: number;
  title: string;
  homeowner: string;
  address: Address;
  submittedAt: string;
  status: ArcRequestStatus;
  /** Null where the source does not tell (the association's view of a request not in review). */
  votes: ArcVoteTally | null;
  /** Undefined where the source does not tell; null: not voted. */
  myVote: MyArcVote | undefined;
  decisionDueDate: string | null;
}

export function rowFromBoard(item: ArcRequestListItem): ArcRow {
  return {
    id: item.id,
    title: item.title,
    homeowner: item.homeowner.name,
    address: item.propertyAddress,
    submittedAt: item.submittedAt,
    status: item.status,
    votes: item.votes,
    myVote: item.myVote,
    decisionDueDate: item.decisionDueDate ?? null,
  };
}

/**
 * A row of the association's view. That list carries no votes: they are taken from the board's
 * review list when the same request is in it.
 */
export function rowFromAssociation(
  item: AssociationArcRequest,
  review: ReadonlyMap<number, ArcRequestListItem>,
): ArcRow {
  const reviewed = review.get(item.id);
  return {
    id: item.id,
    title: item.title,
    homeowner: item.homeowner.name,
    address: item.propertyAddress,
    submittedAt: item.submittedAt,
    status: item.status,
    votes: reviewed?.votes ?? null,
    myVote: reviewed ? reviewed.myVote : undefined,
    decisionDueDate: item.decisionDueDate ?? null,
  };
}

/** The first address line (and the second, when there is one): "18 Maple Court". */
export function streetOf(address: Address): string {
  return [address.address1, address.address2].filter(Boolean).join(', ');
}

/** The day of an instant, in the reader's language and time zone: "Nov 14, 2026". */
export function formatDay(iso: string, locale: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(date);
}

/** Votes cast so far ("2 of 5" is approve + decline of total). */
export function votesCast(votes: ArcVoteTally): number {
  return votes.approve + votes.decline;
}

/** Whole days from `today` to `due` (both YYYY-MM-DD): 0 on the day, negative once past. */
export function daysBetween(today: string, due: string): number | null {
  const parse = (day: string) => {
    const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
    if (!match) return null;
    const [, year, month, date] = match.map(Number) as [number, number, number, number];
    return Date.UTC(year, month - 1, date);
  };
  const from = parse(today);
  const to = parse(due);
  if (from === null || to === null) return null;
  return Math.round((to - from) / 86_400_000);
}

/**
 * Days left before the decision deadline, for open requests that have one; null otherwise
 * (decided requests have nothing left to decide).
 */
export function daysLeft(
  row: { status: ArcRequestStatus; decisionDueDate?: string | null | undefined },
  today: string,
): number | null {
  if (row.status !== 'open' || !row.decisionDueDate) return null;
  return daysBetween(today, row.decisionDueDate);
}

export function matchesStatus(row: ArcRow, filter: ArcStatusFilter | undefined): boolean {
  if (!filter) return true;
  if (filter === 'awaitingMyVote') return row.status === 'open' && row.myVote === null;
  return row.status === filter;
}

/** The status the service is asked to filter by (the rest is filtered here). */
export function serviceStatus(filter: ArcStatusFilter | undefined): ArcRequestStatus | undefined {
  return filter === 'awaitingMyVote' ? 'open' : filter;
}

const NO_DUE = '9999-12-31';

/**
 * The rows to show, in order. The service already filters by status; doing it again here keeps
 * the list right whatever it sends. Ties keep the newest first.
 */
export function visibleRows(
  rows: readonly ArcRow[],
  options: { status?: ArcStatusFilter | undefined; sort?: ArcSort | undefined; locale: string },
): ArcRow[] {
  const collator = new Intl.Collator(options.locale, { sensitivity: 'base' });
  const newest = (a: ArcRow, b: ArcRow) =>
    b.submittedAt.localeCompare(a.submittedAt) || b.id - a.id;
  const compare: (a: ArcRow, b: ArcRow) => number =
    options.sort === 'oldest'
      ? (a, b) => -newest(a, b)
      : options.sort === 'due'
        ? (a, b) =>
            // Open requests by their deadline first; decided ones after, newest first.
            Number(a.status !== 'open') - Number(b.status !== 'open') ||
            (a.decisionDueDate ?? NO_DUE).localeCompare(b.decisionDueDate ?? NO_DUE) ||
            newest(a, b)
        : options.sort === 'homeowner'
          ? (a, b) => collator.compare(a.homeowner, b.homeowner) || newest(a, b)
          : newest;
  return rows.filter((row) => matchesStatus(row, options.status)).sort(compare);
}
