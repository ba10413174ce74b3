import {
  getListBoardViolationsQueryKey,
  listBoardViolations,
  ViolationStatus,
  type Violation,
} from '../../api/board-api';
import { addressLine } from '../../lib/search';
import { BoardGridPage, type BoardGridConfig } from '../board-grid-page';

/** Enforcement steps in the order they are reached. */
const STAGES = ['courtesyNotice', 'secondNotice', 'hearing', 'fine'] as const;

/** The page's grid, filters and details. */
export const violationsBoard: BoardGridConfig<Violation> = {
  page: 'violations',
  list: listBoardViolations,
  queryKey: getListBoardViolationsQueryKey,
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
  ],
};

/** SPEC §2 board: covenant violations with their cure deadlines, newest first. */
export function ViolationsPage() {
  return <BoardGridPage config={violationsBoard} />;
}
