import { CollectionStatus, type CollectionCase } from '../../api/board-api';
import { addressLine } from '../../lib/search';
import { boardLists } from '../../api/board-lists';
import { BoardGridPage, type BoardGridConfig } from '../board-grid-page';

/** Collection steps in the order they are reached. */
const STAGES = ['reminder', 'lateNotice', 'intentToLien', 'lienFiled', 'attorney'] as const;

/** The page's grid, filters and details. */
export const collectionsBoard: BoardGridConfig<CollectionCase> = {
  page: 'collections',
  ...boardLists.collections,
  rowId: (item) => item.id,
  title: (item) => item.ownerName,
  titleSize: 200,
  columns: (ctx) => [
    ctx.text('accountNumber', (item) => item.accountNumber, 130),
    ctx.text('propertyAddress', (item) => addressLine(item.propertyAddress), 240),
    ctx.cents('balance', (item) => item.balance),
    ctx.number('daysDelinquent', (item) => item.daysDelinquent),
    {
      ...ctx.choice('stage', (item) => item.stage),
      compare: (a, b) => STAGES.indexOf(a.stage) - STAGES.indexOf(b.stage),
    },
    ctx.choice('status', (item) => item.status, 140),
    ctx.text('lastAction', (item) => item.lastAction, 220),
    ctx.date('lastActionDate', (item) => item.lastActionDate),
  ],
  defaultSort: [{ id: 'balance', desc: true }],
  search: (item) => [
    item.ownerName,
    item.accountNumber,
    addressLine(item.propertyAddress),
    item.lastAction,
  ],
  filters: [
    { column: 'stage', values: STAGES },
    { column: 'status', values: Object.values(CollectionStatus) },
  ],
  details: (item, ctx) => [
    [ctx.header('accountNumber'), item.accountNumber],
    [ctx.header('propertyAddress'), addressLine(item.propertyAddress)],
    [ctx.header('balance'), ctx.money(item.balance)],
    [ctx.header('daysDelinquent'), ctx.t('collections.days', { count: item.daysDelinquent })],
    [ctx.header('stage'), ctx.label('stage', item.stage)],
    [ctx.header('status'), ctx.label('status', item.status)],
    [ctx.header('lastAction'), item.lastAction],
    [ctx.header('lastActionDate'), ctx.day(item.lastActionDate)],
  ],
};

/** SPEC §2 board: delinquent accounts in collection, largest balance first. */
export function CollectionsPage() {
  return <BoardGridPage config={collectionsBoard} />;
}
