// The tables of the rules assistant: its conversations and what was asked and answered in them,
// so a conversation continues in any process and is one person's only.
import type { Generated } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { Instant, Json } from '../columns.ts';
import type { MigrationDb } from '../domain.ts';

export interface AssistantConversationTable {
  /** The `conversationId` the portal sends back to continue. */
  id: string;
  user_id: number;
  association_id: number;
  started_at: Instant;
}

export interface AssistantSourceRecord {
  title: string;
  documentId: number;
}

export interface AssistantMessageTable {
  id: Generated<number>;
  conversation_id: string;
  asked_at: Instant;
  /** The language the reply was written in (`en`, `es`). */
  language: string;
  question: string;
  reply: string;
  /** The passages quoted (`<documentId>#<section>`), best first; none when unanswered. */
  passages: Json<string[]>;
  sources: Json<AssistantSourceRecord[]>;
}

export interface AssistantTables {
  assistant_conversations: AssistantConversationTable;
  assistant_messages: AssistantMessageTable;
}

/** Migration 009_assistant: conversations and their messages. */
export function assistantMigrations(schema: string): Record<string, Migration> {
  return {
    '009_assistant': {
      async up(db: MigrationDb) {
        const s = db.schema.withSchema(schema);
        await s
          .createTable('assistant_conversations')
          .addColumn('id', 'text', (c) => c.primaryKey())
          .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
          .addColumn('association_id', 'integer', (c) => c.notNull().references('associations.id'))
          .addColumn('started_at', 'timestamptz', (c) => c.notNull())
          .execute();
        await s
          .createTable('assistant_messages')
          .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
          .addColumn('conversation_id', 'text', (c) =>
            c.notNull().references('assistant_conversations.id').onDelete('cascade'),
          )
          .addColumn('asked_at', 'timestamptz', (c) => c.notNull())
          .addColumn('language', 'text', (c) => c.notNull())
          .addColumn('question', 'text', (c) => c.notNull())
          .addColumn('reply', 'text', (c) => c.notNull())
          .addColumn('passages', 'jsonb', (c) => c.notNull())
          .addColumn('sources', 'jsonb', (c) => c.notNull())
          .execute();
      },
    },
  };
}
