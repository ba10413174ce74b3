// The sandbox's domain of board work: invoices, work orders, to-dos, violations, inspections, the
// read-only lists and reports, and the task overview counting them.
import { serviceHandlers, type Domain } from '../domain.ts';
import { boardHandlers } from './handlers.ts';
import { seedBoard } from './seed.ts';
import { boardMigrations } from './tables.ts';

export const board: Domain = {
  migrations: boardMigrations,
  seed: seedBoard,
  handlers: { 'action-items': serviceHandlers(boardHandlers) },
  // Above the story's ids (and the ids its example answers use, 16712-16715 for history).
  idFloors: {
    board_work_order_history: 16716,
    board_todos: 16610,
    board_violations: 16310,
    board_violation_notices: 1,
  },
};
