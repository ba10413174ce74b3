import { useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  closeBoardViolation,
  sendBoardViolationNotice,
  useBoardAction,
} from '../../api/board-actions';
import { ViolationStatus, type Violation } from '../../api/board-api';
import type { BoardContext } from '../../lib/board-context';
import { addressLine } from '../../lib/search';
import { ActionArea, TextActionForm } from '../actions/action-parts';
import { useBoardAssociation } from '../use-board-association';
import { boardLists } from '../../api/board-lists';
import { BoardGridPage, type BoardGridConfig } from '../board-grid-page';
import { isolate } from '@/lib/isolate';

/** The owner's latest answer ("Fixed", "Need more time", "Dispute"), or nothing. */
const latestAnswer = (violation: Violation, ctx: BoardContext) => {
  const last = violation.responses?.at(-1);
  return last ? ctx.label('answer', last.kind) : '';
};

/** Issue 52 item 2: the owner's answers to the notice, with their photos by name. */
function OwnerAnswers({ violation, ctx }: { violation: Violation; ctx: BoardContext }) {
  const answers = violation.responses ?? [];
  if (answers.length === 0) return ctx.t('violations.noAnswers');
  return (
    <ol className="flex flex-col gap-2">
      {answers.map((answer) => (
        <li key={answer.id} className="flex flex-col [overflow-wrap:anywhere]">
          <span className="font-semibold">{ctx.label('answer', answer.kind)}</span>
          <span className="text-sm text-ink-muted">
            {isolate(
              (v) => ctx.t('violations.answeredBy', { ...v, when: ctx.instant(answer.sentAt) }),
              { author: answer.author },
            )}
          </span>
          <span className="whitespace-pre-line">{answer.message}</span>
          {answer.photos.length > 0 ? (
            <span className="text-sm">
              {isolate((v) => ctx.t('violations.photos', { ...v, count: answer.photos.length }), {
                names: answer.photos.map((photo) => photo.fileName),
              })}
            </span>
          ) : null}
        </li>
      ))}
    </ol>
  );
}

/** Enforcement steps in the order they are reached. */
const STAGES = ['courtesyNotice', 'secondNotice', 'hearing', 'fine'] as const;

/**
 * Issue 22 item 4: send the owner the next notice, or close the violation with a note. A closed
 * (or cured) violation has nothing left to do.
 */
function ViolationActions({ violation, ctx }: { violation: Violation; ctx: BoardContext }) {
  const association = useBoardAssociation();
  const notice = useBoardAction(
    violationsBoard,
    association.id,
    () => sendBoardViolationNotice(violation.id),
    (answer) => answer,
  );
  const close = useBoardAction(
    violationsBoard,
    association.id,
    (note: string) => closeBoardViolation(violation.id, { note }),
    (answer) => answer,
  );
  const [closing, setClosing] = useState(false);
  const [said, setSaid] = useState('');
  const statusLine = useRef<HTMLParagraphElement>(null);
  const busy = notice.pending || close.pending;
  const open = violation.status === 'open' || violation.status === 'escalated';
  return (
    <ActionArea
      title={ctx.t('violations.actionsTitle')}
      notice={said}
      problem={notice.problem ?? close.problem}
      failed={ctx.t(notice.problem ? 'violations.noticeFailed' : 'violations.closeFailed')}
    >
      {({ blocked, reasonId }) => (
        <>
          <p ref={statusLine} tabIndex={-1} className="outline-none">
            {ctx.t('violations.now', {
              status: ctx.label('status', violation.status),
              stage: ctx.label('stage', violation.stage),
            })}
          </p>
          {violation.lastNoticeSentAt ? (
            <p className="text-sm text-ink-muted">
              {ctx.t('violations.lastNotice', { when: ctx.instant(violation.lastNoticeSentAt) })}
            </p>
          ) : null}
          {violation.closingNote ? (
            <p className="[overflow-wrap:anywhere]">
              {isolate((v) => ctx.t('violations.closingNote', v), { note: violation.closingNote })}
            </p>
          ) : null}
          {!open ? null : closing ? (
            <TextActionForm
              label={ctx.t('violations.note')}
              submitLabel={ctx.t('violations.sendClose')}
              sendingLabel={ctx.t('actions.sending')}
              requiredMessage={ctx.t('violations.noteRequired')}
              pending={close.pending}
              blocked={blocked}
              reasonId={reasonId}
              focusWhenShown
              onSubmit={(note, done) => {
                setSaid('');
                close.run(note, () => {
                  done();
                  setClosing(false);
                  setSaid(ctx.t('violations.closed'));
                  queueMicrotask(() => statusLine.current?.focus());
                });
              }}
              onCancel={() => setClosing(false)}
            />
          ) : (
            <div className="flex flex-wrap gap-2">
              <Button
                variant="secondary"
                disabled={busy || blocked}
                aria-busy={notice.pending || undefined}
                aria-describedby={reasonId}
                onClick={() => {
                  setSaid('');
                  close.clearProblem();
                  notice.run(undefined, (answer) => {
                    setSaid(
                      ctx.t('violations.noticeSent', { stage: ctx.label('stage', answer.stage) }),
                    );
                  });
                }}
              >
                {notice.pending ? ctx.t('actions.sending') : ctx.t('violations.sendNotice')}
              </Button>
              <Button
                variant="secondary"
                disabled={busy || blocked}
                aria-describedby={reasonId}
                onClick={() => {
                  notice.clearProblem();
                  setClosing(true);
                }}
              >
                {ctx.t('violations.close')}
              </Button>
            </div>
          )}
        </>
      )}
    </ActionArea>
  );
}

/** The page's grid, filters and details. */
export const violationsBoard: BoardGridConfig<Violation> = {
  page: 'violations',
  ...boardLists.violations,
  rowId: (violation) => violation.id,
  title: (violation) => violation.category,
  titleSize: 200,
  columns: (ctx) => [
    ctx.text('ownerName', (violation) => violation.ownerName),
    ctx.text('propertyAddress', (violation) => addressLine(violation.propertyAddress), 240),
    ctx.text('description', (violation) => violation.description, 280),
    ctx.date('reportedDate', (violation) => violation.reportedDate),
    ctx.date('cureByDate', (violation) => violation.cureByDate),
    {
      ...ctx.choice('stage', (violation) => violation.stage),
      compare: (a, b) => STAGES.indexOf(a.stage) - STAGES.indexOf(b.stage),
    },
    ctx.choice('status', (violation) => violation.status, 130),
    ctx.cents('fineAmount', (violation) => violation.fineAmount, 120),
    ctx.text('answer', (violation) => latestAnswer(violation, ctx), 150),
  ],
  defaultSort: [{ id: 'reportedDate', desc: true }],
  search: (violation) => [
    violation.category,
    violation.ownerName,
    addressLine(violation.propertyAddress),
    violation.description,
  ],
  filters: [
    { column: 'stage', values: STAGES },
    { column: 'status', values: Object.values(ViolationStatus) },
  ],
  details: (violation, ctx) => [
    [ctx.header('ownerName'), violation.ownerName],
    [ctx.header('propertyAddress'), addressLine(violation.propertyAddress)],
    [ctx.header('description'), violation.description],
    [ctx.header('reportedDate'), ctx.day(violation.reportedDate)],
    [ctx.header('cureByDate'), ctx.day(violation.cureByDate)],
    [ctx.header('stage'), ctx.label('stage', violation.stage)],
    [ctx.header('status'), ctx.label('status', violation.status)],
    [ctx.header('fineAmount'), ctx.money(violation.fineAmount)],
    [
      ctx.header('rule'),
      violation.rule ? `${violation.rule.documentTitle}, ${violation.rule.section}` : '',
    ],
    [ctx.t('violations.answers'), <OwnerAnswers violation={violation} ctx={ctx} />],
  ],
  actions: (violation, ctx) => <ViolationActions violation={violation} ctx={ctx} />,
};

/** SPEC §2 board: covenant violations with their cure deadlines, newest first. */
export function ViolationsPage() {
  return <BoardGridPage config={violationsBoard} />;
}
