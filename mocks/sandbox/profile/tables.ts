// The tables of contacts, addresses, preferences, login changes, the community pages' reads.
import type { Migration } from 'kysely/migration';

// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- its tables come with its handlers
export interface ProfileTables {}

/** Migration 007_profile: none yet. */
export function profileMigrations(_schema: string): Record<string, Migration> {
  return {};
}
