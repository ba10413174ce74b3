import { Link } from '@tanstack/react-router';
import {
  getListBoardToDoItemsQueryKey,
  listBoardToDoItems,
  ToDoStatus,
  type ToDoItem,
} from '../../api/board-api';
import type { BoardContext } from '../../lib/board-context';
import { BoardGridPage, type BoardGridConfig } from '../board-grid-page';
import { detailActionClass } from '../board-detail-dialog';

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

/** A link to what the task is about: the ARC request itself, or the page that lists the item. */
function RelatedLink({ item, ctx }: { item: ToDoItem; ctx: BoardContext }) {
  const { relatedType, relatedId } = item;
  const text = ctx.t(`toDoList.open.${relatedType}`, { id: relatedId });
  if (relatedType === 'arcRequest' && relatedId) {
    return (
      <Link to="/board/arcs/$id" params={{ id: relatedId }} className={detailActionClass}>
        {text}
      </Link>
    );
  }
  if (relatedType === 'other' || relatedType === 'arcRequest') return null;
  return (
    <Link to={RELATED_PAGES[relatedType]} className={detailActionClass}>
      {text}
    </Link>
  );
}

/** The page's grid, filters and details. */
export const toDoListBoard: BoardGridConfig<ToDoItem> = {
  page: 'toDoList',
  list: listBoardToDoItems,
  queryKey: getListBoardToDoItemsQueryKey,
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
  actions: (item, ctx) => <RelatedLink item={item} ctx={ctx} />,
};

/** SPEC §2 board: the board member's to-do list, soonest first. */
export function ToDoListPage() {
  return <BoardGridPage config={toDoListBoard} />;
}
