import { useRef, useState } from 'react';
import { WorkOrderPriority, WorkOrderStatus, type WorkOrder } from '../../api/board-api';
import {
  addBoardWorkOrderComment,
  changeBoardWorkOrderStatus,
  useAddHistoryEntry,
  useBoardAction,
  useWorkOrderHistory,
  type WorkOrderStatusChangeStatus,
} from '../../api/board-actions';
import type { BoardContext } from '../../lib/board-context';
import { nextWorkOrderStatuses } from '../../lib/work-order-moves';
import { Button } from '@/components/ui/button';
import { ActionArea, TextActionForm } from '../actions/action-parts';
import { boardLists } from '../../api/board-lists';
import { BoardGridPage, type BoardGridConfig } from '../board-grid-page';
import { useBoardAssociation } from '../use-board-association';
import { isolate } from '@/lib/isolate';

const PRIORITIES = Object.values(WorkOrderPriority);

/** The work order's history, oldest first: who moved it where, and the comments. */
function WorkOrderHistory({ order, ctx }: { order: WorkOrder; ctx: BoardContext }) {
  const history = useWorkOrderHistory(order.id);
  const status = (value: string | null | undefined) => (value ? ctx.label('status', value) : '');
  return (
    <section className="flex w-full flex-col gap-2" aria-label={ctx.t('workOrders.history.title')}>
      <h3 className="font-semibold">{ctx.t('workOrders.history.title')}</h3>
      {history.isPending ? (
        <p className="text-sm text-ink-muted">{ctx.t('workOrders.history.loading')}</p>
      ) : history.isError ? (
        <p role="alert" className="text-sm">
          {ctx.t('workOrders.history.failed')}
        </p>
      ) : history.data.length === 0 ? (
        <p className="text-sm text-ink-muted">{ctx.t('workOrders.history.empty')}</p>
      ) : (
        <ol className="flex flex-col gap-2 text-sm">
          {history.data.map((entry) => (
            <li key={entry.id} className="rounded-md border border-line p-2">
              <p className="font-medium">
                {isolate(
                  (v) =>
                    entry.kind === 'comment'
                      ? ctx.t('workOrders.history.comment', v)
                      : entry.kind === 'created'
                        ? ctx.t('workOrders.history.created', v)
                        : ctx.t('workOrders.history.moved', {
                            ...v,
                            from: status(entry.fromStatus),
                            to: status(entry.toStatus),
                          }),
                  { name: entry.by.name },
                )}
              </p>
              <p className="text-ink-muted">
                <time dateTime={entry.at}>{ctx.instant(entry.at)}</time>
              </p>
              {entry.text ? (
                <p className="whitespace-pre-line [overflow-wrap:anywhere]">{entry.text}</p>
              ) : null}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/**
 * Issue 22 item 2: move a work order on (open, in progress, completed; cancelled with a
 * reason) and comment on it; each answer's history entry joins the history shown.
 */
function WorkOrderActions({ order, ctx }: { order: WorkOrder; ctx: BoardContext }) {
  const association = useBoardAssociation();
  const addEntry = useAddHistoryEntry();
  const move = useBoardAction(
    workOrdersBoard,
    association.id,
    (data: { status: WorkOrderStatusChangeStatus; reason?: string }) =>
      changeBoardWorkOrderStatus(order.id, data),
    (answer) => answer.workOrder,
    addEntry,
  );
  const comment = useBoardAction(
    workOrdersBoard,
    association.id,
    (text: string) => addBoardWorkOrderComment(order.id, { comment: text }),
    (answer) => answer.workOrder,
    addEntry,
  );
  const [cancelling, setCancelling] = useState(false);
  const [notice, setNotice] = useState('');
  const statusLine = useRef<HTMLParagraphElement>(null);
  const busy = move.pending || comment.pending;
  const moveTo = (status: WorkOrderStatusChangeStatus, reason?: string, done?: () => void) => {
    setNotice('');
    comment.clearProblem();
    move.run(reason ? { status, reason } : { status }, (answer) => {
      done?.();
      setCancelling(false);
      setNotice(
        ctx.t('workOrders.moved', { status: ctx.label('status', answer.workOrder.status) }),
      );
      queueMicrotask(() => statusLine.current?.focus());
    });
  };
  return (
    <>
      <ActionArea
        title={ctx.t('workOrders.actionsTitle')}
        notice={notice}
        problem={move.problem ?? comment.problem}
        failed={ctx.t(move.problem ? 'workOrders.moveFailed' : 'workOrders.commentFailed')}
      >
        {({ blocked, reasonId }) => (
          <>
            <p ref={statusLine} tabIndex={-1} className="outline-none">
              {ctx.t('workOrders.now', { status: ctx.label('status', order.status) })}
            </p>
            {cancelling ? (
              <TextActionForm
                label={ctx.t('workOrders.cancelReason')}
                submitLabel={ctx.t('workOrders.sendCancel')}
                sendingLabel={ctx.t('actions.sending')}
                requiredMessage={ctx.t('workOrders.cancelReasonRequired')}
                pending={move.pending}
                blocked={blocked}
                reasonId={reasonId}
                focusWhenShown
                onSubmit={(reason, done) => moveTo('cancelled', reason, done)}
                onCancel={() => setCancelling(false)}
              />
            ) : (
              <div className="flex flex-wrap gap-2">
                {nextWorkOrderStatuses(order.status).map((status) =>
                  status === 'cancelled' ? (
                    <Button
                      key={status}
                      variant="secondary"
                      disabled={busy || blocked}
                      aria-describedby={reasonId}
                      onClick={() => {
                        move.clearProblem();
                        setCancelling(true);
                      }}
                    >
                      {ctx.t('workOrders.moveTo.cancelled')}
                    </Button>
                  ) : (
                    <Button
                      key={status}
                      variant="secondary"
                      disabled={busy || blocked}
                      aria-busy={move.pending || undefined}
                      aria-describedby={reasonId}
                      onClick={() => moveTo(status)}
                    >
                      {ctx.t(`workOrders.moveTo.${status}`)}
                    </Button>
                  ),
                )}
              </div>
            )}
            <TextActionForm
              label={ctx.t('workOrders.comment')}
              submitLabel={ctx.t('workOrders.addComment')}
              sendingLabel={ctx.t('actions.sending')}
              requiredMessage={ctx.t('workOrders.commentRequired')}
              pending={comment.pending}
              blocked={blocked || move.pending}
              reasonId={reasonId}
              onSubmit={(text, done) => {
                setNotice('');
                move.clearProblem();
                comment.run(text, () => {
                  done();
                  setNotice(ctx.t('workOrders.commented'));
                });
              }}
            />
          </>
        )}
      </ActionArea>
      <WorkOrderHistory order={order} ctx={ctx} />
    </>
  );
}

/** The page's grid, filters and details. */
export const workOrdersBoard: BoardGridConfig<WorkOrder> = {
  page: 'workOrders',
  ...boardLists.workOrders,
  rowId: (order) => order.id,
  title: (order) => order.title,
  titleSize: 260,
  columns: (ctx) => [
    ctx.text('vendorName', (order) => order.vendorName ?? ctx.t('workOrders.unassigned')),
    ctx.text('location', (order) => order.location, 200),
    {
      ...ctx.choice('priority', (order) => order.priority, 120),
      compare: (a, b) => PRIORITIES.indexOf(a.priority) - PRIORITIES.indexOf(b.priority),
    },
    ctx.choice('status', (order) => order.status, 130),
    ctx.time('createdAt', (order) => order.createdAt),
    ctx.date('dueDate', (order) => order.dueDate),
    ctx.cents('estimatedAmount', (order) => order.estimatedAmount),
    { ...ctx.number('relatedRequestId', (order) => order.relatedRequestId), hiddenByDefault: true },
  ],
  defaultSort: [{ id: 'createdAt', desc: true }],
  search: (order) => [order.title, order.description, order.vendorName, order.location, order.id],
  filters: [
    { column: 'status', values: Object.values(WorkOrderStatus) },
    { column: 'priority', values: PRIORITIES },
  ],
  details: (order, ctx) => [
    [ctx.header('description'), order.description],
    [ctx.header('vendorName'), order.vendorName ?? ctx.t('workOrders.unassigned')],
    [ctx.header('location'), order.location],
    [ctx.header('priority'), ctx.label('priority', order.priority)],
    [ctx.header('status'), ctx.label('status', order.status)],
    [ctx.header('createdAt'), ctx.instant(order.createdAt)],
    [ctx.header('dueDate'), ctx.day(order.dueDate)],
    [ctx.header('estimatedAmount'), ctx.money(order.estimatedAmount)],
    [ctx.header('relatedRequestId'), order.relatedRequestId],
  ],
  actions: (order, ctx) => <WorkOrderActions order={order} ctx={ctx} />,
};

/** SPEC §2 board: work orders issued to vendors or staff, newest first. */
export function WorkOrdersPage() {
  return <BoardGridPage config={workOrdersBoard} />;
}
