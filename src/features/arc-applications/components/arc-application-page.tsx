import { Link } from '@tanstack/react-router';
import { useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ProblemMessage } from '@/components/problem-message';
import { AttachmentPicker } from '@/components/attachment-picker';
import { LoadError } from '@/components/load-error';
import { LoadingStatus } from '@/components/loading-status';
import { Page } from '@/components/page';
import { Button } from '@/components/ui/button';
import { TextArea } from '@/components/ui/text-area';
import { useAttachments } from '@/components/use-attachments';
import { actionWording, describeProblem, type Problem } from '@/lib/api/problem';
import { isApiError } from '@/lib/api/api-error';
import { formatCalendarDate, formatInstant, formatInstantDay } from '@/lib/dates';
import { formatFileSize } from '@/lib/file-size';
import { MESSAGE_MAX_LENGTH, messageProblem, type MessageProblem } from '@/lib/message-text';
import {
  useMyArcApplication,
  useSendArcApplicationMessage,
  type ArcApplication,
  type ArcMessage,
} from '../api/arc-applications-api';
import { isDecided } from '../lib/application';
import { DecisionBlock } from './decision';
import { ApplicationStatusBadge } from './status-badge';
import { CARD, FACTS, TEXT_LINK } from './styles';
import { useSingleFlight } from '@/lib/use-single-flight';
import { isolate } from '@/lib/isolate';

/** One of the homeowner's ARC applications: status, decision with conditions, the board's messages. */
export function ArcApplicationPage({ id, maxUploadBytes }: { id: number; maxUploadBytes: number }) {
  const { t } = useTranslation('arc-applications');
  const application = useMyArcApplication(id);
  const back = (
    <Link to="/community/arc-requests" className={TEXT_LINK}>
      {t('detail.back')}
    </Link>
  );
  if (application.isPending)
    return (
      <Page title={t('detail.loadingTitle')} className="max-w-3xl">
        <LoadingStatus className="min-h-48">{t('detail.loading')}</LoadingStatus>
      </Page>
    );
  if (application.isError) {
    const notFound = isApiError(application.error) && application.error.status === 404;
    return (
      <Page title={t('detail.loadingTitle')} className="max-w-3xl">
        {notFound ? (
          <p>{t('detail.notFound')}</p>
        ) : (
          <LoadError
            message={t('detail.loadError')}
            error={application.error}
            onRetry={() => void application.refetch()}
            retrying={application.isFetching}
          />
        )}
        <p>{back}</p>
      </Page>
    );
  }
  return (
    <ApplicationView application={application.data} maxUploadBytes={maxUploadBytes} back={back} />
  );
}

function ApplicationView({
  application,
  maxUploadBytes,
  back,
}: {
  application: ArcApplication;
  maxUploadBytes: number;
  back: ReactNode;
}) {
  const { t, i18n } = useTranslation('arc-applications');
  const locale = i18n.language;
  return (
    <Page
      title={t('detail.title', { type: t(`projectTypes.${application.projectType}`) })}
      description={back}
      className="max-w-3xl"
    >
      <section aria-labelledby="arc-application-summary" className={`${CARD} flex flex-col gap-3`}>
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h2
            id="arc-application-summary"
            className="min-w-0 text-lg font-semibold [overflow-wrap:anywhere]"
          >
            {application.title}
          </h2>
          <ApplicationStatusBadge status={application.status} />
        </div>
        <dl className={FACTS}>
          <dt className="text-ink-muted">{t('fields.property')}</dt>
          <dd className="[overflow-wrap:anywhere]">{application.propertyAddress.address1}</dd>
          <dt className="text-ink-muted">{t('fields.submitted')}</dt>
          <dd>{formatInstantDay(application.submittedAt, locale)}</dd>
          {!isDecided(application.status) && application.decisionDueDate ? (
            <>
              <dt className="text-ink-muted">{t('fields.decisionDue')}</dt>
              <dd>{formatCalendarDate(application.decisionDueDate, locale)}</dd>
            </>
          ) : null}
          <dt className="text-ink-muted">{t('fields.plannedStart')}</dt>
          <dd>
            {application.plannedStartDate
              ? formatCalendarDate(application.plannedStartDate, locale)
              : t('review.notGiven')}
          </dd>
          <dt className="text-ink-muted">{t('fields.plannedEnd')}</dt>
          <dd>
            {application.plannedEndDate
              ? formatCalendarDate(application.plannedEndDate, locale)
              : t('review.notGiven')}
          </dd>
          <dt className="text-ink-muted">{t('fields.contractor')}</dt>
          <dd className="[overflow-wrap:anywhere]">
            {application.contractor ?? t('review.notGiven')}
          </dd>
          <dt className="text-ink-muted">{t('fields.description')}</dt>
          <dd className="whitespace-pre-line [overflow-wrap:anywhere]">
            {application.description}
          </dd>
        </dl>
        {application.attachments.length > 0 ? (
          <div className="flex flex-col gap-1">
            <h3 className="font-semibold">{t('detail.files')}</h3>
            <ul className="flex flex-col gap-0.5 text-sm">
              {application.attachments.map((file) => (
                <li key={file.id} className="[overflow-wrap:anywhere]">
                  <bdi>{file.fileName}</bdi>{' '}
                  <span className="text-ink-muted">({formatFileSize(file.size, locale)})</span>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </section>

      <section aria-labelledby="arc-application-decision" className={CARD}>
        {application.decision ? (
          <DecisionBlock
            status={application.status}
            decision={application.decision}
            headingId="arc-application-decision"
          />
        ) : (
          <div className="flex flex-col gap-1">
            <h2 id="arc-application-decision" className="text-lg font-semibold">
              {t('decision.heading')}
            </h2>
            <p>
              {application.decisionDueDate
                ? t('decision.pendingBy', {
                    date: formatCalendarDate(application.decisionDueDate, locale),
                  })
                : t('decision.pending')}
            </p>
          </div>
        )}
      </section>

      <section aria-labelledby="arc-application-messages" className="flex flex-col gap-3">
        <h2 id="arc-application-messages" className="text-lg font-semibold">
          {t('messages.heading')}
        </h2>
        {application.messages.length === 0 ? (
          <p>{t('messages.none')}</p>
        ) : (
          <ol className="flex flex-col gap-3">
            {application.messages.map((message) => (
              <MessageItem key={message.id} message={message} />
            ))}
          </ol>
        )}
        <ReplyForm applicationId={application.id} maxUploadBytes={maxUploadBytes} />
      </section>
    </Page>
  );
}

function MessageItem({ message }: { message: ArcMessage }) {
  const { t, i18n } = useTranslation('arc-applications');
  return (
    <li
      className={`${CARD} flex flex-col gap-1 ${message.isMine ? 'sm:ml-8' : 'border-brand sm:mr-8'}`}
    >
      <p className="text-sm">
        <bdi className="font-semibold">
          {message.isMine ? t('messages.you') : message.authorName}
        </bdi>{' '}
        <span className="text-ink-muted">
          {t(`messages.roles.${message.authorRole}`)} ·{' '}
          {formatInstant(message.sentAt, i18n.language)}
        </span>
      </p>
      <p className="whitespace-pre-line [overflow-wrap:anywhere]">{message.body}</p>
      {message.attachments.length > 0 ? (
        <p className="text-sm text-ink-muted [overflow-wrap:anywhere]">
          {isolate((v) => t('messages.files', v), {
            names: message.attachments.map((file) => file.fileName),
          })}
        </p>
      ) : null}
    </li>
  );
}

function ReplyForm({
  applicationId,
  maxUploadBytes,
}: {
  applicationId: number;
  maxUploadBytes: number;
}) {
  const { t } = useTranslation('arc-applications');
  const [text, setText] = useState('');
  const [invalid, setInvalid] = useState<MessageProblem | null>(null);
  const [problem, setProblem] = useState<Problem | null>(null);
  const attachments = useAttachments(maxUploadBytes);
  const send = useSendArcApplicationMessage(applicationId, ({ loaded, total }) => {
    attachments.progressed(loaded, total);
  });
  const flight = useSingleFlight();
  const field = useRef<HTMLTextAreaElement>(null);
  const problemId = useId();

  const submit = () => {
    if (flight.isBusy()) return;
    const found = messageProblem(text) ?? null;
    setInvalid(found);
    if (found) {
      field.current?.focus();
      return;
    }
    setProblem(null);
    attachments.progressed(0, null);
    flight.mutate(
      send,
      { message: text.trim(), files: attachments.files },
      {
        onSuccess: () => {
          setText('');
          attachments.clear();
        },
        onError: (error) => {
          attachments.failed();
          setProblem(describeProblem(error));
        },
      },
    );
  };

  return (
    <form
      noValidate
      aria-label={t('reply.label')}
      className={`${CARD} flex flex-col gap-3`}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <TextArea
        ref={field}
        label={t('reply.message')}
        value={text}
        onChange={(value) => {
          setText(value);
          if (invalid) setInvalid(null);
        }}
        error={invalid ? t(`reply.errors.${invalid}`, { max: MESSAGE_MAX_LENGTH }) : undefined}
        disabled={send.isPending}
        rows={4}
      />
      <AttachmentPicker
        files={attachments.files}
        refused={attachments.refused}
        serviceError={null}
        maxUploadBytes={maxUploadBytes}
        disabled={send.isPending}
        upload={attachments.upload}
        onPick={attachments.pick}
        onRemove={attachments.remove}
      />
      <ProblemMessage id={problemId} problem={problem} wording={actionWording(t('reply.failed'))} />
      <div>
        <Button type="submit" disabled={send.isPending}>
          {send.isPending ? t('reply.sending') : t('reply.send')}
        </Button>
      </div>
    </form>
  );
}
