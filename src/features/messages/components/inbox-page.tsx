import { Link } from '@tanstack/react-router';
import { hasCapability } from '@/lib/api/capabilities';
import { useTranslation } from 'react-i18next';
import { Page } from '@/components/page';
import { Button } from '@/components/ui/button';
import { formatInstant } from '@/lib/dates';
import { INBOX_PAGE_SIZE, useInbox } from '../api/messages-api';
import { pageCount } from '../lib/inbox';
import { LoadingStatus } from '@/components/loading-status';
import { isolate } from '@/lib/isolate';

/** /my/messages: the portal inbox, newest first, unread messages marked (SPEC §2 My, §7). */
export function InboxPage({ page }: { page: number }) {
  const { t, i18n } = useTranslation('messages');
  const inbox = useInbox(page);
  const locale = i18n.resolvedLanguage ?? 'en';
  const data = inbox.data;
  const pages = data ? pageCount(data.totalCount, data.pageSize || INBOX_PAGE_SIZE) : 1;

  let description: string | undefined;
  if (data) {
    description =
      data.unreadCount > 0
        ? t('inbox.unreadCount', { count: data.unreadCount })
        : t('inbox.allRead');
  }

  return (
    <Page title={t('common:nav.messages')} description={description}>
      {data ? (
        data.items.length === 0 ? (
          <p className="rounded-lg border border-line bg-surface p-6 text-ink-muted">
            {t('inbox.empty')}
          </p>
        ) : (
          <ul aria-label={t('inbox.label')} className="flex flex-col gap-2">
            {data.items.map((message) => {
              const unread = !message.read;
              return (
                <li
                  key={message.id}
                  className={`relative flex flex-col gap-1 rounded-lg border p-3 sm:flex-row sm:items-center sm:justify-between sm:gap-4 ${
                    unread ? 'border-brand border-l-4 bg-surface' : 'border-line bg-surface'
                  }`}
                >
                  <div className="flex min-w-0 flex-col gap-1">
                    <p className="flex flex-wrap items-center gap-2">
                      {unread ? (
                        <span className="rounded-full bg-brand px-2 text-xs font-semibold text-brand-contrast">
                          {t('inbox.unread')}
                        </span>
                      ) : null}
                      {/* Opening a message is the messageThreads capability; the list is the spec's. */}
                      {hasCapability('messageThreads') ? (
                        <Link
                          to="/my/messages/$id"
                          params={{ id: message.id }}
                          className={`underline-offset-2 after:absolute after:inset-0 hover:underline [overflow-wrap:anywhere] ${
                            unread ? 'font-bold' : 'font-medium'
                          }`}
                        >
                          {message.subject}
                        </Link>
                      ) : (
                        <span
                          className={`[overflow-wrap:anywhere] ${unread ? 'font-bold' : 'font-medium'}`}
                        >
                          {message.subject}
                        </span>
                      )}
                    </p>
                    <p className="text-sm text-ink-muted [overflow-wrap:anywhere]">
                      {isolate((v) => t('inbox.from', v), { sender: message.from })}
                      {message.attachments.length > 0
                        ? ` · ${t('inbox.attachments', { count: message.attachments.length })}`
                        : ''}
                    </p>
                  </div>
                  <time dateTime={message.sentAt} className="shrink-0 text-sm text-ink-muted">
                    {formatInstant(message.sentAt, locale)}
                  </time>
                </li>
              );
            })}
          </ul>
        )
      ) : inbox.isError ? (
        <div className="flex flex-col items-start gap-2">
          <p role="alert" className="font-medium text-danger">
            {t('inbox.loadFailed')}
          </p>
          <Button variant="secondary" onClick={() => void inbox.refetch()}>
            {t('retry')}
          </Button>
        </div>
      ) : (
        <LoadingStatus className="text-ink-muted">{t('common:loading')}</LoadingStatus>
      )}

      {data && pages > 1 ? (
        <nav aria-label={t('inbox.pages')} className="flex flex-wrap items-center gap-3">
          {page > 1 ? (
            <Link
              to="/my/messages"
              search={page - 1 > 1 ? { page: page - 1 } : {}}
              className="font-semibold text-brand underline"
            >
              {t('inbox.previous')}
            </Link>
          ) : null}
          <span>{t('inbox.page', { page, count: pages })}</span>
          {page < pages ? (
            <Link
              to="/my/messages"
              search={{ page: page + 1 }}
              className="font-semibold text-brand underline"
            >
              {t('inbox.next')}
            </Link>
          ) : null}
        </nav>
      ) : null}
    </Page>
  );
}
