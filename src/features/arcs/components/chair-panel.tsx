import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ProblemMessage } from '@/components/problem-message';
import { Button } from '@/components/ui/button';
import { MimicReason, useBlockedByMimic } from '@/entities/session/components/mimic';
import { formatInstant } from '@/lib/dates';
import { useChairDecision, type ArcRequestDetail } from '../api/arcs-api';
import {
  COMMENT_MAX_LENGTH,
  decisionBody,
  hasErrors,
  validateDecision,
  type ChoiceErrors,
  type DecisionChoice,
} from '../lib/forms';
import { describeProblem, type Problem } from '@/lib/api/problem';
import { arcsWording } from '../lib/problems';
import { ChoiceGroup, TextArea } from './fields';
import { useSingleFlight } from '@/lib/use-single-flight';
import { isolate } from '@/lib/isolate';

/**
 * The decision: as recorded, or (for the ARC chair, while the request is open) the form that
 * records it. Everyone else sees neither the form nor its buttons.
 */
export function ChairPanel({ detail, isChair }: { detail: ArcRequestDetail; isChair: boolean }) {
  const { t, i18n } = useTranslation('arcs');
  const decision = detail.chairDecision;
  if (decision) {
    return (
      <div className="flex flex-col gap-1">
        <p className="font-medium">
          {t(
            `decision.outcome.${decision.decision === 'approved' && decision.conditions ? 'approvedWithConditions' : decision.decision}`,
          )}
        </p>
        <p className="text-sm text-ink-muted">
          {isolate(
            (v) =>
              t('decision.by', { ...v, date: formatInstant(decision.decidedAt, i18n.language) }),
            { name: decision.decidedBy.name },
          )}
        </p>
        {decision.comment ? (
          <p className="whitespace-pre-line [overflow-wrap:anywhere]">{decision.comment}</p>
        ) : null}
        {decision.conditions ? (
          <div>
            <p className="font-medium">{t('decision.conditions')}</p>
            <p className="whitespace-pre-line [overflow-wrap:anywhere]">{decision.conditions}</p>
          </div>
        ) : null}
      </div>
    );
  }
  if (detail.status !== 'open') return <p>{t(`decision.closed.${detail.status}`)}</p>;
  if (!isChair) return <p>{t('decision.pending')}</p>;
  return <DecisionForm detail={detail} />;
}

function DecisionForm({ detail }: { detail: ArcRequestDetail }) {
  const { t } = useTranslation('arcs');
  const decide = useChairDecision(detail.id);
  const [choice, setChoice] = useState<DecisionChoice | null>(null);
  const [comment, setComment] = useState('');
  const [conditions, setConditions] = useState('');
  const conditionsField = useRef<HTMLTextAreaElement>(null);
  const [errors, setErrors] = useState<ChoiceErrors>({});
  const [problem, setProblem] = useState<Problem | null>(null);
  const flight = useSingleFlight();
  const firstChoice = useRef<HTMLInputElement>(null);
  const commentField = useRef<HTMLTextAreaElement>(null);
  const problemId = useId();
  const pending = decide.isPending;
  // SPEC §6: the decision is the chair's own, never a staff member's mimicking them.
  const blocked = useBlockedByMimic();
  const mimicId = useId();

  const submit = () => {
    if (flight.isBusy() || blocked) return;
    const found = validateDecision(choice, comment, conditions);
    setErrors(found);
    if (hasErrors(found) || choice === null) {
      if (found.choice) firstChoice.current?.focus();
      else if (found.conditions) conditionsField.current?.focus();
      else commentField.current?.focus();
      return;
    }
    setProblem(null);
    flight.mutate(decide, decisionBody(choice, comment, conditions), {
      onError: (error) => setProblem(describeProblem(error)),
    });
  };

  return (
    <form
      noValidate
      aria-label={t('decision.formLabel')}
      aria-describedby={problemId}
      className="flex flex-col gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <p className="text-sm text-ink-muted">{t('decision.hint')}</p>
      <ChoiceGroup
        legend={t('decision.legend')}
        options={[
          { value: 'approved', label: t('decision.approve') },
          { value: 'approvedWithConditions', label: t('decision.approveWithConditions') },
          { value: 'declined', label: t('decision.decline') },
        ]}
        value={choice}
        onChange={(value) => {
          setChoice(value);
          setErrors((current) => ({ ...current, choice: undefined }));
        }}
        error={errors.choice ? t('decision.errors.choice') : undefined}
        firstRef={firstChoice}
        disabled={pending}
      />
      {choice === 'approvedWithConditions' ? (
        <TextArea
          ref={conditionsField}
          label={t('decision.conditionsField')}
          hint={t('decision.conditionsHint')}
          value={conditions}
          onChange={(value) => {
            setConditions(value);
            setErrors((current) => ({ ...current, conditions: undefined }));
          }}
          error={
            errors.conditions === 'required'
              ? t('decision.errors.conditions')
              : errors.conditions === 'tooLong'
                ? t('errors.conditionsTooLong', { max: COMMENT_MAX_LENGTH })
                : undefined
          }
          disabled={pending}
        />
      ) : null}
      <TextArea
        ref={commentField}
        label={t('decision.comment')}
        hint={t('decision.commentHint')}
        value={comment}
        onChange={setComment}
        error={errors.comment ? t('errors.commentTooLong', { max: COMMENT_MAX_LENGTH }) : undefined}
        disabled={pending}
      />
      <ProblemMessage
        id={problemId}
        problem={problem}
        wording={arcsWording(t, t('decision.failed'))}
      />
      <MimicReason id={mimicId} />
      <div>
        <Button
          type="submit"
          disabled={pending || blocked}
          aria-disabled={pending}
          aria-describedby={blocked ? mimicId : undefined}
        >
          {pending ? t('decision.sending') : t('decision.submit')}
        </Button>
      </div>
    </form>
  );
}
