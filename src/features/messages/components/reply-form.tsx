import { useId, useRef, useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { isApiError } from '@/lib/api/api-error';
import { useReply, type Message } from '../api/messages-api';
import { replyProblem, replyText, type ReplyProblem } from '../lib/reply';
import { useSingleFlight } from '@/lib/use-single-flight';

/**
 * The reply box (SPEC §5 Messaging, §8): text is required, only spaces are refused, one send per
 * press, and a failed send says "Message failed to send." and keeps what was typed.
 */
export function ReplyForm({
  messageId,
  onSent,
}: {
  messageId: number;
  onSent: (reply: Message) => void;
}) {
  const { t } = useTranslation('messages');
  const reply = useReply(messageId);
  const id = useId();
  const field = useRef<HTMLTextAreaElement>(null);
  const flight = useSingleFlight();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<ReplyProblem | null>(null);
  const [serviceMessage, setServiceMessage] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const [status, setStatus] = useState<string | null>(null);

  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (flight.isBusy() || reply.isPending) return;
    setStatus(null);
    setFailed(false);
    setServiceMessage(null);
    const found = replyProblem(text);
    setProblem(found);
    if (found) {
      field.current?.focus();
      return;
    }
    flight.mutate(reply, replyText(text), {
      onSuccess: (sent) => {
        setText('');
        setStatus(t('reply.sent'));
        onSent(sent);
      },
      onError: (error) => {
        setFailed(true);
        // A 422 may say what is wrong with the text; it goes beside the field.
        const perField = isApiError(error) ? error.problem?.errors?.message?.[0] : undefined;
        setServiceMessage(perField ?? null);
      },
    });
  };

  const errorText = problem ? t(`validation.${problem}`) : serviceMessage;
  const errorId = `${id}-error`;
  return (
    <section aria-labelledby={`${id}-heading`} className="flex flex-col gap-3">
      <h2 id={`${id}-heading`} className="text-lg font-semibold">
        {t('reply.heading')}
      </h2>
      <form noValidate onSubmit={submit} className="flex flex-col gap-3">
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-text`} className="text-sm font-medium">
            {t('reply.label')}
          </label>
          <textarea
            ref={field}
            id={`${id}-text`}
            rows={5}
            value={text}
            onChange={(event) => {
              setText(event.target.value);
            }}
            aria-invalid={errorText ? true : undefined}
            aria-describedby={errorText ? errorId : undefined}
            className={`min-h-11 w-full rounded-md border bg-surface px-3 py-2 text-base ${errorText ? 'border-danger' : 'border-line'}`}
          />
          {errorText ? (
            <p id={errorId} className="text-sm text-danger">
              {errorText}
            </p>
          ) : null}
        </div>
        <p role="alert" className="text-sm font-medium text-danger">
          {failed ? t('reply.failed') : null}
        </p>
        <p role="status" className="font-medium text-success">
          {status}
        </p>
        <div>
          <Button type="submit" disabled={reply.isPending}>
            {reply.isPending ? t('reply.sending') : t('reply.send')}
          </Button>
        </div>
      </form>
    </section>
  );
}
