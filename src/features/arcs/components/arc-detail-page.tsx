import { Link } from '@tanstack/react-router';
import { useUnit } from 'effector-react';
import { ArrowLeft } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '@/components/page';
import { isArcChair } from '@/entities/session/lib/roles';
import { $userId } from '@/entities/session/model';
import { useCurrentUser, useRoles } from '@/entities/session/queries';
import { BUSINESS_TIME_ZONE, calendarDateIn, formatCalendarDate, formatInstant } from '@/lib/dates';
import { useArcRequest, type ArcRequestDetail } from '../api/arcs-api';
import type { Voter } from '../lib/cache-updates';
import { daysLeft, streetOf } from '../lib/list';
import { describeProblem } from '@/lib/api/problem';
import { AttachmentGallery } from './attachments';
import { ChairPanel } from './chair-panel';
import { LoadError } from '@/components/load-error';
import { MessageForm, MessageThread } from './messages';
import { ArcStatusBadge } from './status-badge';
import { CARD, LINK_BUTTON_SECONDARY, TEXT_LINK } from './styles';
import { VotePanel } from './vote-panel';
import { LoadingStatus } from '@/components/loading-status';
import { isolate } from '@/lib/isolate';

interface ArcDetailPageProps {
  id: number;
  /** Runtime config `maxUploadBytes`. */
  maxUploadBytes: number;
}

function BackLink() {
  const { t } = useTranslation('arcs');
  return (
    <Link to="/board/arcs" className={LINK_BUTTON_SECONDARY}>
      <ArrowLeft aria-hidden="true" className="size-4" />
      {t('detail.back')}
    </Link>
  );
}

/** Issue 12 items 2 and 3: one ARC request with its files, votes, decision and messages. */
export function ArcDetailPage({ id, maxUploadBytes }: ArcDetailPageProps) {
  const { t } = useTranslation('arcs');
  const request = useArcRequest(id);

  if (request.isError) {
    if (describeProblem(request.error).kind === 'notFound') {
      return (
        <Page title={t('detail.notFoundTitle')} actions={<BackLink />}>
          <p>{t('detail.notFound', { id })}</p>
        </Page>
      );
    }
    return (
      <Page title={t('detail.heading', { id })} actions={<BackLink />}>
        <LoadError
          message={t('detail.loadError')}
          error={request.error}
          onRetry={() => void request.refetch()}
          retrying={request.isFetching}
        />
      </Page>
    );
  }
  if (!request.data) {
    return (
      <Page title={t('detail.heading', { id })} actions={<BackLink />}>
        <LoadingStatus>{t('detail.loading')}</LoadingStatus>
      </Page>
    );
  }
  return <Detail detail={request.data} maxUploadBytes={maxUploadBytes} />;
}

function Section({
  title,
  children,
  action,
}: {
  title: ReactNode;
  children: ReactNode;
  action?: ReactNode;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={`${CARD} flex min-w-0 flex-col gap-3`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="text-lg font-semibold">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}

function Detail({ detail, maxUploadBytes }: { detail: ArcRequestDetail; maxUploadBytes: number }) {
  const { t, i18n } = useTranslation('arcs');
  const locale = i18n.language;
  const { security } = useRoles();
  const user = useCurrentUser().data ?? null;
  const userId = useUnit($userId);
  // SPEC §6: the chair makes the decision. The service says so for this request, and the
  // session's securities must agree; anyone else never sees the chair's controls.
  const isChair = detail.isChair && isArcChair(security, detail.associationId);
  const voter: Voter | null =
    userId === null
      ? null
      : { userId, name: user ? `${user.firstName} ${user.lastName}`.trim() : '' };
  const left = daysLeft(detail, calendarDateIn(BUSINESS_TIME_ZONE, new Date()));

  return (
    <Page
      title={detail.title}
      className="[&_h1]:[overflow-wrap:anywhere]"
      description={
        <span className="flex flex-wrap items-center gap-2">
          <ArcStatusBadge status={detail.status} />
          <span>{t('detail.number', { id: detail.id })}</span>
        </span>
      }
      actions={<BackLink />}
    >
      <div className="grid min-w-0 gap-4 lg:grid-cols-2 lg:items-start">
        <div className="flex min-w-0 flex-col gap-4">
          <Section title={t('detail.request')}>
            <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
              <dt className="text-ink-muted">{t('columns.homeowner')}</dt>
              <dd>{detail.homeowner.name}</dd>
              <dt className="text-ink-muted">{t('columns.property')}</dt>
              <dd className="[overflow-wrap:anywhere]">
                {streetOf(detail.propertyAddress)}, {detail.propertyAddress.city},{' '}
                {detail.propertyAddress.stateProvince} {detail.propertyAddress.postalCode}
              </dd>
              {detail.category ? (
                <>
                  <dt className="text-ink-muted">{t('detail.category')}</dt>
                  <dd>{detail.category}</dd>
                </>
              ) : null}
              <dt className="text-ink-muted">{t('columns.submitted')}</dt>
              <dd>{formatInstant(detail.submittedAt, locale)}</dd>
              {detail.plannedStartDate ? (
                <>
                  <dt className="text-ink-muted">{t('detail.plannedStart')}</dt>
                  <dd>{formatCalendarDate(detail.plannedStartDate, locale)}</dd>
                </>
              ) : null}
              {detail.decisionDueDate ? (
                <>
                  <dt className="text-ink-muted">{t('columns.due')}</dt>
                  <dd>
                    {formatCalendarDate(detail.decisionDueDate, locale)}
                    {left === null
                      ? null
                      : ` · ${
                          left === 0
                            ? t('due.today')
                            : left > 0
                              ? t('due.left', { count: left })
                              : t('due.overdue', { count: -left })
                        }`}
                  </dd>
                </>
              ) : null}
            </dl>
            <h3 className="font-semibold">{t('detail.description')}</h3>
            <p className="whitespace-pre-line [overflow-wrap:anywhere]">{detail.description}</p>
          </Section>
          <Section
            title={t('attachments.heading')}
            action={
              <Link
                to="/board/arcs/$id/attachments"
                params={{ id: detail.id }}
                className={TEXT_LINK}
              >
                {t('attachments.ownPage')}
              </Link>
            }
          >
            <AttachmentGallery actionItemId={detail.id} />
          </Section>
        </div>
        <div className="flex min-w-0 flex-col gap-4">
          <Section title={t('votes.heading')}>
            <VotePanel detail={detail} isChair={isChair} voter={voter} />
          </Section>
          <Section title={t('decision.heading')}>
            <ChairPanel detail={detail} isChair={isChair} />
          </Section>
          <Section
            title={isolate((v) => t('messages.heading', v), { name: detail.homeowner.name })}
          >
            <MessageThread id={detail.id} />
            <MessageForm detail={detail} maxUploadBytes={maxUploadBytes} />
          </Section>
        </div>
      </div>
    </Page>
  );
}
