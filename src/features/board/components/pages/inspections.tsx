import { Link } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { reviewBoardInspection, useBoardAction } from '../../api/board-actions';
import type { BoardContext } from '../../lib/board-context';
import { ActionArea } from '../actions/action-parts';
import { useBoardAssociation } from '../use-board-association';
import { InspectionStatus, type Inspection } from '../../api/board-api';
import { boardLists } from '../../api/board-lists';
import { BoardGridPage, type BoardGridConfig } from '../board-grid-page';
import { detailActionClass } from '../board-detail-dialog';
import { isolate } from '@/lib/isolate';

const TYPES = ['commonArea', 'property', 'arcCompliance'] as const;

/** Issue 22 item 4: the board marks a completed inspection reviewed, once. */
function InspectionActions({ inspection, ctx }: { inspection: Inspection; ctx: BoardContext }) {
  const association = useBoardAssociation();
  const review = useBoardAction(
    inspectionsBoard,
    association.id,
    () => reviewBoardInspection(inspection.id),
    (answer) => answer,
  );
  const [notice, setNotice] = useState('');
  const statusLine = useRef<HTMLParagraphElement>(null);
  if (inspection.status !== 'completed') return null;
  return (
    <ActionArea
      title={ctx.t('inspections.actionsTitle')}
      notice={notice}
      problem={review.problem}
      failed={ctx.t('inspections.reviewFailed')}
    >
      {({ blocked, reasonId }) => (
        <>
          <p ref={statusLine} tabIndex={-1} className="outline-none">
            {inspection.reviewedAt
              ? isolate(
                  (v) =>
                    ctx.t('inspections.reviewedBy', {
                      ...v,
                      when: ctx.instant(inspection.reviewedAt),
                    }),
                  { name: inspection.reviewedBy ?? '' },
                )
              : ctx.t('inspections.notReviewed')}
          </p>
          {inspection.reviewedAt ? null : (
            <div>
              <Button
                variant="secondary"
                disabled={review.pending || blocked}
                aria-busy={review.pending || undefined}
                aria-describedby={reasonId}
                onClick={() => {
                  setNotice('');
                  review.run(undefined, () => {
                    setNotice(ctx.t('inspections.reviewed'));
                    queueMicrotask(() => statusLine.current?.focus());
                  });
                }}
              >
                {review.pending ? ctx.t('actions.sending') : ctx.t('inspections.markReviewed')}
              </Button>
            </div>
          )}
        </>
      )}
    </ActionArea>
  );
}

/** The page's grid, filters and details. */
export const inspectionsBoard: BoardGridConfig<Inspection> = {
  page: 'inspections',
  ...boardLists.inspections,
  rowId: (inspection) => inspection.id,
  title: (inspection) => inspection.title,
  titleSize: 260,
  columns: (ctx) => [
    ctx.choice('type', (inspection) => inspection.type),
    ctx.text('location', (inspection) => inspection.location, 240),
    ctx.text('inspectorName', (inspection) => inspection.inspectorName),
    ctx.date('scheduledDate', (inspection) => inspection.scheduledDate),
    ctx.date('completedDate', (inspection) => inspection.completedDate),
    ctx.choice('status', (inspection) => inspection.status, 130),
    ctx.number('findingsCount', (inspection) => inspection.findingsCount),
  ],
  defaultSort: [{ id: 'scheduledDate', desc: false }],
  search: (inspection) => [inspection.title, inspection.location, inspection.inspectorName],
  filters: [
    { column: 'type', values: TYPES },
    { column: 'status', values: Object.values(InspectionStatus) },
  ],
  details: (inspection, ctx) => [
    [ctx.header('type'), ctx.label('type', inspection.type)],
    [ctx.header('location'), inspection.location],
    [ctx.header('inspectorName'), inspection.inspectorName],
    [ctx.header('scheduledDate'), ctx.day(inspection.scheduledDate)],
    [ctx.header('completedDate'), ctx.day(inspection.completedDate)],
    [ctx.header('status'), ctx.label('status', inspection.status)],
    [ctx.header('findingsCount'), inspection.findingsCount],
  ],
  actions: (inspection, ctx) => (
    <>
      {inspection.relatedArcRequestId ? (
        <Link
          to="/board/arcs/$id"
          params={{ id: inspection.relatedArcRequestId }}
          className={detailActionClass}
        >
          {ctx.t('inspections.openArc', { id: inspection.relatedArcRequestId })}
        </Link>
      ) : null}
      <InspectionActions inspection={inspection} ctx={ctx} />
    </>
  ),
};

/** SPEC §2 board: common-area, property and ARC-compliance inspections. */
export function InspectionsPage() {
  return <BoardGridPage config={inspectionsBoard} />;
}
