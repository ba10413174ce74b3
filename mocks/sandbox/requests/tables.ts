// The tables of homeowner requests and their threads, amenities and reservations.
import type { Migration } from 'kysely/migration';

// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- its tables come with its handlers
export interface RequestsTables {}

/** Migration 005_requests: none yet. */
export function requestsMigrations(_schema: string): Record<string, Migration> {
  return {};
}
