import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { hasCapability } from '@/lib/api/capabilities';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { formatInstant } from '@/lib/dates';
import { $isLoggedIn } from '@/entities/session/model';
import { inboxQueryOptions } from '../api/widget-queries';
import { unreadFirst, WIDGET_ITEMS } from '../lib/recent';
import { EmptyState, linkClass, Tag, Widget, widgetLoad } from './widget';
import { isolate } from '@/lib/isolate';

/** SPEC §2 messages widget: the portal inbox, unread first. */
export function MessagesWidget() {
  const { t, i18n } = useTranslation('dashboard');
  const locale = i18n.resolvedLanguage ?? 'en';
  // Not once the session has ended (logout, a 401) while the dashboard is still on screen.
  const enabled = useUnit($isLoggedIn);
  const messages = useQuery({ ...inboxQueryOptions(), enabled });
  const items = unreadFirst(messages.data?.items ?? []).slice(0, WIDGET_ITEMS);
  const unread = messages.data?.unreadCount ?? 0;

  return (
    <Widget
      title={t('messages.title')}
      load={widgetLoad(messages)}
      failedText={t('messages.failed')}
      loadingHeight="min-h-72"
      footer={
        <Link to="/my/messages" className={linkClass}>
          {t('messages.all')}
        </Link>
      }
    >
      {items.length === 0 ? (
        <EmptyState text={t('messages.empty')} />
      ) : (
        <>
          <p className="mb-2 text-sm text-ink-muted">{t('messages.unread', { count: unread })}</p>
          <ul className="divide-y divide-line">
            {items.map((message) => (
              <li key={message.id} className="py-2">
                <div className="flex flex-wrap items-center gap-x-2">
                  {hasCapability('messageThreads') ? (
                    <Link
                      to="/my/messages/$id"
                      params={{ id: message.id }}
                      className={`${linkClass} ${message.read ? 'font-normal' : ''}`}
                    >
                      {message.subject}
                    </Link>
                  ) : (
                    <span className={message.read ? '' : 'font-semibold'}>{message.subject}</span>
                  )}
                  {message.read ? null : <Tag tone="brand">{t('messages.unreadTag')}</Tag>}
                </div>
                <p className="text-sm text-ink-muted">
                  {isolate(
                    (v) =>
                      t('messages.from', { ...v, date: formatInstant(message.sentAt, locale) }),
                    { from: message.from },
                  )}
                </p>
              </li>
            ))}
          </ul>
        </>
      )}
    </Widget>
  );
}
