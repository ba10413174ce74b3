// The tables of the association's document library: folders, documents, permissions.
import type { Migration } from 'kysely/migration';

// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- its tables come with its handlers
export interface DocumentsTables {}

/** Migration 003_documents: none yet. */
export function documentsMigrations(_schema: string): Record<string, Migration> {
  return {};
}
