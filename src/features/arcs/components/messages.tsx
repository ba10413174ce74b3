import { Paperclip, X } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ProblemMessage } from '@/components/problem-message';
import { Button } from '@/components/ui/button';
import { formatInstant } from '@/lib/dates';
import { useArcMessages, useSendMessage, type ArcRequestDetail } from '../api/arcs-api';
import { formatFileSize } from '@/lib/file-size';
import { addFiles, type FileProblem } from '../lib/attachments';
import { MESSAGE_MAX_LENGTH, validateMessage, type MessageProblem } from '../lib/forms';
import { describeProblem, type Problem } from '@/lib/api/problem';
import { arcsWording } from '../lib/problems';
import { AttachmentList } from './attachments';
import { TextArea } from './fields';
import { LoadError } from '@/components/load-error';
import { LoadingStatus } from '@/components/loading-status';
import { shownName } from '@/lib/picked-files';
import { useSingleFlight } from '@/lib/use-single-flight';
import { isolate } from '@/lib/isolate';

/** The conversation with the homeowner, oldest first. */
export function MessageThread({ id }: { id: number }) {
  const { t, i18n } = useTranslation('arcs');
  const messages = useArcMessages(id);
  if (messages.isPending) return <LoadingStatus>{t('messages.loading')}</LoadingStatus>;
  if (messages.isError) {
    return (
      <LoadError
        message={t('messages.loadError')}
        error={messages.error}
        onRetry={() => void messages.refetch()}
        retrying={messages.isFetching}
      />
    );
  }
  if (messages.data.length === 0) return <p>{t('messages.none')}</p>;
  return (
    <ol aria-label={t('messages.threadLabel')} className="flex flex-col gap-3">
      {messages.data.map((message) => (
        <li
          key={message.id}
          className={
            message.isMine
              ? 'ml-4 rounded-md bg-surface-muted p-3 sm:ml-12'
              : 'mr-4 rounded-md border border-line p-3 sm:mr-12'
          }
        >
          <article className="flex flex-col gap-1">
            <p className="text-sm">
              <bdi className="font-semibold">{message.authorName}</bdi>{' '}
              <span className="text-ink-muted">
                ({t(`authorRoles.${message.authorRole}`)}) ·{' '}
                <time dateTime={message.sentAt}>
                  {formatInstant(message.sentAt, i18n.language)}
                </time>
              </span>
            </p>
            <p className="whitespace-pre-line [overflow-wrap:anywhere]">{message.body}</p>
            <AttachmentList attachments={message.attachments} compact />
          </article>
        </li>
      ))}
    </ol>
  );
}

interface RefusedFile {
  file: File;
  problem: FileProblem;
}

/**
 * A message to the homeowner with optional files (multipart). Spaces alone are no message; a file
 * over the configured maximum is refused by name before anything is sent; a failed send keeps
 * the text and the files for another try.
 */
export function MessageForm({
  detail,
  maxUploadBytes,
}: {
  detail: ArcRequestDetail;
  maxUploadBytes: number;
}) {
  const { t, i18n } = useTranslation('arcs');
  const locale = i18n.language;
  const send = useSendMessage(detail.id);
  const [text, setText] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [refused, setRefused] = useState<RefusedFile[]>([]);
  const [error, setError] = useState<MessageProblem | undefined>();
  const [problem, setProblem] = useState<Problem | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [notice, setNotice] = useState('');
  const flight = useSingleFlight();
  const field = useRef<HTMLTextAreaElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const problemId = useId();
  const fileInputId = useId();
  const fileHintId = useId();
  const fileErrorsId = useId();
  const pending = send.isPending;
  const limit = formatFileSize(maxUploadBytes, locale);

  const submit = () => {
    if (flight.isBusy()) return;
    const found = validateMessage(text);
    setError(found);
    setNotice('');
    if (found) {
      field.current?.focus();
      return;
    }
    setProblem(null);
    setProgress(files.length > 0 ? 0 : null);
    flight.mutate(
      send,
      {
        draft: { message: text.trim(), files },
        options: {
          onProgress: ({ loaded, total }) => {
            if (total) setProgress(Math.min(100, Math.round((loaded / total) * 100)));
          },
        },
      },
      {
        onSuccess: () => {
          setText('');
          setFiles([]);
          setRefused([]);
          setNotice(t('messages.sent'));
        },
        onError: (failure) => setProblem(describeProblem(failure)),
        onSettled: () => {
          setProgress(null);
        },
      },
    );
  };

  const fileErrors = refused.map((item) =>
    t(`files.refused.${item.problem}`, { name: shownName(item.file.name), limit }),
  );

  return (
    <form
      noValidate
      aria-label={t('messages.formLabel')}
      aria-describedby={problemId}
      className="flex flex-col gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <TextArea
        ref={field}
        label={isolate((v) => t('messages.label', v), { name: detail.homeowner.name })}
        value={text}
        onChange={(value) => {
          setText(value);
          if (error) setError(undefined);
        }}
        error={
          error === 'required'
            ? t('messages.required')
            : error === 'tooLong'
              ? t('messages.tooLong', { max: MESSAGE_MAX_LENGTH })
              : undefined
        }
        rows={4}
      />
      <div className="flex flex-col gap-1">
        <label htmlFor={fileInputId} className="text-sm font-medium">
          {t('files.add')}
        </label>
        <input
          ref={fileInput}
          id={fileInputId}
          type="file"
          multiple
          disabled={pending}
          aria-describedby={[fileErrors.length > 0 ? fileErrorsId : null, fileHintId]
            .filter(Boolean)
            .join(' ')}
          aria-invalid={fileErrors.length > 0 || undefined}
          onChange={(event) => {
            const picked = Array.from(event.target.files ?? []);
            // Cleared, so the same file can be picked again after a removal.
            event.target.value = '';
            if (picked.length === 0) return;
            const next = addFiles(files, picked, maxUploadBytes);
            setFiles(next.attached);
            setRefused(next.refused);
            setProblem(null);
          }}
          className="min-h-11 w-full max-w-md text-sm file:mr-3 file:min-h-11 file:rounded-md file:border file:border-line file:bg-surface file:px-4 file:font-semibold file:text-ink"
        />
        <p id={fileHintId} className="text-sm text-ink-muted">
          {t('files.hint', { limit })}
        </p>
        <div id={fileErrorsId} role="alert" className="text-sm text-danger empty:sr-only">
          {fileErrors.map((message, index) => (
            <p key={`${message}-${index}`} className="[overflow-wrap:anywhere]">
              {message}
            </p>
          ))}
        </div>
        {files.length > 0 ? (
          <ul aria-label={t('files.listLabel')} className="flex flex-col gap-1">
            {files.map((file) => (
              <li
                key={`${file.name}-${file.size}`}
                className="flex items-center gap-2 rounded-md border border-line px-3 py-1 text-sm"
              >
                <Paperclip aria-hidden="true" className="size-4 shrink-0" />
                <bdi className="min-w-0 flex-1 [overflow-wrap:anywhere]">{file.name}</bdi>
                <span className="shrink-0 text-ink-muted">{formatFileSize(file.size, locale)}</span>
                <button
                  type="button"
                  disabled={pending}
                  onClick={() => {
                    setFiles((current) => current.filter((other) => other !== file));
                    fileInput.current?.focus();
                  }}
                  aria-label={t('files.remove', { name: file.name })}
                  className="inline-flex min-h-11 min-w-11 items-center justify-center rounded-md hover:bg-surface-muted"
                >
                  <X aria-hidden="true" className="size-4" />
                </button>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      {progress !== null ? (
        <progress
          max={100}
          value={progress}
          aria-label={t('messages.progress')}
          className="h-2 w-full accent-brand"
        />
      ) : null}
      <ProblemMessage
        id={problemId}
        problem={problem}
        wording={arcsWording(t, t('problems.sendFailed'))}
      />
      <p role="status" className="text-sm font-medium empty:sr-only">
        {notice}
      </p>
      <div>
        <Button type="submit" disabled={pending} aria-disabled={pending}>
          {pending ? t('messages.sending') : t('messages.send')}
        </Button>
      </div>
    </form>
  );
}
