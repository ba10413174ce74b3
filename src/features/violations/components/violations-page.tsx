import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/load-error';
import { LoadingStatus } from '@/components/loading-status';
import { Page } from '@/components/page';
import { formatCalendarDate } from '@/lib/dates';
import { useViolations, type Violation } from '../api/violations-api';
import { daysToCure, isOpen } from '../lib/violations';
import { ViolationStatusBadge } from './status-badge';

interface ViolationsPageProps {
  associationId: number | null;
  propertyId: number | null;
  /** Today on the association's calendar (YYYY-MM-DD). */
  today: string;
}

/** Issue 52 item 2: the selected property's violation notices, the open ones first. */
export function ViolationsPage({ associationId, propertyId, today }: ViolationsPageProps) {
  const { t } = useTranslation('violations');
  const violations = useViolations(associationId, propertyId);
  let body;
  if (propertyId === null) body = <p>{t('list.noProperty')}</p>;
  else if (violations.isError)
    body = (
      <LoadError
        message={t('list.loadError')}
        error={violations.error}
        onRetry={() => void violations.refetch()}
        retrying={violations.isFetching}
      />
    );
  else if (!violations.data) body = <LoadingStatus>{t('list.loading')}</LoadingStatus>;
  else if (violations.data.length === 0) body = <p>{t('list.empty')}</p>;
  else
    body = (
      <ul className="flex flex-col gap-3" aria-label={t('list.label')}>
        {violations.data.map((violation) => (
          <li key={violation.id}>
            <NoticeCard violation={violation} today={today} />
          </li>
        ))}
      </ul>
    );
  return (
    <Page title={t('title')} description={t('intro')}>
      {body}
    </Page>
  );
}

function NoticeCard({ violation, today }: { violation: Violation; today: string }) {
  const { t, i18n } = useTranslation('violations');
  const locale = i18n.language;
  return (
    <article className="flex flex-col gap-1 rounded-lg border border-line bg-surface p-4">
      <div className="flex flex-wrap items-center gap-2">
        <h2 className="text-lg font-semibold [overflow-wrap:anywhere]">
          <Link
            to="/community/violations/$id"
            params={{ id: violation.id }}
            className="text-brand underline underline-offset-2"
          >
            {violation.category}
          </Link>
        </h2>
        <ViolationStatusBadge status={violation.status} />
      </div>
      {violation.description ? (
        <p className="[overflow-wrap:anywhere]">{violation.description}</p>
      ) : null}
      <p className="text-sm text-ink-muted">
        {t('dates.observed')}: {formatCalendarDate(violation.reportedDate, locale)}
      </p>
      {isOpen(violation) && violation.cureByDate ? (
        <p className="text-sm font-medium">
          <CureBy cureByDate={violation.cureByDate} today={today} />
        </p>
      ) : null}
    </article>
  );
}

/** "Cure by Dec 2, 2026 (10 days left)": the day, and how far off it is. */
export function CureBy({ cureByDate, today }: { cureByDate: string; today: string }) {
  const { t, i18n } = useTranslation('violations');
  const days = daysToCure(cureByDate, today);
  const left =
    days < 0
      ? t('cure.overdue', { count: -days })
      : days === 0
        ? t('cure.today')
        : t('cure.left', { count: days });
  return (
    <>
      {t('cure.by', { date: formatCalendarDate(cureByDate, i18n.language) })} ({left})
    </>
  );
}
