import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { daysBetween, formatCalendarDate } from '@/lib/dates';
import { violationsQueryOptions } from '../api/widget-queries';
import { openNotices } from '../lib/notices';
import { EmptyState, linkClass, Tag, Widget, widgetLoad } from './widget';

/** Issue 52 item 2: the selected property's open violation notices, soonest cure-by first. */
export function ViolationsWidget({
  associationId,
  propertyId,
  today,
}: {
  associationId: number | null;
  propertyId: number | null;
  today: string;
}) {
  const { t, i18n } = useTranslation('dashboard');
  const locale = i18n.resolvedLanguage ?? 'en';
  const asked = associationId !== null && propertyId !== null;
  const violations = useQuery({
    ...violationsQueryOptions(associationId ?? 0, propertyId ?? 0),
    enabled: asked,
  });
  const open = openNotices(violations.data ?? []);
  return (
    <Widget
      title={t('violations.title')}
      load={widgetLoad(violations)}
      failedText={t('violations.failed')}
      loadingHeight="min-h-32"
      footer={
        <Link to="/community/violations" className={linkClass}>
          {t('violations.all')}
        </Link>
      }
    >
      {open.length === 0 ? (
        <EmptyState text={t('violations.empty')} />
      ) : (
        <ul className="divide-y divide-line">
          {open.map((notice) => {
            const days = notice.cureByDate ? daysBetween(today, notice.cureByDate) : null;
            return (
              <li key={notice.id} className="py-2">
                <Link
                  to="/community/violations/$id"
                  params={{ id: notice.id }}
                  className="font-medium text-brand underline underline-offset-2 [overflow-wrap:anywhere]"
                >
                  {notice.category}
                </Link>
                {notice.cureByDate && days !== null ? (
                  <p className="flex flex-wrap items-center gap-x-2 text-sm">
                    <span>
                      {t('violations.cureBy', {
                        date: formatCalendarDate(notice.cureByDate, locale),
                      })}
                    </span>
                    <Tag tone={days < 0 ? 'danger' : 'brand'}>
                      {days < 0
                        ? t('violations.overdue', { count: -days })
                        : t('violations.left', { count: days })}
                    </Tag>
                  </p>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
    </Widget>
  );
}
