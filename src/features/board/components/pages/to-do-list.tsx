import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useId, useRef, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { ToDoStatus, type ToDoItem } from '../../api/board-api';
import {
  assignBoardToDoItem,
  changeBoardToDoItemStatus,
  getListBoardMembersQueryOptions,
  useBoardAction,
} from '../../api/board-actions';
import type { BoardContext } from '../../lib/board-context';
import { ActionArea } from '../actions/action-parts';
import { useBoardAssociation } from '../use-board-association';
import { boardLists } from '../../api/board-lists';
import { BoardGridPage, type BoardGridConfig } from '../board-grid-page';
import { detailActionClass } from '../board-detail-dialog';
import { isolate } from '@/lib/isolate';

const PRIORITIES = ['low', 'normal', 'high'] as const;
const RELATED_TYPES = [
  'arcRequest',
  'invoice',
  'workOrder',
  'violation',
  'inspection',
  'other',
] as const;
/** The board page that lists each kind of related item. */
const RELATED_PAGES = {
  invoice: '/board/invoices',
  workOrder: '/board/work-orders',
  violation: '/board/violations',
  inspection: '/board/inspections',
} as const;

/** A link to what the task is about: the ARC request itself, or that item's details on its page. */
function RelatedLink({ item, ctx }: { item: ToDoItem; ctx: BoardContext }) {
  const { relatedType, relatedId } = item;
  if (relatedId === null || relatedId === undefined || relatedType === 'other') return null;
  const text = ctx.t(`toDoList.open.${relatedType}`, { id: relatedId });
  if (relatedType === 'arcRequest') {
    return (
      <Link to="/board/arcs/$id" params={{ id: relatedId }} className={detailActionClass}>
        {text}
      </Link>
    );
  }
  return (
    <Link
      to={RELATED_PAGES[relatedType]}
      search={{ open: relatedId }}
      className={detailActionClass}
    >
      {text}
    </Link>
  );
}

/**
 * Issue 22 item 3: mark a task done or reopen it, and give it to another board member of the
 * association (the contract's `GET /Board/Members`).
 */
function ToDoActions({ item, ctx }: { item: ToDoItem; ctx: BoardContext }) {
  const association = useBoardAssociation();
  const toggle = useBoardAction(
    toDoListBoard,
    association.id,
    (status: ToDoItem['status']) => changeBoardToDoItemStatus(item.id, { status }),
    (answer) => answer,
  );
  const assign = useBoardAction(
    toDoListBoard,
    association.id,
    (userId: number) => assignBoardToDoItem(item.id, { userId }),
    (answer) => answer,
  );
  const members = useQuery({
    ...getListBoardMembersQueryOptions(
      { associationId: association.id ?? 0 },
      { query: { meta: { suppressErrorToast: true } } },
    ),
    enabled: association.id !== null,
  });
  const [memberId, setMemberId] = useState('');
  const [notice, setNotice] = useState<ReactNode>('');
  const statusLine = useRef<HTMLParagraphElement>(null);
  const selectId = useId();
  const busy = toggle.pending || assign.pending;
  const done = item.status === 'done';
  const chosen = memberId || (item.assignedToUserId ? String(item.assignedToUserId) : '');
  return (
    <ActionArea
      title={ctx.t('toDoList.actionsTitle')}
      notice={notice}
      problem={toggle.problem ?? assign.problem}
      failed={ctx.t(toggle.problem ? 'toDoList.statusFailed' : 'toDoList.assignFailed')}
    >
      {({ blocked, reasonId }) => (
        <>
          <p ref={statusLine} tabIndex={-1} className="outline-none">
            {ctx.t('toDoList.now', { status: ctx.label('status', item.status) })}
          </p>
          <div>
            <Button
              variant="secondary"
              disabled={busy || blocked}
              aria-busy={toggle.pending || undefined}
              aria-describedby={reasonId}
              onClick={() => {
                setNotice('');
                assign.clearProblem();
                toggle.run(done ? 'open' : 'done', (answer) => {
                  setNotice(ctx.t(`toDoList.became.${answer.status}`));
                  queueMicrotask(() => statusLine.current?.focus());
                });
              }}
            >
              {toggle.pending
                ? ctx.t('actions.sending')
                : done
                  ? ctx.t('toDoList.reopen')
                  : ctx.t('toDoList.markDone')}
            </Button>
          </div>
          {members.data && members.data.length > 0 ? (
            <form
              noValidate
              className="flex flex-wrap items-end gap-2"
              onSubmit={(event) => {
                event.preventDefault();
                const userId = Number(chosen);
                if (!userId) return;
                setNotice('');
                toggle.clearProblem();
                assign.run(userId, (answer) => {
                  setNotice(
                    isolate((v) => ctx.t('toDoList.assigned', v), { name: answer.assignedTo }),
                  );
                });
              }}
            >
              <div className="flex min-w-0 flex-col gap-1">
                <label htmlFor={selectId} className="text-sm font-medium">
                  {ctx.t('toDoList.assignTo')}
                </label>
                <select
                  id={selectId}
                  value={chosen}
                  onChange={(event) => setMemberId(event.target.value)}
                  disabled={busy}
                  className="min-h-11 max-w-full rounded-md border border-line bg-surface px-3 text-base"
                >
                  {chosen === '' ? <option value="">{ctx.t('toDoList.nobody')}</option> : null}
                  {members.data.map((member) => (
                    <option key={member.userId} value={String(member.userId)}>
                      {member.name}
                    </option>
                  ))}
                </select>
              </div>
              <Button
                type="submit"
                variant="secondary"
                disabled={
                  busy || blocked || chosen === '' || Number(chosen) === item.assignedToUserId
                }
                aria-busy={assign.pending || undefined}
                aria-describedby={reasonId}
              >
                {assign.pending ? ctx.t('actions.sending') : ctx.t('toDoList.assign')}
              </Button>
            </form>
          ) : null}
        </>
      )}
    </ActionArea>
  );
}

/** The page's grid, filters and details. */
export const toDoListBoard: BoardGridConfig<ToDoItem> = {
  page: 'toDoList',
  ...boardLists.toDoList,
  rowId: (item) => item.id,
  title: (item) => item.title,
  titleSize: 280,
  columns: (ctx) => [
    ctx.date('dueDate', (item) => item.dueDate),
    {
      ...ctx.choice('priority', (item) => item.priority, 120),
      compare: (a, b) => PRIORITIES.indexOf(a.priority) - PRIORITIES.indexOf(b.priority),
    },
    ctx.choice('status', (item) => item.status, 110),
    ctx.choice('relatedType', (item) => item.relatedType, 160),
    ctx.text('assignedTo', (item) => item.assignedTo),
    { ...ctx.text('description', (item) => item.description, 280), hiddenByDefault: true },
  ],
  defaultSort: [{ id: 'dueDate', desc: false }],
  search: (item) => [item.title, item.description, item.assignedTo],
  filters: [
    { column: 'status', values: Object.values(ToDoStatus) },
    { column: 'priority', values: PRIORITIES },
    { column: 'relatedType', values: RELATED_TYPES },
  ],
  details: (item, ctx) => [
    [ctx.header('description'), item.description],
    [ctx.header('dueDate'), ctx.day(item.dueDate)],
    [ctx.header('priority'), ctx.label('priority', item.priority)],
    [ctx.header('status'), ctx.label('status', item.status)],
    [ctx.header('relatedType'), ctx.label('relatedType', item.relatedType)],
    [ctx.header('assignedTo'), item.assignedTo],
  ],
  actions: (item, ctx) => (
    <>
      <RelatedLink item={item} ctx={ctx} />
      <ToDoActions item={item} ctx={ctx} />
    </>
  ),
};

/** SPEC §2 board: the board member's to-do list, soonest first. */
export function ToDoListPage() {
  return <BoardGridPage config={toDoListBoard} />;
}
