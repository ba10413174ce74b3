import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ProblemMessage } from '@/components/problem-message';
import { Button } from '@/components/ui/button';
import { MimicReason, useBlockedByMimic } from '@/entities/session/components/mimic';
import { formatInstant } from '@/lib/dates';
import { useCastVote, type ArcRequestDetail, type ArcVoteChoice } from '../api/arcs-api';
import type { Voter } from '../lib/cache-updates';
import {
  COMMENT_MAX_LENGTH,
  hasErrors,
  optionalComment,
  validateVote,
  type ChoiceErrors,
} from '../lib/forms';
import { votesCast } from '../lib/list';
import { describeProblem, type Problem } from '@/lib/api/problem';
import { arcsWording } from '../lib/problems';
import { ChoiceGroup, TextArea } from './fields';
import { useSingleFlight } from '@/lib/use-single-flight';

interface VotePanelProps {
  detail: ArcRequestDetail;
  /** The chair sees every ballot. */
  isChair: boolean;
  voter: Voter | null;
}

/** The tally, the ballots (for the chair) and the caller's own vote. */
export function VotePanel({ detail, isChair, voter }: VotePanelProps) {
  const { t } = useTranslation('arcs');
  const { votes } = detail;
  const open = detail.status === 'open';
  return (
    <div className="flex flex-col gap-4">
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
        <dt className="text-ink-muted">{t('votes.tally')}</dt>
        <dd>{t('votes.cast', { cast: votesCast(votes), total: votes.total })}</dd>
        <dt className="text-ink-muted">{t('choices.approve')}</dt>
        <dd>{votes.approve}</dd>
        <dt className="text-ink-muted">{t('choices.decline')}</dt>
        <dd>{votes.decline}</dd>
        <dt className="text-ink-muted">{t('votes.required')}</dt>
        <dd>{votes.required}</dd>
      </dl>
      {isChair ? <Ballots detail={detail} /> : null}
      {detail.canVote && open ? (
        <VoteForm key={detail.id} detail={detail} voter={voter} />
      ) : (
        <p>
          {open ? t('vote.cannotVote') : t('vote.closed')}{' '}
          {detail.myVote ? t('vote.yours', { vote: t(`choices.${detail.myVote}`) }) : null}
        </p>
      )}
    </div>
  );
}

function Ballots({ detail }: { detail: ArcRequestDetail }) {
  const { t, i18n } = useTranslation('arcs');
  if (detail.ballots.length === 0) return <p>{t('ballots.none')}</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full border-collapse text-sm">
        <caption className="mb-1 text-left font-semibold">{t('ballots.caption')}</caption>
        <thead className="border-b border-line">
          <tr>
            <th scope="col" className="px-2 py-1 text-left">
              {t('ballots.member')}
            </th>
            <th scope="col" className="px-2 py-1 text-left">
              {t('ballots.vote')}
            </th>
            <th scope="col" className="px-2 py-1 text-left">
              {t('ballots.comment')}
            </th>
            <th scope="col" className="px-2 py-1 text-left">
              {t('ballots.when')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {detail.ballots.map((ballot) => (
            <tr key={ballot.voterId}>
              <th scope="row" className="px-2 py-1 text-left font-normal">
                {ballot.voterName}
              </th>
              <td className="px-2 py-1">{t(`choices.${ballot.vote}`)}</td>
              <td className="px-2 py-1 [overflow-wrap:anywhere]">{ballot.comment ?? '—'}</td>
              <td className="px-2 py-1">
                <time dateTime={ballot.votedAt}>
                  {formatInstant(ballot.votedAt, i18n.language)}
                </time>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * Issue 12 item 3: approve or decline with an optional comment; once cast, the vote can be
 * changed or retracted while the request is open. One request per press, however often it is
 * pressed; a refused vote is said beside the form and nothing typed is lost.
 */
function VoteForm({ detail, voter }: { detail: ArcRequestDetail; voter: Voter | null }) {
  const { t } = useTranslation('arcs');
  const cast = useCastVote(detail.id, voter);
  const [editing, setEditing] = useState(detail.myVote === null);
  const [choice, setChoice] = useState<ArcVoteChoice | null>(detail.myVote);
  const [comment, setComment] = useState('');
  const [errors, setErrors] = useState<ChoiceErrors>({});
  const [problem, setProblem] = useState<Problem | null>(null);
  const [notice, setNotice] = useState('');
  const flight = useSingleFlight();
  const firstChoice = useRef<HTMLInputElement>(null);
  const commentField = useRef<HTMLTextAreaElement>(null);
  const summary = useRef<HTMLParagraphElement>(null);
  const problemId = useId();
  const pending = cast.isPending;
  // SPEC §6: a vote is the board member's own, never a staff member's mimicking them.
  const blocked = useBlockedByMimic();
  const mimicId = useId();
  const mimicReason = blocked ? mimicId : undefined;

  const send = (vote: ArcVoteChoice | 'retract', extra: { comment?: string }) => {
    if (flight.isBusy() || blocked) return;
    setProblem(null);
    setNotice('');
    flight.mutate(
      cast,
      { vote, ...extra },
      {
        onSuccess: (result) => {
          if (result.myVote === null) {
            setChoice(null);
            setComment('');
            setEditing(true);
            setNotice(t('vote.retracted'));
          } else {
            setEditing(false);
            setNotice(t('vote.recorded', { vote: t(`choices.${result.myVote}`) }));
            // The summary replaces the form: focus goes there, not to the page's top.
            queueMicrotask(() => summary.current?.focus());
          }
        },
        onError: (error) => setProblem(describeProblem(error)),
      },
    );
  };

  const submit = () => {
    const found = validateVote(choice, comment);
    setErrors(found);
    if (hasErrors(found) || choice === null) {
      if (found.choice) firstChoice.current?.focus();
      else commentField.current?.focus();
      return;
    }
    send(choice, optionalComment(comment));
  };

  const messages = {
    choice: errors.choice ? t('vote.errors.choice') : undefined,
    comment: errors.comment ? t('errors.commentTooLong', { max: COMMENT_MAX_LENGTH }) : undefined,
  };

  return (
    <div className="flex flex-col gap-3">
      <p role="status" className="text-sm font-medium empty:sr-only">
        {notice}
      </p>
      {!editing && detail.myVote ? (
        <div className="flex flex-col gap-2">
          <p ref={summary} tabIndex={-1} className="outline-none">
            {t('vote.yours', { vote: t(`choices.${detail.myVote}`) })}
          </p>
          <div className="flex flex-wrap gap-2">
            <Button
              variant="secondary"
              disabled={pending}
              onClick={() => {
                setChoice(detail.myVote);
                setEditing(true);
                setNotice('');
                queueMicrotask(() => firstChoice.current?.focus());
              }}
            >
              {t('vote.change')}
            </Button>
            <Button
              variant="secondary"
              disabled={pending || blocked}
              aria-disabled={pending}
              aria-describedby={mimicReason}
              onClick={() => send('retract', {})}
            >
              {pending ? t('vote.retracting') : t('vote.retract')}
            </Button>
          </div>
          <MimicReason id={mimicId} />
        </div>
      ) : (
        <form
          noValidate
          aria-label={detail.myVote ? t('vote.changeLabel') : t('vote.castLabel')}
          aria-describedby={problemId}
          className="flex flex-col gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <ChoiceGroup
            legend={t('vote.legend')}
            options={[
              { value: 'approve', label: t('choices.approve') },
              { value: 'decline', label: t('choices.decline') },
            ]}
            value={choice}
            onChange={(value) => {
              setChoice(value);
              setErrors((current) => ({ ...current, choice: undefined }));
            }}
            error={messages.choice}
            firstRef={firstChoice}
            disabled={pending}
          />
          <TextArea
            ref={commentField}
            label={t('vote.comment')}
            hint={t('vote.commentHint')}
            value={comment}
            onChange={setComment}
            error={messages.comment}
            disabled={pending}
          />
          <MimicReason id={mimicId} />
          <div className="flex flex-wrap gap-2">
            <Button
              type="submit"
              disabled={pending || blocked}
              aria-disabled={pending}
              aria-describedby={mimicReason}
            >
              {pending ? t('vote.sending') : detail.myVote ? t('vote.save') : t('vote.submit')}
            </Button>
            {detail.myVote ? (
              <>
                <Button
                  variant="secondary"
                  disabled={pending}
                  onClick={() => {
                    setEditing(false);
                    setErrors({});
                    setProblem(null);
                  }}
                >
                  {t('vote.cancel')}
                </Button>
                <Button
                  variant="secondary"
                  disabled={pending || blocked}
                  aria-describedby={mimicReason}
                  onClick={() => send('retract', {})}
                >
                  {t('vote.retract')}
                </Button>
              </>
            ) : null}
          </div>
        </form>
      )}
      <ProblemMessage id={problemId} problem={problem} wording={arcsWording(t, t('vote.failed'))} />
    </div>
  );
}
