// The tables of architectural (ARC) requests: votes, the chair's decision, messages, attachments.
// A request row is the whole application (what, where, whose, when), so the homeowner's side can
// be built on the same rows later.
import type { Generated } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { Instant, Json, NullableInstant } from '../columns.ts';
import type { MigrationDb } from '../domain.ts';

export type ArcStatus = 'open' | 'approved' | 'declined' | 'withdrawn';
export type ArcVote = 'approve' | 'decline';
export type ArcDecision = 'approved' | 'declined';
export type ArcAuthorRole = 'homeowner' | 'boardMember' | 'management';
export type ArcProjectType =
  'fence' | 'exteriorPaint' | 'roof' | 'solar' | 'landscaping' | 'addition' | 'other';

/** The contract's Address, as the request shows the property. */
export interface ArcAddress {
  address1: string;
  address2?: string;
  city: string;
  stateProvince: string;
  postalCode: string;
}

export interface ArcRequestTable {
  id: Generated<number>;
  association_id: number;
  title: string;
  category: string;
  description: string;
  owner_id: number;
  owner_name: string;
  property_id: number;
  property_address: Json<ArcAddress>;
  submitted_at: Instant;
  status: ArcStatus;
  /** Calendar days (YYYY-MM-DD), as the contract gives them. */
  decision_due_date: string | null;
  planned_start_date: string | null;
  /** Board members eligible to vote on it ("2 of 5 votes"). */
  eligible_voters: number;
  decision: ArcDecision | null;
  decision_comment: string | null;
  decided_at: NullableInstant;
  decided_by_id: number | null;
  decided_by_name: string | null;
  /** Migration 004_arc_requests-1-applications: what the homeowner's application adds. */
  project_type: Generated<ArcProjectType>;
  planned_end_date: string | null;
  contractor: string | null;
  /** The conditions of an approval ("approved with conditions"); null without. */
  decision_conditions: string | null;
}

/** One board member's ballot on a request: cast or edited in place, deleted when retracted. */
export interface ArcVoteTable {
  arc_request_id: number;
  voter_id: number;
  voter_name: string;
  vote: ArcVote;
  comment: string | null;
  voted_at: Instant;
}

export interface ArcMessageTable {
  id: Generated<number>;
  arc_request_id: number;
  /** The portal user who wrote it (null for someone outside the portal). */
  author_user_id: number | null;
  author_name: string;
  author_role: ArcAuthorRole;
  body: string;
  sent_at: Instant;
}

/**
 * A file of a request (message_id null) or of one of its messages; its bytes are the platform's
 * `files` row `attachment:<id>`.
 */
export interface ArcAttachmentTable {
  id: Generated<number>;
  arc_request_id: number;
  message_id: number | null;
  file_name: string;
  content_type: string;
  size: number;
  created_at: Instant;
}

export interface ArcTables {
  arc_requests: ArcRequestTable;
  arc_votes: ArcVoteTable;
  arc_messages: ArcMessageTable;
  arc_attachments: ArcAttachmentTable;
}

/** Migration 004_arc: the requests, their ballots, messages and attachments. */
export function arcMigrations(schema: string): Record<string, Migration> {
  return {
    '004_arc_requests': {
      async up(db: MigrationDb) {
        const s = db.schema.withSchema(schema);
        await s
          .createTable('arc_requests')
          .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
          .addColumn('association_id', 'integer', (c) => c.notNull().references('associations.id'))
          .addColumn('title', 'text', (c) => c.notNull())
          .addColumn('category', 'text', (c) => c.notNull())
          .addColumn('description', 'text', (c) => c.notNull())
          .addColumn('owner_id', 'integer', (c) => c.notNull())
          .addColumn('owner_name', 'text', (c) => c.notNull())
          .addColumn('property_id', 'integer', (c) => c.notNull())
          .addColumn('property_address', 'jsonb', (c) => c.notNull())
          .addColumn('submitted_at', 'timestamptz', (c) => c.notNull())
          .addColumn('status', 'text', (c) => c.notNull())
          .addColumn('decision_due_date', 'text')
          .addColumn('planned_start_date', 'text')
          .addColumn('eligible_voters', 'integer', (c) => c.notNull())
          .addColumn('decision', 'text')
          .addColumn('decision_comment', 'text')
          .addColumn('decided_at', 'timestamptz')
          .addColumn('decided_by_id', 'integer')
          .addColumn('decided_by_name', 'text')
          .execute();
        await s
          .createTable('arc_votes')
          .addColumn('arc_request_id', 'integer', (c) =>
            c.notNull().references('arc_requests.id').onDelete('cascade'),
          )
          .addColumn('voter_id', 'integer', (c) => c.notNull())
          .addColumn('voter_name', 'text', (c) => c.notNull())
          .addColumn('vote', 'text', (c) => c.notNull())
          .addColumn('comment', 'text')
          .addColumn('voted_at', 'timestamptz', (c) => c.notNull())
          .addPrimaryKeyConstraint('arc_votes_pk', ['arc_request_id', 'voter_id'])
          .execute();
        await s
          .createTable('arc_messages')
          .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
          .addColumn('arc_request_id', 'integer', (c) =>
            c.notNull().references('arc_requests.id').onDelete('cascade'),
          )
          .addColumn('author_user_id', 'integer')
          .addColumn('author_name', 'text', (c) => c.notNull())
          .addColumn('author_role', 'text', (c) => c.notNull())
          .addColumn('body', 'text', (c) => c.notNull())
          .addColumn('sent_at', 'timestamptz', (c) => c.notNull())
          .execute();
        await s
          .createTable('arc_attachments')
          .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
          .addColumn('arc_request_id', 'integer', (c) =>
            c.notNull().references('arc_requests.id').onDelete('cascade'),
          )
          .addColumn('message_id', 'integer', (c) =>
            c.references('arc_messages.id').onDelete('cascade'),
          )
          .addColumn('file_name', 'text', (c) => c.notNull())
          .addColumn('content_type', 'text', (c) => c.notNull())
          .addColumn('size', 'integer', (c) => c.notNull())
          .addColumn('created_at', 'timestamptz', (c) => c.notNull())
          .execute();
      },
    },
    // Named after 004_arc_requests so Kysely (which sorts the names) runs it next.
    '004_arc_requests-1-applications': {
      async up(db: MigrationDb) {
        await db.schema
          .withSchema(schema)
          .alterTable('arc_requests')
          .addColumn('project_type', 'text', (c) => c.notNull().defaultTo('other'))
          .addColumn('planned_end_date', 'text')
          .addColumn('contractor', 'text')
          .addColumn('decision_conditions', 'text')
          .execute();
      },
    },
  };
}
