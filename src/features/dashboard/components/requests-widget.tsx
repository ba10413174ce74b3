import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { hasCapability } from '@/lib/api/capabilities';
import { useTranslation } from 'react-i18next';
import { formatInstant } from '@/lib/dates';
import type { RequestStatus } from '../api/dashboard-api';
import { requestsQueryOptions } from '../api/widget-queries';
import { recentRequests, WIDGET_ITEMS } from '../lib/recent';
import { RECENT_DAYS } from '../lib/windows';
import { EmptyState, linkClass, Tag, Widget, widgetLoad } from './widget';

const statusTone: Record<RequestStatus, 'brand' | 'muted'> = {
  open: 'brand',
  inProgress: 'brand',
  onHold: 'muted',
  closed: 'muted',
};

/** SPEC §2 and §9: the person's requests at the association from the last 30 days. */
export function RequestsWidget({
  associationId,
  today,
}: {
  associationId: number | null;
  today: string;
}) {
  const { t, i18n } = useTranslation('dashboard');
  const locale = i18n.resolvedLanguage ?? 'en';
  const requests = useQuery({
    ...requestsQueryOptions(associationId ?? 0, today),
    enabled: associationId !== null,
  });
  const items =
    associationId === null ? [] : recentRequests(requests.data ?? [], associationId, today);

  return (
    <Widget
      title={t('requests.title')}
      load={widgetLoad(requests)}
      failedText={t('requests.failed')}
      footer={
        <>
          <Link to="/community/requests" className={linkClass}>
            {t('requests.all')}
          </Link>
          {items.length > 0 && hasCapability('newRequests') ? (
            <Link to="/community/new-request" className={linkClass}>
              {t('requests.new')}
            </Link>
          ) : null}
        </>
      }
    >
      {items.length === 0 ? (
        <EmptyState
          text={t('requests.empty', { days: RECENT_DAYS })}
          action={
            hasCapability('newRequests') ? (
              <Link to="/community/new-request" className={linkClass}>
                {t('requests.new')}
              </Link>
            ) : undefined
          }
        />
      ) : (
        <ul className="divide-y divide-line">
          {items.slice(0, WIDGET_ITEMS).map((request) => (
            <li key={request.id} className="py-2">
              <div className="flex flex-wrap items-center gap-x-2">
                <span className="font-medium [overflow-wrap:anywhere]">{request.subject}</span>
                <Tag tone={statusTone[request.status]}>
                  {t(`requests.status.${request.status}`)}
                </Tag>
              </div>
              <p className="text-sm text-ink-muted">
                {t('requests.updated', { date: formatInstant(request.updatedAt, locale) })}
              </p>
            </li>
          ))}
        </ul>
      )}
    </Widget>
  );
}
