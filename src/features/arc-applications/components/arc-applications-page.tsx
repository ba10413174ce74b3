import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/load-error';
import { LoadingStatus } from '@/components/loading-status';
import { Page } from '@/components/page';
import { formatCalendarDate, formatInstantDay } from '@/lib/dates';
import { useMyArcApplications, type ArcApplicationSummary } from '../api/arc-applications-api';
import { isDecided } from '../lib/application';
import { ApplicationStatusBadge } from './status-badge';
import { CARD, FACTS, LINK_BUTTON, TEXT_LINK } from './styles';

/** Issue 52 item 1: the homeowner's ARC applications, with status, decision due date and messages. */
export function ArcApplicationsPage({ associationId }: { associationId: number | null }) {
  const { t } = useTranslation('arc-applications');
  const applications = useMyArcApplications(associationId);
  return (
    <Page
      title={t('list.title')}
      description={t('list.intro')}
      className="max-w-3xl"
      actions={
        <Link to="/community/arc-requests/new" className={LINK_BUTTON}>
          {t('list.apply')}
        </Link>
      }
    >
      {applications.isPending ? (
        <LoadingStatus className="min-h-24">{t('list.loading')}</LoadingStatus>
      ) : applications.isError ? (
        <LoadError
          message={t('list.loadError')}
          error={applications.error}
          onRetry={() => void applications.refetch()}
          retrying={applications.isFetching}
        />
      ) : applications.data.length === 0 ? (
        <p>{t('list.none')}</p>
      ) : (
        <ul className="flex flex-col gap-3" aria-label={t('list.label')}>
          {applications.data.map((application) => (
            <ApplicationCard key={application.id} application={application} />
          ))}
        </ul>
      )}
    </Page>
  );
}

function ApplicationCard({ application }: { application: ArcApplicationSummary }) {
  const { t, i18n } = useTranslation('arc-applications');
  const locale = i18n.language;
  const headingId = `arc-application-${String(application.id)}`;
  return (
    <li aria-labelledby={headingId} className={`${CARD} flex flex-col gap-2`}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 id={headingId} className="min-w-0 text-lg font-semibold [overflow-wrap:anywhere]">
          <Link
            to="/community/arc-requests/$id"
            params={{ id: application.id }}
            className={TEXT_LINK}
          >
            {application.title}
          </Link>
        </h2>
        <ApplicationStatusBadge status={application.status} />
      </div>
      <dl className={FACTS}>
        <dt className="text-ink-muted">{t('fields.projectType')}</dt>
        <dd>{t(`projectTypes.${application.projectType}`)}</dd>
        <dt className="text-ink-muted">{t('fields.submitted')}</dt>
        <dd>{formatInstantDay(application.submittedAt, locale)}</dd>
        {!isDecided(application.status) && application.decisionDueDate ? (
          <>
            <dt className="text-ink-muted">{t('fields.decisionDue')}</dt>
            <dd>{formatCalendarDate(application.decisionDueDate, locale)}</dd>
          </>
        ) : null}
        {application.decision ? (
          <>
            <dt className="text-ink-muted">{t('fields.decided')}</dt>
            <dd>{formatInstantDay(application.decision.decidedAt, locale)}</dd>
          </>
        ) : null}
        <dt className="text-ink-muted">{t('fields.boardMessages')}</dt>
        <dd>{t('list.boardMessages', { count: application.boardMessageCount })}</dd>
      </dl>
      {application.decision?.conditions ? (
        <p className="text-sm [overflow-wrap:anywhere]">
          <span className="font-medium">{t('decision.conditions')}: </span>
          {application.decision.conditions}
        </p>
      ) : null}
    </li>
  );
}
