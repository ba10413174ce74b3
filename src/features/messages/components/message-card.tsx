import { useTranslation } from 'react-i18next';
import { formatInstant } from '@/lib/dates';
import type { Message } from '../api/messages-api';
import { AttachmentList } from './attachment-list';
import { isolate } from '@/lib/isolate';

/** One message of a thread: subject, sender, time, the plain-text body and its attachments. */
export function MessageCard({ message, label }: { message: Message; label?: string | undefined }) {
  const { t, i18n } = useTranslation('messages');
  const headingId = `message-${message.id}-subject`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-lg border border-line bg-surface p-4"
    >
      <header className="flex flex-col gap-1">
        {label ? <p className="text-sm font-semibold text-ink-muted">{label}</p> : null}
        <h2 id={headingId} className="text-lg font-semibold [overflow-wrap:anywhere]">
          {message.subject}
        </h2>
        <p className="text-sm text-ink-muted [overflow-wrap:anywhere]">
          {isolate((v) => t('thread.from', v), { sender: message.from })}
          {message.fromEmail ? (
            <>
              {' <'}
              <bdi>{message.fromEmail}</bdi>
              {'>'}
            </>
          ) : null}
          {' · '}
          <time dateTime={message.sentAt}>
            {formatInstant(message.sentAt, i18n.resolvedLanguage ?? 'en')}
          </time>
        </p>
      </header>
      {/* The body is plain text with \n line breaks (the contract); it renders as text. */}
      <p className="whitespace-pre-line [overflow-wrap:anywhere]">{message.body}</p>
      <AttachmentList messageId={message.id} attachments={message.attachments} />
    </article>
  );
}
