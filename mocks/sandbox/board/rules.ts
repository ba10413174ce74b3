// The rules of board work that need no database: paging, how a work order may move, and which
// notice a violation gets next.
import type { BoardViolationTable, BoardWorkOrderTable } from './tables.ts';

export interface Paging {
  page: number;
  pageSize: number;
}

/** One page as every board list answers it. */
export function pageOf<T>(items: T[], totalCount: number, { page, pageSize }: Paging) {
  return { page, pageSize, totalCount, items };
}

type WorkOrderStatus = BoardWorkOrderTable['status'];

/**
 * Whether a work order may move to a status: a completed or cancelled one only reopens (`open`),
 * and a move to where it already is records nothing.
 */
export function workOrderMove(
  from: WorkOrderStatus,
  to: Exclude<WorkOrderStatus, 'assigned'>,
): 'ok' | 'closed' | 'unchanged' {
  if (from === to) return 'unchanged';
  if ((from === 'completed' || from === 'cancelled') && to !== 'open') return 'closed';
  return 'ok';
}

const STAGES = ['courtesyNotice', 'secondNotice', 'hearing', 'fine'] as const;

/**
 * The next enforcement stage's notice of a violation still open, or null when it has none (closed,
 * cured, or already at the fine). From the hearing on, the violation is escalated.
 */
export function nextNotice(
  violation: Pick<BoardViolationTable, 'stage' | 'status'>,
): Pick<BoardViolationTable, 'stage' | 'status'> | null {
  if (violation.status === 'closed' || violation.status === 'cured') return null;
  const stage = STAGES[STAGES.indexOf(violation.stage) + 1];
  if (!stage) return null;
  return { stage, status: stage === 'hearing' || stage === 'fine' ? 'escalated' : 'open' };
}
