import { Link } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '@/components/page';
import { Button } from '@/components/ui/button';
import { isApiError } from '@/lib/api/api-error';
import { useMarkRead, useMessage, type Message } from '../api/messages-api';
import { MessageCard } from './message-card';
import { ReplyForm } from './reply-form';
import { LoadingStatus } from '@/components/loading-status';

/**
 * /my/messages/:id: the message (after the one it answers, when it answers one), its attachments,
 * the replies sent from here, and the reply box. Opening an unread message marks it read.
 */
export function MessageThreadPage({ id }: { id: number }) {
  const { t } = useTranslation('messages');
  const message = useMessage(id, { essential: true });
  const parentId = message.data?.inReplyToId;
  const parent = useMessage(parentId, { enabled: parentId !== undefined && parentId !== id });
  const markRead = useMarkRead();
  const marked = useRef(new Set<number>());
  const [replies, setReplies] = useState<Message[]>([]);

  const unread = message.data ? !message.data.read : false;
  const { mutate: mark } = markRead;
  useEffect(() => {
    if (!unread || marked.current.has(id)) return;
    marked.current.add(id);
    mark(id);
  }, [id, unread, mark]);

  const back = (
    <Link to="/my/messages" className="font-semibold text-brand underline">
      {t('thread.back')}
    </Link>
  );

  if (!message.data) {
    const notFound = isApiError(message.error) && message.error.status === 404;
    return (
      <Page title={t('common:nav.messages')} description={back}>
        {message.isError ? (
          <div className="flex flex-col items-start gap-2">
            <p role="alert" className="font-medium text-danger">
              {notFound ? t('thread.notFound') : t('thread.loadFailed')}
            </p>
            {notFound ? null : (
              <Button variant="secondary" onClick={() => void message.refetch()}>
                {t('retry')}
              </Button>
            )}
          </div>
        ) : (
          <LoadingStatus className="text-ink-muted">{t('common:loading')}</LoadingStatus>
        )}
      </Page>
    );
  }

  const current = message.data;
  return (
    <Page title={t('common:nav.messages')} description={back}>
      <ol aria-label={t('thread.conversation')} className="flex flex-col gap-3">
        {parent.data ? (
          <li>
            <MessageCard message={parent.data} label={t('thread.earlier')} />
          </li>
        ) : null}
        <li>
          <MessageCard message={current} />
        </li>
        {replies.map((reply) => (
          <li key={reply.id}>
            <MessageCard message={reply} label={t('thread.yourReply')} />
          </li>
        ))}
      </ol>
      {current.canReply === false ? (
        <p className="text-ink-muted">{t('thread.cannotReply')}</p>
      ) : (
        <ReplyForm
          messageId={current.id}
          onSent={(reply) => {
            setReplies((sent) => [...sent.filter((r) => r.id !== reply.id), reply]);
          }}
        />
      )}
    </Page>
  );
}
