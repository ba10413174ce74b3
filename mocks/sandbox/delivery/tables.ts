// The table of paperless-statement consents: each consent given, and its withdrawal, kept as a
// record of who agreed to what text and when (the account's statements, shared by a household).
import type { Generated } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { Instant, NullableInstant } from '../columns.ts';
import type { MigrationDb } from '../domain.ts';

export interface PaperlessConsentTable {
  id: Generated<number>;
  /** The account holder whose statements go paperless (a co-owner consents for the household). */
  account_user_id: number;
  given_by_user_id: number;
  given_by_name: string;
  consent_text: string;
  given_at: Instant;
  withdrawn_at: NullableInstant;
  withdrawn_by_user_id: number | null;
}

export interface DeliveryTables {
  paperless_consents: PaperlessConsentTable;
}

/** Migration 013_delivery_preferences: the table above. */
export function deliveryMigrations(schema: string): Record<string, Migration> {
  return {
    '013_delivery_preferences': {
      async up(db: MigrationDb) {
        await db.schema
          .withSchema(schema)
          .createTable('paperless_consents')
          .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
          .addColumn('account_user_id', 'integer', (c) => c.notNull().references('users.id'))
          .addColumn('given_by_user_id', 'integer', (c) => c.notNull().references('users.id'))
          .addColumn('given_by_name', 'text', (c) => c.notNull())
          .addColumn('consent_text', 'text', (c) => c.notNull())
          .addColumn('given_at', 'timestamptz', (c) => c.notNull())
          .addColumn('withdrawn_at', 'timestamptz')
          .addColumn('withdrawn_by_user_id', 'integer', (c) => c.references('users.id'))
          .execute();
      },
    },
  };
}
