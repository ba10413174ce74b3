import { useAttachments } from '@/components/use-attachments';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ProblemMessage } from '@/components/problem-message';
import { MimicReason, useBlockedByMimic } from '@/entities/session/components/mimic';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { messageProblem, type MessageProblem } from '@/lib/message-text';
import { useSendRequestMessage } from '../api/community-api';
import { describeProblem, problemText, type Problem } from '@/lib/api/problem';
import { communityWording } from '../lib/problems';
import { isFieldRefusal, replyWording } from '../lib/thread-reply';
import { AttachmentPicker } from '@/components/attachment-picker';
import { useSingleFlight } from '@/lib/use-single-flight';

/**
 * Issue 22 item 7: a reply in the request's thread, with files (each with its own progress, as a
 * new request's). Spaces alone are no message ("Message is required."); a failed send says
 * "Message failed to send." with the Error ID and keeps the text and the files; one send per
 * press; a staff member mimicking the homeowner cannot answer for them.
 */
export function RequestReplyForm({
  requestId,
  maxUploadBytes,
}: {
  requestId: number;
  maxUploadBytes: number;
}) {
  const { t } = useTranslation('community');
  const attachments = useAttachments(maxUploadBytes);
  const send = useSendRequestMessage(requestId, ({ loaded, total }) => {
    attachments.progressed(loaded, total);
  });
  const blocked = useBlockedByMimic();
  const [text, setText] = useState('');
  const [invalid, setInvalid] = useState<MessageProblem | null>(null);
  const [failure, setFailure] = useState<Problem | null>(null);
  const [notice, setNotice] = useState('');
  const flight = useSingleFlight();
  const field = useRef<HTMLTextAreaElement>(null);
  const id = useId();
  const fieldId = `${id}-text`;
  const errorId = `${id}-error`;
  const mimicId = `${id}-mimic`;
  const pending = send.isPending;

  const submit = () => {
    // One request however often Send is pressed: the button is disabled while pending, and this
    // catches the presses that arrive before that render.
    if (flight.isBusy() || blocked) return;
    setNotice('');
    const found = messageProblem(text);
    setInvalid(found ?? null);
    if (found) {
      field.current?.focus();
      return;
    }
    setFailure(null);
    attachments.progressed(0, null);
    flight.mutate(
      send,
      { message: text.trim(), files: attachments.files },
      {
        onSuccess: () => {
          setText('');
          attachments.clear();
          setNotice(t('reply.sent'));
        },
        onError: (error) => {
          const next = describeProblem(error);
          setFailure(next);
          attachments.failed();
          if (isFieldRefusal(next)) field.current?.focus();
        },
      },
    );
  };

  const fieldError = invalid
    ? t(`reply.invalid.${invalid}`)
    : failure && isFieldRefusal(failure)
      ? (failure.fields?.message?.[0] ?? failure.detail ?? t('reply.invalid.required'))
      : null;
  const describedBy = [fieldError ? errorId : null, blocked ? mimicId : null]
    .filter(Boolean)
    .join(' ');

  return (
    <form
      noValidate
      aria-labelledby={`${id}-heading`}
      className="flex flex-col gap-3 border-t border-line pt-4"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <h3 id={`${id}-heading`} className="font-semibold">
        {t('reply.heading')}
      </h3>
      <div className="flex flex-col gap-1">
        <label htmlFor={fieldId} className="text-sm font-medium">
          {t('reply.label')}
        </label>
        <textarea
          ref={field}
          id={fieldId}
          rows={4}
          value={text}
          disabled={blocked}
          onChange={(event) => {
            setText(event.target.value);
            if (invalid) setInvalid(null);
          }}
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={describedBy || undefined}
          className={cn(
            'min-h-11 w-full rounded-md border bg-surface px-3 py-2 text-base',
            fieldError ? 'border-danger' : 'border-line',
          )}
        />
        {fieldError ? (
          <p id={errorId} className="text-sm text-danger">
            {fieldError}
          </p>
        ) : null}
      </div>
      <AttachmentPicker
        files={attachments.files}
        refused={attachments.refused}
        serviceError={
          failure?.kind === 'tooLarge' ? problemText(failure, t, communityWording(t)) : null
        }
        maxUploadBytes={maxUploadBytes}
        disabled={pending || blocked}
        upload={attachments.upload}
        onPick={(picked) => {
          attachments.pick(picked);
          if (failure?.kind === 'tooLarge') setFailure(null);
        }}
        onRemove={attachments.remove}
      />
      <ProblemMessage
        problem={failure && !isFieldRefusal(failure) ? failure : null}
        wording={replyWording(t)}
      />
      <p role="status" className="text-sm font-medium empty:sr-only">
        {notice}
      </p>
      <div className="flex flex-col items-start gap-1">
        <Button
          type="submit"
          disabled={pending || blocked}
          aria-describedby={blocked ? mimicId : undefined}
        >
          {pending ? t('reply.sending') : t('reply.send')}
        </Button>
        <MimicReason id={mimicId} />
      </div>
    </form>
  );
}
