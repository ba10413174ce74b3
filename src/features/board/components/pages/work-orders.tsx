import {
  getListBoardWorkOrdersQueryKey,
  listBoardWorkOrders,
  WorkOrderPriority,
  WorkOrderStatus,
  type WorkOrder,
} from '../../api/board-api';
import { BoardGridPage, type BoardGridConfig } from '../board-grid-page';

const PRIORITIES = Object.values(WorkOrderPriority);

/** The page's grid, filters and details. */
export const workOrdersBoard: BoardGridConfig<WorkOrder> = {
  page: 'workOrders',
  list: listBoardWorkOrders,
  queryKey: getListBoardWorkOrdersQueryKey,
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
};

/** SPEC §2 board: work orders issued to vendors or staff, newest first. */
export function WorkOrdersPage() {
  return <BoardGridPage config={workOrdersBoard} />;
}
