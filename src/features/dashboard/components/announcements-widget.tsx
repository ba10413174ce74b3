import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { formatInstantDay } from '@/lib/dates';
import { announcementsQueryOptions } from '../api/widget-queries';
import { EmptyState, linkClass, Tag, Widget, widgetLoad } from './widget';

/** Issue 52 item 3: the association's latest news, pinned first, the unread ones marked. */
export function AnnouncementsWidget({ associationId }: { associationId: number | null }) {
  const { t, i18n } = useTranslation('dashboard');
  const locale = i18n.resolvedLanguage ?? 'en';
  const news = useQuery({
    ...announcementsQueryOptions(associationId ?? 0),
    enabled: associationId !== null,
  });
  const items = news.data ?? [];
  return (
    <Widget
      title={t('announcements.title')}
      load={widgetLoad(news)}
      failedText={t('announcements.failed')}
      loadingHeight="min-h-32"
      footer={
        <Link to="/community/announcements" className={linkClass}>
          {t('announcements.all')}
        </Link>
      }
    >
      {items.length === 0 ? (
        <EmptyState text={t('announcements.empty')} />
      ) : (
        <ul className="divide-y divide-line">
          {items.map((item) => (
            <li key={item.id} className="py-2">
              <div className="flex flex-wrap items-center gap-x-2">
                <span className="font-medium [overflow-wrap:anywhere]">{item.title}</span>
                {item.read ? null : <Tag tone="brand">{t('announcements.unread')}</Tag>}
                {item.pinned ? <Tag>{t('announcements.pinned')}</Tag> : null}
              </div>
              <p className="text-sm text-ink-muted">
                {t('announcements.posted', { date: formatInstantDay(item.postedAt, locale) })}
              </p>
            </li>
          ))}
        </ul>
      )}
    </Widget>
  );
}
