import type { ArcRequestListItem, BoardTaskOverview } from '../api/dashboard-api';

// Shared with the board pages, so it lives in the session.
export { boardAssociationFor } from '@/entities/session/lib/roles';

/** The board areas the task overview counts, each with the board page that lists them. */
export const BOARD_TASKS = [
  { key: 'arcPending', to: '/board/arcs' },
  { key: 'violationsOpen', to: '/board/violations' },
  { key: 'workOrdersOpen', to: '/board/work-orders' },
  { key: 'invoicesToApprove', to: '/board/invoices' },
  { key: 'collections', to: '/board/collections' },
  { key: 'inspections', to: '/board/inspections' },
  { key: 'toDo', to: '/board/to-do-list' },
] as const satisfies readonly { key: keyof BoardTaskOverview; to: string }[];

export type BoardTaskKey = (typeof BOARD_TASKS)[number]['key'];

/** Whether the board has nothing open at all. */
export function allCaughtUp(overview: Pick<BoardTaskOverview, BoardTaskKey>): boolean {
  return BOARD_TASKS.every(({ key }) => overview[key] === 0);
}

/**
 * "Waiting for my vote": ARC requests of the association that are still open and that the caller
 * has not voted on (myVote null). The service is asked with mine=true; its answer is checked.
 * Soonest decision first, so what is due first is at the top.
 */
export function waitingForMyVote<
  T extends Pick<ArcRequestListItem, 'associationId' | 'status' | 'myVote' | 'id'> & {
    decisionDueDate?: string | null;
  },
>(requests: readonly T[], associationId: number): T[] {
  return requests
    .filter((r) => r.associationId === associationId && r.status === 'open' && r.myVote === null)
    .sort((a, b) => {
      const due = (r: T) => r.decisionDueDate ?? '9999-12-31';
      return due(a).localeCompare(due(b)) || a.id - b.id;
    });
}
