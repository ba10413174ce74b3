import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/load-error';
import { LoadingStatus } from '@/components/loading-status';
import { Page } from '@/components/page';
import { useBlockedByMimic } from '@/entities/session/components/mimic';
import { useAnnouncements, useMarkAnnouncementRead } from '../api/announcements-api';
import { AnnouncementByline, AnnouncementContent, AnnouncementTags } from './announcement-body';

/**
 * Issue 52 item 3: the association's news, pinned first. What was unread when the page opened is
 * marked "New" for this visit and recorded as read for this person (not while staff mimic them).
 */
export function AnnouncementsPage({ associationId }: { associationId: number | null }) {
  const { t } = useTranslation('announcements');
  const news = useAnnouncements(associationId);
  const markRead = useMarkAnnouncementRead(associationId ?? 0);
  const mimicking = useBlockedByMimic();
  const [newOnArrival, setNewOnArrival] = useState<ReadonlySet<number>>(new Set());
  const marked = useRef(new Set<number>());

  useEffect(() => {
    if (!news.data || mimicking) return;
    const unread = news.data.filter((item) => !item.read && !marked.current.has(item.id));
    if (unread.length === 0) return;
    setNewOnArrival((current) => new Set([...current, ...unread.map((item) => item.id)]));
    for (const item of unread) {
      marked.current.add(item.id);
      markRead.mutate(item.id);
    }
  }, [news.data, mimicking, markRead]);

  let body;
  if (associationId === null) body = <p>{t('noAssociation')}</p>;
  else if (news.isError)
    body = (
      <LoadError
        message={t('loadError')}
        error={news.error}
        onRetry={() => void news.refetch()}
        retrying={news.isFetching}
      />
    );
  else if (!news.data) body = <LoadingStatus>{t('loading')}</LoadingStatus>;
  else if (news.data.length === 0) body = <p>{t('empty')}</p>;
  else
    body = (
      <ul className="flex flex-col gap-4" aria-label={t('listLabel')}>
        {news.data.map((item) => (
          <li key={item.id}>
            <article
              aria-labelledby={`announcement-${String(item.id)}`}
              className="flex flex-col gap-2 rounded-lg border border-line bg-surface p-4"
            >
              <div className="flex flex-wrap items-center gap-2">
                <h2
                  id={`announcement-${String(item.id)}`}
                  className="text-lg font-semibold [overflow-wrap:anywhere]"
                >
                  {item.title}
                </h2>
                <AnnouncementTags
                  announcement={item}
                  isNew={newOnArrival.has(item.id) || (mimicking && !item.read)}
                />
              </div>
              <AnnouncementByline announcement={item} />
              <AnnouncementContent announcement={item} />
            </article>
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
