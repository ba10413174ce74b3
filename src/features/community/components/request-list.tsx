import { Link } from '@tanstack/react-router';
import { hasCapability } from '@/lib/api/capabilities';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { formatCalendarDate } from '@/lib/dates';
import { useRequests, type HomeownerRequest } from '../api/community-api';
import { formatInstantDay } from '@/lib/dates';
import { isRequestType, visibleRequests, type RequestsSearch } from '../lib/requests';
import { LoadError } from '@/components/load-error';
import { RequestStatusBadge } from './status-badge';
import { CARD, TEXT_LINK } from './styles';
import { LoadingStatus } from '@/components/loading-status';
import { isolate } from '@/lib/isolate';

interface RequestListProps {
  associationId: number;
  search: RequestsSearch;
}

/** The homeowner's requests with type, status, dates and the latest reply (issue 10 item 1). */
export function RequestList({ associationId, search }: RequestListProps) {
  const { t } = useTranslation('community');
  const headingId = useId();
  const requests = useRequests({ associationId, status: search.status });

  let body;
  if (requests.isError) {
    body = (
      <LoadError
        // SPEC §8, word for word.
        message={t('requests.loadError')}
        error={requests.error}
        onRetry={() => void requests.refetch()}
        retrying={requests.isFetching}
      />
    );
  } else if (!requests.data) {
    body = <LoadingStatus>{t('requests.loading')}</LoadingStatus>;
  } else {
    const shown = visibleRequests(requests.data, search.status);
    body =
      shown.length === 0 ? (
        <p>{search.status ? t('requests.noneWithStatus') : t('requests.none')}</p>
      ) : (
        <ul aria-labelledby={headingId} className="flex flex-col gap-3">
          {shown.map((request) => (
            <RequestCard
              key={request.id}
              request={request}
              search={search}
              open={search.id === request.id}
            />
          ))}
        </ul>
      );
  }

  return (
    <section aria-labelledby={headingId} className="flex min-w-0 flex-col gap-3">
      <h2 id={headingId} className="text-lg font-semibold">
        {search.status
          ? t('requests.listHeadingFiltered', { status: t(`requestStatuses.${search.status}`) })
          : t('requests.listHeading')}
      </h2>
      {body}
    </section>
  );
}

function RequestCard({
  request,
  search,
  open,
}: {
  request: HomeownerRequest;
  search: RequestsSearch;
  open: boolean;
}) {
  const { t, i18n } = useTranslation('community');
  const locale = i18n.language;
  const reply = request.latestReply;
  return (
    <li className={cn(CARD, 'flex flex-col gap-2', open && 'border-brand ring-2 ring-brand')}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="min-w-0 font-semibold [overflow-wrap:anywhere]">
          {/* A request's thread is the requestThreads capability; the list is the spec's. */}
          {hasCapability('requestThreads') ? (
            <Link
              to="/community/requests"
              search={{ ...search, id: request.id }}
              aria-current={open ? 'true' : undefined}
              className={TEXT_LINK}
            >
              {request.subject}
            </Link>
          ) : (
            request.subject
          )}
        </h3>
        <RequestStatusBadge status={request.status} />
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm">
        <dt className="text-ink-muted">{t('requests.fields.type')}</dt>
        <dd>{isRequestType(request.type) ? t(`requestTypes.${request.type}`) : request.type}</dd>
        <dt className="text-ink-muted">{t('requests.fields.number')}</dt>
        <dd>{request.id}</dd>
        <dt className="text-ink-muted">{t('requests.fields.submitted')}</dt>
        <dd>{formatInstantDay(request.createdAt, locale)}</dd>
        <dt className="text-ink-muted">{t('requests.fields.updated')}</dt>
        <dd>{formatInstantDay(request.updatedAt, locale)}</dd>
        {request.expectedResponseBy ? (
          <>
            <dt className="text-ink-muted">{t('requests.fields.expectedBy')}</dt>
            <dd>{formatCalendarDate(request.expectedResponseBy, locale)}</dd>
          </>
        ) : null}
      </dl>
      {reply ? (
        <div className="rounded-md bg-surface-muted p-3 text-sm">
          <p className="font-medium">
            {isolate(
              (v) =>
                t('requests.latestReply', { ...v, date: formatInstantDay(reply.sentAt, locale) }),
              { author: reply.author },
            )}
          </p>
          <p className="line-clamp-3 whitespace-pre-line [overflow-wrap:anywhere]">{reply.body}</p>
        </div>
      ) : (
        <p className="text-sm text-ink-muted">{t('requests.noReply')}</p>
      )}
    </li>
  );
}
