// The tables of the rules assistant, answering from the association's documents.
import type { Migration } from 'kysely/migration';

// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- its tables come with its handlers
export interface AssistantTables {}

/** Migration 009_assistant: none yet. */
export function assistantMigrations(_schema: string): Record<string, Migration> {
  return {};
}
