import { Link } from '@tanstack/react-router';
import { useUnit } from 'effector-react';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '@/components/page';
import { Button } from '@/components/ui/button';
import { boardAssociationFor } from '@/entities/session/lib/roles';
import { $selectedAssociationId } from '@/entities/session/model';
import { useRoles } from '@/entities/session/queries';
import { BUSINESS_TIME_ZONE, calendarDateIn, formatCalendarDate } from '@/lib/dates';
import {
  ASSOCIATION_PAGE_SIZE,
  useAssociationArcRequests,
  useBoardArcRequests,
  type ArcRequestListItem,
} from '../api/arcs-api';
import {
  daysLeft,
  formatDay,
  rowFromAssociation,
  rowFromBoard,
  serviceStatus,
  streetOf,
  visibleRows,
  votesCast,
  type ArcRow,
} from '../lib/list';
import { ARC_SORTS, ARC_STATUS_FILTERS, type ArcListSearch } from '../lib/search';
import { LoadError } from '@/components/load-error';
import { ArcStatusBadge } from './status-badge';
import { CARD, SELECT, TEXT_LINK } from './styles';
import { LoadingStatus } from '@/components/loading-status';

interface ArcListPageProps {
  search: ArcListSearch;
  onSearchChange: (search: ArcListSearch) => void;
}

const EMPTY_REVIEW = new Map<number, ArcRequestListItem>();

/**
 * Issue 12 item 1: the ARC requests of the board's association with votes, my vote and the days
 * left to decide. Filter, sort, view and page live in the URL, so a view can be shared.
 */
export function ArcListPage({ search, onSearchChange }: ArcListPageProps) {
  const { t, i18n } = useTranslation('arcs');
  const locale = i18n.language;
  const { security } = useRoles();
  const selectedAssociationId = useUnit($selectedAssociationId);
  const associationId = boardAssociationFor(security, selectedAssociationId);
  const associationView = search.view === 'association';
  const page = search.page ?? 1;
  const status = serviceStatus(search.status);

  // The review list gives votes; the association view takes them from it when it lists all.
  const review = useBoardArcRequests(
    associationId,
    associationView ? {} : { status, mine: search.status === 'awaitingMyVote' },
  );
  const association = useAssociationArcRequests(associationId, { status, page }, associationView);
  const source = associationView ? association : review;

  const reviewById = useMemo(
    () => (review.data ? new Map(review.data.map((item) => [item.id, item])) : EMPTY_REVIEW),
    [review.data],
  );
  const rows = useMemo(() => {
    const all = associationView
      ? (association.data?.items ?? []).map((item) => rowFromAssociation(item, reviewById))
      : (review.data ?? []).map(rowFromBoard);
    return visibleRows(all, { status: search.status, sort: search.sort, locale });
  }, [
    associationView,
    association.data,
    review.data,
    reviewById,
    search.status,
    search.sort,
    locale,
  ]);

  const filterId = useId();
  const sortId = useId();
  const viewId = useId();
  const summaryId = useId();
  const today = calendarDateIn(BUSINESS_TIME_ZONE, new Date());
  const update = (patch: Partial<ArcListSearch>) => {
    const merged: ArcListSearch = { ...search, ...patch };
    // A changed filter or view starts again on the first page; unset values leave the URL.
    const next: ArcListSearch = {};
    if (merged.view) next.view = merged.view;
    if (merged.status) next.status = merged.status;
    if (merged.sort) next.sort = merged.sort;
    if ('page' in patch && merged.page) next.page = merged.page;
    onSearchChange(next);
  };

  const totalPages = association.data
    ? Math.max(
        1,
        Math.ceil(
          association.data.totalCount / (association.data.pageSize || ASSOCIATION_PAGE_SIZE),
        ),
      )
    : 1;

  let body;
  if (associationId === null) {
    body = <p>{t('list.noAssociation')}</p>;
  } else if (source.isError && !source.data) {
    body = (
      <LoadError
        message={t('list.loadError')}
        error={source.error}
        onRetry={() => void source.refetch()}
        retrying={source.isFetching}
      />
    );
  } else if (!source.data) {
    body = <LoadingStatus>{t('list.loading')}</LoadingStatus>;
  } else if (rows.length === 0) {
    body = <p>{search.status ? t('list.noneMatching') : t('list.none')}</p>;
  } else {
    body = (
      <>
        <ArcTable rows={rows} today={today} summaryId={summaryId} />
        <ArcCards rows={rows} today={today} />
      </>
    );
  }

  return (
    <Page title={t('list.title')} description={t('list.description')}>
      <form
        role="search"
        aria-label={t('list.filtersLabel')}
        className={`${CARD} flex flex-wrap items-end gap-3`}
        onSubmit={(event) => event.preventDefault()}
      >
        <div className="flex min-w-0 flex-col gap-1">
          <label htmlFor={viewId} className="text-sm font-medium">
            {t('list.view')}
          </label>
          <select
            id={viewId}
            className={SELECT}
            value={search.view ?? 'board'}
            onChange={(event) =>
              update({ view: event.target.value === 'association' ? 'association' : undefined })
            }
          >
            <option value="board">{t('list.views.board')}</option>
            <option value="association">{t('list.views.association')}</option>
          </select>
        </div>
        <div className="flex min-w-0 flex-col gap-1">
          <label htmlFor={filterId} className="text-sm font-medium">
            {t('list.status')}
          </label>
          <select
            id={filterId}
            className={SELECT}
            value={search.status ?? ''}
            onChange={(event) => {
              const value = ARC_STATUS_FILTERS.find((option) => option === event.target.value);
              update({ status: value });
            }}
          >
            <option value="">{t('list.allStatuses')}</option>
            {ARC_STATUS_FILTERS.map((option) => (
              <option key={option} value={option}>
                {t(`filters.${option}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="flex min-w-0 flex-col gap-1">
          <label htmlFor={sortId} className="text-sm font-medium">
            {t('list.sort')}
          </label>
          <select
            id={sortId}
            className={SELECT}
            value={search.sort ?? 'newest'}
            onChange={(event) => {
              const value = ARC_SORTS.find((option) => option === event.target.value);
              update({ sort: value });
            }}
          >
            <option value="newest">{t('sorts.newest')}</option>
            {ARC_SORTS.map((option) => (
              <option key={option} value={option}>
                {t(`sorts.${option}`)}
              </option>
            ))}
          </select>
        </div>
      </form>
      <p id={summaryId} role="status" className="text-sm text-ink-muted">
        {source.data && associationId !== null ? t('list.count', { count: rows.length }) : null}
      </p>
      {body}
      {associationView && association.data && totalPages > 1 ? (
        <nav aria-label={t('list.pages')} className="flex flex-wrap items-center gap-3">
          <Button
            variant="secondary"
            disabled={page <= 1}
            onClick={() => update({ page: page - 1 > 1 ? page - 1 : undefined })}
          >
            {t('list.previous')}
          </Button>
          <span>{t('list.pageOf', { page, total: totalPages })}</span>
          <Button
            variant="secondary"
            disabled={page >= totalPages}
            onClick={() => update({ page: page + 1 })}
          >
            {t('list.next')}
          </Button>
        </nav>
      ) : null}
    </Page>
  );
}

function useCells(today: string) {
  const { t, i18n } = useTranslation('arcs');
  const locale = i18n.language;
  return {
    votes: (row: ArcRow) =>
      row.votes ? (
        <>
          <span className="whitespace-nowrap">
            {t('votes.cast', { cast: votesCast(row.votes), total: row.votes.total })}
          </span>
          <span className="block text-sm text-ink-muted">
            {t('votes.split', { approve: row.votes.approve, decline: row.votes.decline })}
          </span>
        </>
      ) : (
        <span className="text-ink-muted">{t('list.notAvailable')}</span>
      ),
    myVote: (row: ArcRow) =>
      row.myVote === undefined ? (
        <span className="text-ink-muted">{t('list.notAvailable')}</span>
      ) : row.myVote === null ? (
        t('myVote.none')
      ) : (
        t(`choices.${row.myVote}`)
      ),
    due: (row: ArcRow) => {
      if (!row.decisionDueDate)
        return <span className="text-ink-muted">{t('list.noDeadline')}</span>;
      const left = daysLeft(row, today);
      return (
        <>
          <span className="whitespace-nowrap">
            {formatCalendarDate(row.decisionDueDate, locale)}
          </span>
          {left === null ? null : (
            <span
              className={`block text-sm ${left < 0 ? 'font-medium text-danger' : 'text-ink-muted'}`}
            >
              {left === 0
                ? t('due.today')
                : left > 0
                  ? t('due.left', { count: left })
                  : t('due.overdue', { count: -left })}
            </span>
          )}
        </>
      );
    },
    submitted: (row: ArcRow) => (
      <time dateTime={row.submittedAt}>{formatDay(row.submittedAt, locale)}</time>
    ),
  };
}

/** From medium screens up: a table with one row per request. */
function ArcTable({
  rows,
  today,
  summaryId,
}: {
  rows: ArcRow[];
  today: string;
  summaryId: string;
}) {
  const { t } = useTranslation('arcs');
  const cells = useCells(today);
  const th = 'px-3 py-2 text-left text-sm font-semibold';
  const td = 'px-3 py-2 align-top';
  return (
    <table
      aria-describedby={summaryId}
      className="hidden w-full border-collapse rounded-lg border border-line bg-surface md:table"
    >
      <caption className="sr-only">{t('list.caption')}</caption>
      <thead className="border-b border-line bg-surface-muted">
        <tr>
          <th scope="col" className={th}>
            {t('columns.request')}
          </th>
          <th scope="col" className={th}>
            {t('columns.homeowner')}
          </th>
          <th scope="col" className={th}>
            {t('columns.property')}
          </th>
          <th scope="col" className={th}>
            {t('columns.submitted')}
          </th>
          <th scope="col" className={th}>
            {t('columns.status')}
          </th>
          <th scope="col" className={th}>
            {t('columns.votes')}
          </th>
          <th scope="col" className={th}>
            {t('columns.myVote')}
          </th>
          <th scope="col" className={th}>
            {t('columns.due')}
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-line">
        {rows.map((row) => (
          <tr key={row.id}>
            <th scope="row" className={`${td} text-left font-normal`}>
              <Link
                to="/board/arcs/$id"
                params={{ id: row.id }}
                className={`${TEXT_LINK} [overflow-wrap:anywhere]`}
              >
                {row.title}
              </Link>
            </th>
            <td className={td}>{row.homeowner}</td>
            <td className={td}>{streetOf(row.address)}</td>
            <td className={td}>{cells.submitted(row)}</td>
            <td className={td}>
              <ArcStatusBadge status={row.status} />
            </td>
            <td className={td}>{cells.votes(row)}</td>
            <td className={td}>{cells.myVote(row)}</td>
            <td className={td}>{cells.due(row)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** On narrow screens: one card per request, the same facts as the table's columns. */
function ArcCards({ rows, today }: { rows: ArcRow[]; today: string }) {
  const { t } = useTranslation('arcs');
  const cells = useCells(today);
  return (
    <ul aria-label={t('list.caption')} className="flex flex-col gap-3 md:hidden">
      {rows.map((row) => (
        <li key={row.id} className={CARD}>
          <article className="flex flex-col gap-2">
            <div className="flex flex-wrap items-start justify-between gap-2">
              <h2 className="font-semibold [overflow-wrap:anywhere]">
                <Link to="/board/arcs/$id" params={{ id: row.id }} className={TEXT_LINK}>
                  {row.title}
                </Link>
              </h2>
              <ArcStatusBadge status={row.status} />
            </div>
            <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
              <dt className="text-ink-muted">{t('columns.homeowner')}</dt>
              <dd>{row.homeowner}</dd>
              <dt className="text-ink-muted">{t('columns.property')}</dt>
              <dd className="[overflow-wrap:anywhere]">{streetOf(row.address)}</dd>
              <dt className="text-ink-muted">{t('columns.submitted')}</dt>
              <dd>{cells.submitted(row)}</dd>
              <dt className="text-ink-muted">{t('columns.votes')}</dt>
              <dd>{cells.votes(row)}</dd>
              <dt className="text-ink-muted">{t('columns.myVote')}</dt>
              <dd>{cells.myVote(row)}</dd>
              <dt className="text-ink-muted">{t('columns.due')}</dt>
              <dd>{cells.due(row)}</dd>
            </dl>
          </article>
        </li>
      ))}
    </ul>
  );
}
