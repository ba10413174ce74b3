// The tables of messages: read state per person, replies.
import type { Generated } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { Instant, Json } from '../columns.ts';
import type { MigrationDb } from '../domain.ts';

/** A message as `GET /Messages/{id}` shows it, less what the columns hold. */
export interface MessageRecord {
  subject: string;
  body: string;
  from: string;
  fromEmail?: string;
  associationId: number;
  relatedRequestId?: number;
  inReplyToId?: number;
  canReply?: boolean;
  attachments: {
    attachmentId: number;
    fileName: string;
    contentType: string;
    sizeBytes?: number;
    url: string;
  }[];
}

/** One message in one person's inbox: its read state is theirs alone. */
export interface MessageTable {
  id: Generated<number>;
  user_id: number;
  sent_at: Instant;
  read: boolean;
  record: Json<MessageRecord>;
}

export interface InboxTables {
  messages: MessageTable;
}

/** Migration 006_inbox: the messages. */
export function inboxMigrations(schema: string): Record<string, Migration> {
  return {
    '006_inbox': {
      async up(db: MigrationDb) {
        const s = db.schema.withSchema(schema);
        await s
          .createTable('messages')
          .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
          .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
          .addColumn('sent_at', 'timestamptz', (c) => c.notNull())
          .addColumn('read', 'boolean', (c) => c.notNull())
          .addColumn('record', 'jsonb', (c) => c.notNull())
          .execute();
        await s
          .createIndex('messages_by_person')
          .on('messages')
          .columns(['user_id', 'sent_at'])
          .execute();
      },
    },
  };
}
