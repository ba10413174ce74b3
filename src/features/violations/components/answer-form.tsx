import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ProblemMessage } from '@/components/problem-message';
import { AttachmentPicker } from '@/components/attachment-picker';
import { Button } from '@/components/ui/button';
import { TextArea } from '@/components/ui/text-area';
import { useAttachments } from '@/components/use-attachments';
import { MimicReason, useBlockedByMimic } from '@/entities/session/components/mimic';
import { actionWording, describeProblem, problemText, type Problem } from '@/lib/api/problem';
import { useAnswerViolation, type ViolationResponseKind } from '../api/violations-api';
import {
  answerProblems,
  MESSAGE_MAX,
  RESPONSE_KINDS,
  type AnswerProblems,
} from '../lib/violations';
import { useSingleFlight } from '@/lib/use-single-flight';

/**
 * Issue 52 item 2: the owner answers a notice ("fixed", "need more time", "dispute") with text
 * and photos, each photo with its own progress. A missing choice or text is said beside its
 * field and nothing typed is lost; a failed send keeps the text and the photos; one send per
 * press; a staff member mimicking the owner cannot answer for them.
 */
export function AnswerForm({
  violationId,
  maxUploadBytes,
}: {
  violationId: number;
  maxUploadBytes: number;
}) {
  const { t } = useTranslation('violations');
  const attachments = useAttachments(maxUploadBytes);
  const send = useAnswerViolation(violationId, ({ loaded, total }) => {
    attachments.progressed(loaded, total);
  });
  const blocked = useBlockedByMimic();
  const [kind, setKind] = useState<ViolationResponseKind | null>(null);
  const [message, setMessage] = useState('');
  const [problems, setProblems] = useState<AnswerProblems>({});
  const [failure, setFailure] = useState<Problem | null>(null);
  const [tooLarge, setTooLarge] = useState<string | null>(null);
  const [notice, setNotice] = useState('');
  const flight = useSingleFlight();
  const firstChoice = useRef<HTMLInputElement>(null);
  const field = useRef<HTMLTextAreaElement>(null);
  const id = useId();
  const mimicId = `${id}-mimic`;
  const kindErrorId = `${id}-kind-error`;
  const pending = send.isPending;

  const submit = () => {
    // One request however often Send is pressed: disabled while pending, and this catches the
    // presses that arrive before that render.
    if (flight.isBusy() || blocked) return;
    setNotice('');
    const found = answerProblems(kind, message);
    setProblems(found);
    if (found.kind) {
      firstChoice.current?.focus();
      return;
    }
    if (found.message || !kind) {
      field.current?.focus();
      return;
    }
    setFailure(null);
    setTooLarge(null);
    attachments.progressed(0, null);
    flight.mutate(
      send,
      { kind, message: message.trim(), files: attachments.files },
      {
        onSuccess: () => {
          setKind(null);
          setMessage('');
          attachments.clear();
          setNotice(t('answer.sent'));
        },
        onError: (error) => {
          attachments.failed();
          const problem = describeProblem(error);
          // A file too large is said beside the files, in the service's words when it sent any.
          if (problem.kind === 'tooLarge') {
            setTooLarge(
              problemText(problem, t, {
                ownWordsFor: ['tooLarge'],
                kinds: { tooLarge: t('answer.tooLarge') },
              }),
            );
            return;
          }
          setFailure(problem);
        },
      },
    );
  };

  return (
    <form
      noValidate
      aria-labelledby={`${id}-heading`}
      className="flex flex-col gap-4 rounded-lg border border-line bg-surface p-4"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <h2 id={`${id}-heading`} className="text-lg font-semibold">
        {t('answer.heading')}
      </h2>
      <fieldset
        className="flex flex-col gap-2"
        aria-describedby={problems.kind ? kindErrorId : undefined}
      >
        <legend className="text-sm font-medium">{t('answer.kindLegend')}</legend>
        {RESPONSE_KINDS.map((option, index) => (
          <div key={option} className="flex min-h-11 items-center gap-3">
            <input
              ref={index === 0 ? firstChoice : undefined}
              id={`${id}-kind-${option}`}
              type="radio"
              name={`${id}-kind`}
              value={option}
              checked={kind === option}
              disabled={blocked}
              aria-describedby={`${id}-kind-${option}-hint`}
              onChange={() => {
                setKind(option);
                setProblems((current) => ({ ...current, kind: undefined }));
              }}
              className="size-5 shrink-0"
            />
            <div className="flex flex-col">
              <label htmlFor={`${id}-kind-${option}`} className="font-medium">
                {t(`kinds.${option}`)}
              </label>
              <span id={`${id}-kind-${option}-hint`} className="text-sm text-ink-muted">
                {t(`kindHints.${option}`)}
              </span>
            </div>
          </div>
        ))}
        {problems.kind ? (
          <p id={kindErrorId} className="text-sm text-danger">
            {t('answer.kindRequired')}
          </p>
        ) : null}
      </fieldset>
      <TextArea
        ref={field}
        label={t('answer.message')}
        rows={4}
        value={message}
        disabled={blocked}
        onChange={(value) => {
          setMessage(value);
          if (problems.message) setProblems((current) => ({ ...current, message: undefined }));
        }}
        hint={t('answer.count', { count: message.trim().length, max: MESSAGE_MAX })}
        error={problems.message ? t(`answer.${problems.message}`, { max: MESSAGE_MAX }) : undefined}
      />
      <AttachmentPicker
        files={attachments.files}
        refused={attachments.refused}
        serviceError={tooLarge}
        maxUploadBytes={maxUploadBytes}
        disabled={pending || blocked}
        upload={attachments.upload}
        onPick={(picked) => {
          attachments.pick(picked);
          setTooLarge(null);
        }}
        onRemove={attachments.remove}
      />
      <ProblemMessage problem={failure} wording={actionWording(t('answer.failed'))} />
      <p role="status" className="text-sm font-medium empty:sr-only">
        {notice}
      </p>
      <div className="flex flex-col items-start gap-1">
        <Button
          type="submit"
          disabled={pending || blocked}
          aria-describedby={blocked ? mimicId : undefined}
        >
          {pending ? t('answer.sending') : t('answer.send')}
        </Button>
        <MimicReason id={mimicId} />
      </div>
    </form>
  );
}
