import type { BoardTaskOverview } from '../api/board-api';

/** A count of the board task overview (everything but the association id). */
export type BoardCountKey = Exclude<keyof BoardTaskOverview, 'associationId'>;

/**
 * SPEC §2 board pages, in the order of the board menu, each with the count of the board task
 * overview (`GET /BoardMember/BoardMemberTaskOverview`) that says how much is open there. The key
 * names the page (`nav.<key>` in common, `pages.<key>` in board).
 */
export const BOARD_PAGES = [
  { key: 'arcs', to: '/board/arcs', count: 'arcPending' },
  { key: 'toDoList', to: '/board/to-do-list', count: 'toDo' },
  { key: 'homeowners', to: '/board/homeowners', count: null },
  { key: 'violations', to: '/board/violations', count: 'violationsOpen' },
  { key: 'inspections', to: '/board/inspections', count: 'inspections' },
  { key: 'workOrders', to: '/board/work-orders', count: 'workOrdersOpen' },
  { key: 'invoices', to: '/board/invoices', count: 'invoicesToApprove' },
  { key: 'collections', to: '/board/collections', count: 'collections' },
  { key: 'bankAccounts', to: '/board/bank-accounts', count: null },
  { key: 'reports', to: '/board/reports', count: null },
] as const satisfies readonly { key: string; to: string; count: BoardCountKey | null }[];

export type BoardPageKey = (typeof BOARD_PAGES)[number]['key'];

/** Everything open on the board, all areas together (the "more items" summary). */
export function openWorkTotal(overview: Pick<BoardTaskOverview, BoardCountKey>): number {
  return BOARD_PAGES.reduce((sum, page) => sum + (page.count ? overview[page.count] : 0), 0);
}
