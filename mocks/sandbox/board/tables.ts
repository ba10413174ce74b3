// The tables of board work: invoices, work orders, to-dos, violations, inspections, the task overview.
import type { Migration } from 'kysely/migration';

// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- its tables come with its handlers
export interface BoardTables {}

/** Migration 008_board: none yet. */
export function boardMigrations(_schema: string): Record<string, Migration> {
  return {};
}
