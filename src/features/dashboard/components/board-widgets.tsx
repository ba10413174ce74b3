import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { hasCapability } from '@/lib/api/capabilities';
import { useTranslation } from 'react-i18next';
import { formatCalendarDate } from '@/lib/dates';
import { arcVotesQueryOptions, boardTasksQueryOptions } from '../api/widget-queries';
import { allCaughtUp, BOARD_TASKS, waitingForMyVote } from '../lib/board';
import { EmptyState, linkClass, Widget, widgetLoad } from './widget';
import { isolate } from '@/lib/isolate';

interface BoardWidgetProps {
  associationId: number;
  /** Named when it is not the selected property's association. */
  associationName: string | undefined;
}

/** SPEC §2 board actions: open work per board area, from the board task overview. */
export function BoardActionsWidget({ associationId, associationName }: BoardWidgetProps) {
  const { t } = useTranslation('dashboard');
  const overview = useQuery(boardTasksQueryOptions(associationId));
  const data = overview.data;

  return (
    <Widget title={t('board.title')} load={widgetLoad(overview)} failedText={t('board.failed')}>
      {associationName ? (
        <p className="mb-2 text-sm text-ink-muted">
          {isolate((v) => t('board.at', v), { association: associationName })}
        </p>
      ) : null}
      {data && allCaughtUp(data) ? (
        <EmptyState
          text={t('board.empty')}
          action={
            hasCapability('boardLists') ? (
              <Link to="/board/to-do-list" className={linkClass}>
                {t('board.toDo')}
              </Link>
            ) : undefined
          }
        />
      ) : data ? (
        <ul className="grid gap-x-4 sm:grid-cols-2">
          {BOARD_TASKS.map(({ key, to }) => (
            <li key={key}>
              {/* The counts are the spec's overview; the lists behind them are boardLists. */}
              {to === '/board/arcs' || hasCapability('boardLists') ? (
                <Link to={to} className={`${linkClass} w-full justify-between gap-2`}>
                  <span>{t(`board.tasks.${key}`)}</span>
                  <span className="tabular-nums">{data[key]}</span>
                </Link>
              ) : (
                <span className="flex min-h-11 w-full items-center justify-between gap-2">
                  <span>{t(`board.tasks.${key}`)}</span>
                  <span className="tabular-nums">{data[key]}</span>
                </span>
              )}
            </li>
          ))}
        </ul>
      ) : null}
    </Widget>
  );
}

/** SPEC §2 board ARC voting: open ARC requests still waiting for the person's vote. */
export function ArcVotingWidget({ associationId, associationName }: BoardWidgetProps) {
  const { t, i18n } = useTranslation('dashboard');
  const locale = i18n.resolvedLanguage ?? 'en';
  const requests = useQuery(arcVotesQueryOptions(associationId));
  const waiting = waitingForMyVote(requests.data ?? [], associationId);

  return (
    <Widget
      title={t('arc.title')}
      load={widgetLoad(requests)}
      failedText={t('arc.failed')}
      footer={
        <Link to="/board/arcs" className={linkClass}>
          {t('arc.all')}
        </Link>
      }
    >
      {associationName ? (
        <p className="mb-2 text-sm text-ink-muted">
          {isolate((v) => t('board.at', v), { association: associationName })}
        </p>
      ) : null}
      {waiting.length === 0 ? (
        <EmptyState text={t('arc.empty')} />
      ) : (
        <ul className="divide-y divide-line">
          {waiting.map((request) => (
            <li key={request.id} className="py-2">
              <Link to="/board/arcs/$id" params={{ id: request.id }} className={linkClass}>
                {request.title}
              </Link>
              <p className="text-sm text-ink-muted">
                {isolate(
                  (v) =>
                    t('arc.details', {
                      ...v,
                      cast: request.votes.approve + request.votes.decline,
                      total: request.votes.total,
                    }),
                  { homeowner: request.homeowner.name },
                )}
              </p>
              {request.decisionDueDate ? (
                <p className="text-sm text-ink-muted">
                  {t('arc.due', { date: formatCalendarDate(request.decisionDueDate, locale) })}
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </Widget>
  );
}
