import { Link } from '@tanstack/react-router';
import { Paperclip, X } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCalendarDate, formatInstant } from '@/lib/dates';
import { useRequest, type Attachment, type HomeownerRequestDetail } from '../api/community-api';
import { formatFileSize } from '@/lib/file-size';
import { describeProblem } from '@/lib/api/problem';
import { isRequestType, type RequestsSearch } from '../lib/requests';
import { LoadError } from '@/components/load-error';
import { acceptsReplies } from '../lib/thread-reply';
import { RequestReplyForm } from './request-reply-form';
import { RequestStatusBadge } from './status-badge';
import { CARD } from './styles';
import { LoadingStatus } from '@/components/loading-status';

interface RequestDetailProps {
  id: number;
  search: RequestsSearch;
  /** The largest file a reply may carry (runtime configuration). */
  maxUploadBytes: number;
}

/** One request and its thread, beside the list (`?id=` keeps it shareable). */
export function RequestDetail({ id, search, maxUploadBytes }: RequestDetailProps) {
  const { t } = useTranslation('community');
  const request = useRequest(id);
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const { id: _open, ...withoutId } = search;

  // Opening a request moves focus to it, so keyboard and screen-reader users land on the thread.
  useEffect(() => {
    heading.current?.focus({ preventScroll: false });
  }, [id, request.isSuccess]);

  let body;
  if (request.isError) {
    const problem = describeProblem(request.error);
    body =
      problem.kind === 'notFound' ? (
        <p>{t('detail.notFound')}</p>
      ) : (
        <LoadError
          message={t('detail.loadError')}
          error={request.error}
          onRetry={() => void request.refetch()}
          retrying={request.isFetching}
        />
      );
  } else if (!request.data) {
    body = <LoadingStatus>{t('detail.loading')}</LoadingStatus>;
  } else {
    body = <Thread request={request.data} maxUploadBytes={maxUploadBytes} />;
  }

  return (
    <section aria-labelledby={headingId} className={`${CARD} flex min-w-0 flex-col gap-4`}>
      <div className="flex items-start justify-between gap-2">
        <h2
          id={headingId}
          ref={heading}
          tabIndex={-1}
          className="text-lg font-semibold outline-none [overflow-wrap:anywhere]"
        >
          {request.data ? request.data.subject : t('detail.heading', { id })}
        </h2>
        <Link
          to="/community/requests"
          search={withoutId}
          className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-md hover:bg-surface-muted"
          aria-label={t('detail.close')}
        >
          <X aria-hidden="true" className="size-5" />
        </Link>
      </div>
      {body}
    </section>
  );
}

function Thread({
  request,
  maxUploadBytes,
}: {
  request: HomeownerRequestDetail;
  maxUploadBytes: number;
}) {
  const { t, i18n } = useTranslation('community');
  const locale = i18n.language;
  return (
    <>
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <RequestStatusBadge status={request.status} />
        <span>
          {isRequestType(request.type) ? t(`requestTypes.${request.type}`) : request.type}
        </span>
        <span className="text-ink-muted">{t('detail.number', { id: request.id })}</span>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm">
        <dt className="text-ink-muted">{t('requests.fields.submitted')}</dt>
        <dd>{formatInstant(request.createdAt, locale)}</dd>
        <dt className="text-ink-muted">{t('requests.fields.updated')}</dt>
        <dd>{formatInstant(request.updatedAt, locale)}</dd>
        {request.expectedResponseBy ? (
          <>
            <dt className="text-ink-muted">{t('requests.fields.expectedBy')}</dt>
            <dd>{formatCalendarDate(request.expectedResponseBy, locale)}</dd>
          </>
        ) : null}
      </dl>
      <div className="flex flex-col gap-1">
        <h3 className="font-semibold">{t('detail.description')}</h3>
        <p className="whitespace-pre-line [overflow-wrap:anywhere]">{request.description}</p>
      </div>
      <div className="flex flex-col gap-2">
        <h3 className="font-semibold">{t('detail.thread')}</h3>
        {request.messages.length === 0 ? (
          <p className="text-ink-muted">{t('detail.noMessages')}</p>
        ) : (
          <ol className="flex flex-col gap-3">
            {request.messages.map((message) => (
              <li
                key={message.id}
                className={
                  message.authorRole === 'homeowner'
                    ? 'rounded-md border border-line p-3'
                    : 'rounded-md bg-surface-muted p-3'
                }
              >
                <article className="flex flex-col gap-1">
                  <p className="text-sm">
                    <bdi className="font-semibold">{message.author}</bdi>{' '}
                    <span className="text-ink-muted">
                      ({t(`authorRoles.${message.authorRole}`)}) ·{' '}
                      <time dateTime={message.sentAt}>{formatInstant(message.sentAt, locale)}</time>
                    </span>
                  </p>
                  <p className="whitespace-pre-line [overflow-wrap:anywhere]">{message.body}</p>
                  <AttachmentList attachments={message.attachments} />
                </article>
              </li>
            ))}
          </ol>
        )}
      </div>
      {request.attachments.length > 0 ? (
        <div className="flex flex-col gap-1">
          <h3 className="font-semibold">{t('detail.attachments')}</h3>
          <AttachmentList attachments={request.attachments} />
        </div>
      ) : null}
      {acceptsReplies(request.status) ? (
        // A new request is a new form: nothing typed for one thread carries over to another.
        <RequestReplyForm key={request.id} requestId={request.id} maxUploadBytes={maxUploadBytes} />
      ) : (
        <p className="border-t border-line pt-4 text-ink-muted">{t('reply.closed')}</p>
      )}
    </>
  );
}

function AttachmentList({ attachments }: { attachments: Attachment[] }) {
  const { t, i18n } = useTranslation('community');
  if (attachments.length === 0) return null;
  return (
    <ul className="flex flex-col gap-1 text-sm" aria-label={t('detail.attachments')}>
      {attachments.map((attachment) => (
        <li key={attachment.id} className="flex items-center gap-1.5">
          <Paperclip aria-hidden="true" className="size-4 shrink-0" />
          <span className="[overflow-wrap:anywhere]">{attachment.fileName}</span>
          <span className="text-ink-muted">({formatFileSize(attachment.size, i18n.language)})</span>
        </li>
      ))}
    </ul>
  );
}
