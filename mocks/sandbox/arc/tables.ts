// The tables of architectural (ARC) requests: votes, the chair's decision, messages, attachments.
import type { Migration } from 'kysely/migration';

// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- its tables come with its handlers
export interface ArcTables {}

/** Migration 004_arc: none yet. */
export function arcMigrations(_schema: string): Record<string, Migration> {
  return {};
}
