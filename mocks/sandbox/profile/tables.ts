// The tables of contacts, addresses, preferences, login changes, the community pages' reads. The
// contacts and addresses themselves live in the platform's `users.homeowner` (what
// `GET /Homeowner/{id}` answers); here are the ids they get, the preferences, the reset links
// and the community's pages.
import type { Generated } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { components } from '../../../generated/users/schema.d.ts';
import type { Instant, Json, NullableInstant } from '../columns.ts';
import type { MigrationDb } from '../domain.ts';

/** Where a new contact's or address's id comes from: the database, above the story's. */
export interface IdTable {
  id: Generated<number>;
  user_id: number;
}

/** `GET /Homeowner/{id}/Preferences`'s answer, per person. */
export interface PreferencesTable {
  user_id: number;
  record: Json<Record<string, unknown>>;
}

/** A reset link sent (in the sandbox: logged, never mailed): the token's hash, never the token. */
export interface PasswordResetTable {
  token_hash: string;
  user_id: number;
  expires_at: Instant;
  used_at: NullableInstant;
}

/**
 * A person of an association's directory with everything they could show; what they do show is
 * their preferences' (a demo person's) or as the story lists them (neighbours without a login).
 */
export interface DirectoryPersonTable {
  person_id: number;
  association_id: number;
  user_id: number | null;
  record: Json<DirectoryRecord>;
}

export interface DirectoryRecord {
  name: string;
  title?: string;
  phone?: string;
  email?: string;
  address?: components['schemas']['Address'];
  isBoardMember: boolean;
}

/** An association's FAQ or help page, as `GET /Community/Faq` or `/Community/Help` answers it. */
export interface CommunityPageTable {
  association_id: number;
  kind: 'faq' | 'help';
  record: Json<Record<string, unknown>>;
}

export interface CommunityEventTable {
  id: number;
  association_id: number;
  starts_at: Instant;
  ends_at: Instant;
  record: Json<Record<string, unknown>>;
}

export interface ProfileTables {
  contact_ids: IdTable;
  address_ids: IdTable;
  preferences: PreferencesTable;
  password_resets: PasswordResetTable;
  directory_people: DirectoryPersonTable;
  community_pages: CommunityPageTable;
  community_events: CommunityEventTable;
}

/** Migration 007_profile: the tables above. */
export function profileMigrations(schema: string): Record<string, Migration> {
  return {
    '007_profile': {
      async up(db: MigrationDb) {
        const s = db.schema.withSchema(schema);
        for (const table of ['contact_ids', 'address_ids'])
          await s
            .createTable(table)
            .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
            .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
            .execute();
        await s
          .createTable('preferences')
          .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id'))
          .addColumn('record', 'jsonb', (c) => c.notNull())
          .execute();
        await s
          .createTable('password_resets')
          .addColumn('token_hash', 'text', (c) => c.primaryKey())
          .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
          .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
          .addColumn('used_at', 'timestamptz')
          .execute();
        await s
          .createTable('directory_people')
          .addColumn('person_id', 'integer', (c) => c.primaryKey())
          .addColumn('association_id', 'integer', (c) => c.notNull().references('associations.id'))
          .addColumn('user_id', 'integer', (c) => c.references('users.id'))
          .addColumn('record', 'jsonb', (c) => c.notNull())
          .execute();
        await s
          .createTable('community_pages')
          .addColumn('association_id', 'integer', (c) => c.notNull().references('associations.id'))
          .addColumn('kind', 'text', (c) => c.notNull())
          .addColumn('record', 'jsonb', (c) => c.notNull())
          .addPrimaryKeyConstraint('community_pages_pk', ['association_id', 'kind'])
          .execute();
        await s
          .createTable('community_events')
          .addColumn('id', 'integer', (c) => c.primaryKey())
          .addColumn('association_id', 'integer', (c) => c.notNull().references('associations.id'))
          .addColumn('starts_at', 'timestamptz', (c) => c.notNull())
          .addColumn('ends_at', 'timestamptz', (c) => c.notNull())
          .addColumn('record', 'jsonb', (c) => c.notNull())
          .execute();
      },
    },
  };
}
