// The homeowner's side of a violation notice (the board's rows, board_violations): the rule it
// cites, the photos of what was observed, and the owner's answers with their photos.
import type { Generated } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { Instant } from '../columns.ts';
import type { MigrationDb } from '../domain.ts';

export type ViolationResponseKind = 'fixed' | 'needMoreTime' | 'dispute';

/** The governing document section a violation breaks (its words live in governing-documents.ts). */
export interface ViolationRuleTable {
  violation_id: number;
  document_id: number;
  section: string;
}

export interface ViolationResponseTable {
  id: Generated<number>;
  violation_id: number;
  kind: ViolationResponseKind;
  message: string;
  author_user_id: number;
  author_name: string;
  sent_at: Instant;
}

/**
 * A photo of a violation (response_id null: what was observed) or of an owner's answer; its bytes
 * are the platform's `files` row `attachment:<id>`, served by `GET /Attachments` like every
 * action item's file.
 */
export interface ViolationPhotoTable {
  id: Generated<number>;
  violation_id: number;
  response_id: number | null;
  file_name: string;
  content_type: string;
  size: number;
}

export interface ViolationsTables {
  violation_rules: ViolationRuleTable;
  violation_responses: ViolationResponseTable;
  violation_photos: ViolationPhotoTable;
}

/** Migration 011_violations. */
export function violationsMigrations(schema: string): Record<string, Migration> {
  return {
    '011_violations': {
      async up(db: MigrationDb) {
        const s = db.schema.withSchema(schema);
        await s
          .createTable('violation_rules')
          .addColumn('violation_id', 'integer', (c) =>
            c.primaryKey().references('board_violations.id'),
          )
          .addColumn('document_id', 'integer', (c) => c.notNull())
          .addColumn('section', 'text', (c) => c.notNull())
          .execute();
        await s
          .createTable('violation_responses')
          .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
          .addColumn('violation_id', 'integer', (c) =>
            c.notNull().references('board_violations.id'),
          )
          .addColumn('kind', 'text', (c) => c.notNull())
          .addColumn('message', 'text', (c) => c.notNull())
          .addColumn('author_user_id', 'integer', (c) => c.notNull())
          .addColumn('author_name', 'text', (c) => c.notNull())
          .addColumn('sent_at', 'timestamptz', (c) => c.notNull())
          .execute();
        await s
          .createTable('violation_photos')
          .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
          .addColumn('violation_id', 'integer', (c) =>
            c.notNull().references('board_violations.id'),
          )
          .addColumn('response_id', 'integer', (c) => c.references('violation_responses.id'))
          .addColumn('file_name', 'text', (c) => c.notNull())
          .addColumn('content_type', 'text', (c) => c.notNull())
          .addColumn('size', 'integer', (c) => c.notNull())
          .execute();
        await s
          .createIndex('violation_responses_order')
          .on('violation_responses')
          .columns(['violation_id', 'sent_at'])
          .execute();
      },
    },
  };
}
