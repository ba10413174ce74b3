// The association's news: each announcement (its attachment's bytes are the platform's `files`
// row `announcement:<id>`) and who has read which.
import type { Generated } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { Instant, NullableInstant, NullableJson } from '../columns.ts';
import type { MigrationDb } from '../domain.ts';

export interface AnnouncementFile {
  fileName: string;
  contentType: string;
  size: number;
}

export interface AnnouncementTable {
  id: Generated<number>;
  association_id: number;
  title: string;
  /** HTML as the board wrote it; the portal renders only its safe subset. */
  body: string;
  pinned: boolean;
  status: 'published' | 'unpublished';
  posted_at: Instant;
  updated_at: NullableInstant;
  author_user_id: number | null;
  author_name: string;
  attachment: NullableJson<AnnouncementFile>;
}

/** One person's reading of one announcement (kept per person, not per browser). */
export interface AnnouncementReadTable {
  announcement_id: number;
  user_id: number;
  read_at: Instant;
}

export interface AnnouncementsTables {
  announcements: AnnouncementTable;
  announcement_reads: AnnouncementReadTable;
}

/** Migration 012_announcements. */
export function announcementsMigrations(schema: string): Record<string, Migration> {
  return {
    '012_announcements': {
      async up(db: MigrationDb) {
        const s = db.schema.withSchema(schema);
        await s
          .createTable('announcements')
          .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
          .addColumn('association_id', 'integer', (c) => c.notNull())
          .addColumn('title', 'text', (c) => c.notNull())
          .addColumn('body', 'text', (c) => c.notNull())
          .addColumn('pinned', 'boolean', (c) => c.notNull())
          .addColumn('status', 'text', (c) => c.notNull())
          .addColumn('posted_at', 'timestamptz', (c) => c.notNull())
          .addColumn('updated_at', 'timestamptz')
          .addColumn('author_user_id', 'integer')
          .addColumn('author_name', 'text', (c) => c.notNull())
          .addColumn('attachment', 'jsonb')
          .execute();
        await s
          .createTable('announcement_reads')
          .addColumn('announcement_id', 'integer', (c) =>
            c.notNull().references('announcements.id'),
          )
          .addColumn('user_id', 'integer', (c) => c.notNull())
          .addColumn('read_at', 'timestamptz', (c) => c.notNull())
          .addPrimaryKeyConstraint('announcement_reads_pk', ['announcement_id', 'user_id'])
          .execute();
        await s
          .createIndex('announcements_order')
          .on('announcements')
          .columns(['association_id', 'pinned', 'posted_at'])
          .execute();
      },
    },
  };
}
