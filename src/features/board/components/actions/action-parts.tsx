import { useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ProblemMessage } from '@/components/problem-message';
import { Button } from '@/components/ui/button';
import { TextArea } from '@/components/ui/text-area';
import { MimicReason, useBlockedByMimic } from '@/entities/session/components/mimic';
import { actionWording, type Problem } from '@/lib/api/problem';
import { ACTION_TEXT_MAX_LENGTH, actionTextError } from '../../lib/action-text';

/**
 * The actions of a row in its details: a heading, what the last action did (announced), the
 * controls, the failure of the last action with its Error ID, and in mimic mode the reason the
 * controls are off (SPEC §6: a board member's decisions are their own, never a staff member's).
 */
export function ActionArea({
  title,
  notice,
  problem,
  failed,
  children,
}: {
  title: string;
  /** Names in it sit in `<bdi>` (src/lib/isolate.tsx). */
  notice: ReactNode;
  problem: Problem | null;
  failed: string;
  children: (gate: { blocked: boolean; reasonId: string | undefined }) => ReactNode;
}) {
  const blocked = useBlockedByMimic();
  const mimicId = useId();
  return (
    <section className="flex w-full flex-col gap-3 border-t border-line pt-4" aria-label={title}>
      <h3 className="font-semibold">{title}</h3>
      <p role="status" className="text-sm font-medium empty:sr-only">
        {notice}
      </p>
      {children({ blocked, reasonId: blocked ? mimicId : undefined })}
      <ProblemMessage problem={problem} wording={actionWording(failed)} />
      <MimicReason id={mimicId} />
    </section>
  );
}

/**
 * A reason, note or comment and the button that sends it: refused beside the field when empty
 * or too long (focus goes back to it), kept as typed when the call fails.
 */
export function TextActionForm({
  label,
  submitLabel,
  sendingLabel,
  requiredMessage,
  pending,
  blocked,
  reasonId,
  onSubmit,
  onCancel,
  focusWhenShown,
}: {
  label: string;
  submitLabel: string;
  sendingLabel: string;
  requiredMessage: string;
  pending: boolean;
  blocked: boolean;
  reasonId: string | undefined;
  onSubmit: (text: string, done: () => void) => void;
  onCancel?: () => void;
  /** Shown because a button asked for it (Decline, Cancel…): the field takes the focus. */
  focusWhenShown?: boolean;
}) {
  const { t } = useTranslation('board');
  const [text, setText] = useState('');
  const [error, setError] = useState<'required' | 'tooLong' | null>(null);
  const field = useRef<HTMLTextAreaElement>(null);
  const focusField = (node: HTMLTextAreaElement | null) => {
    field.current = node;
    if (node && focusWhenShown) node.focus();
  };
  return (
    <form
      noValidate
      className="flex flex-col gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        const found = actionTextError(text);
        setError(found);
        if (found) {
          field.current?.focus();
          return;
        }
        onSubmit(text.trim(), () => setText(''));
      }}
    >
      <TextArea
        ref={focusField}
        label={label}
        value={text}
        onChange={(value) => {
          setText(value);
          if (error) setError(null);
        }}
        error={
          error === 'required'
            ? requiredMessage
            : error === 'tooLong'
              ? t('actions.tooLong', { max: ACTION_TEXT_MAX_LENGTH })
              : undefined
        }
        disabled={pending}
        rows={2}
      />
      <div className="flex flex-wrap gap-2">
        <Button
          type="submit"
          disabled={pending || blocked}
          aria-busy={pending || undefined}
          aria-describedby={reasonId}
        >
          {pending ? sendingLabel : submitLabel}
        </Button>
        {onCancel ? (
          <Button variant="secondary" onClick={onCancel} disabled={pending}>
            {t('actions.cancel')}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
