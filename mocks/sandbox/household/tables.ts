// The tables of households: the people who share a homeowner's account through an invitation, and
// the invitations sent. An invitation's one-time code is kept as its hash; the link with the code
// is kept beside it only because no mail leaves the sandbox (the page shows it instead).
import type { Generated } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { Instant, NullableInstant } from '../columns.ts';
import type { MigrationDb } from '../domain.ts';

export type HouseholdRole = 'coOwner' | 'family';

export interface HouseholdInvitationTable {
  id: Generated<number>;
  /** The account holder who invited (the owner's login). */
  account_user_id: number;
  email: string;
  role: HouseholdRole;
  code_hash: string;
  /** What the email would carry; the sandbox shows it to the inviter instead of mailing it. */
  link: string;
  sent_at: Instant;
  expires_at: Instant;
  status: 'pending' | 'accepted' | 'revoked';
  accepted_at: NullableInstant;
}

/** A login that shares an account holder's owners, with the rights its role gives. */
export interface HouseholdMemberTable {
  /** The member's user id: the database makes it, above the story's and the registrations'. */
  id: Generated<number>;
  account_user_id: number;
  role: HouseholdRole;
  joined_at: Instant;
}

export interface HouseholdTables {
  household_invitations: HouseholdInvitationTable;
  household_members: HouseholdMemberTable;
}

/** Migration 014_household: the tables above. */
export function householdMigrations(schema: string): Record<string, Migration> {
  return {
    '014_household': {
      async up(db: MigrationDb) {
        const s = db.schema.withSchema(schema);
        await s
          .createTable('household_invitations')
          .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
          .addColumn('account_user_id', 'integer', (c) => c.notNull().references('users.id'))
          .addColumn('email', 'text', (c) => c.notNull())
          .addColumn('role', 'text', (c) => c.notNull())
          .addColumn('code_hash', 'text', (c) => c.notNull().unique())
          .addColumn('link', 'text', (c) => c.notNull())
          .addColumn('sent_at', 'timestamptz', (c) => c.notNull())
          .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
          .addColumn('status', 'text', (c) => c.notNull())
          .addColumn('accepted_at', 'timestamptz')
          .execute();
        // The member row is written before its login (its id is the login's), so no reference.
        await s
          .createTable('household_members')
          .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
          .addColumn('account_user_id', 'integer', (c) => c.notNull().references('users.id'))
          .addColumn('role', 'text', (c) => c.notNull())
          .addColumn('joined_at', 'timestamptz', (c) => c.notNull())
          .execute();
      },
    },
  };
}
