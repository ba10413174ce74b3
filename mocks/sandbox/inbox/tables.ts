// The tables of messages: read state per person, replies.
import type { Migration } from 'kysely/migration';

// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- its tables come with its handlers
export interface InboxTables {}

/** Migration 006_inbox: none yet. */
export function inboxMigrations(_schema: string): Record<string, Migration> {
  return {};
}
