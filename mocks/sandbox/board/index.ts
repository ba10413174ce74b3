// The sandbox's domain of board work: invoices, work orders, to-dos, violations, inspections, the task overview.
import type { Domain } from '../domain.ts';
import { boardMigrations } from './tables.ts';

export const board: Domain = {
  migrations: boardMigrations,
  handlers: {},
};
