// The tables of registration and the payment providers: the owner accounts that have no login yet
// (what a registration key or an account number identifies), the registrations made, the
// requests for access, and each person's payment provider accounts.
import type { Generated } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { components } from '../../../generated/connect-payments/schema.d.ts';
import type { Instant, Json, NullableInstant } from '../columns.ts';
import type { MigrationDb } from '../domain.ts';

/**
 * What an owner without a login has on the books, written to the platform's tables (owners,
 * properties, sub_ledgers, ledger_entries) the moment someone registers as that owner, since the
 * platform's owners always have a user.
 */
export interface UnclaimedAccount {
  /** The property's entry in `GET /HomeSettings`. */
  property: Record<string, unknown> & { propertyId: number };
  subLedger: { id: number; name: string; balance: number };
  entries: {
    date: string;
    description: string;
    type: 'charge';
    chargeType: 'assessment';
    amount: number;
    runningBalance: number;
    reference: string;
  }[];
}

export interface UnclaimedOwnerTable {
  owner_id: number;
  association_id: number;
  /** As printed on a statement, upper case. */
  account_number: string;
  /** As the welcome letter prints it, upper case; null: the owner registers by account number. */
  registration_key: string | null;
  owner_name: string;
  account: Json<UnclaimedAccount>;
  /** Who registered as this owner; null while nobody has. */
  claimed_by: number | null;
  claimed_at: NullableInstant;
}

/** A registration made: its id is the new user's id. */
export interface RegistrationTable {
  id: Generated<number>;
  owner_id: number;
  method: 'accountNumber' | 'registrationKey';
  registered_at: Instant;
}

/** A request for access, kept for the management company (no mail leaves the sandbox). */
export interface AccountRequestTable {
  id: Generated<number>;
  name: string;
  email: string;
  phone: string;
  property_address: string;
  association_name: string;
  account_number: string | null;
  comments: string | null;
  submitted_at: Instant;
}

export type PaymentProvider = components['schemas']['PaymentProvider'];

/** A person's payment provider account, as `GET /Payment/Providers` lists it. */
export interface PaymentProviderTable {
  id: number;
  user_id: number;
  record: Json<PaymentProvider>;
}

export interface RegistrationTables {
  unclaimed_owners: UnclaimedOwnerTable;
  registrations: RegistrationTable;
  account_requests: AccountRequestTable;
  payment_providers: PaymentProviderTable;
}

/** Migration 010_registration: the tables above. */
export function registrationMigrations(schema: string): Record<string, Migration> {
  return {
    '010_registration': {
      async up(db: MigrationDb) {
        const s = db.schema.withSchema(schema);
        await s
          .createTable('unclaimed_owners')
          .addColumn('owner_id', 'integer', (c) => c.primaryKey())
          .addColumn('association_id', 'integer', (c) => c.notNull().references('associations.id'))
          .addColumn('account_number', 'text', (c) => c.notNull().unique())
          .addColumn('registration_key', 'text', (c) => c.unique())
          .addColumn('owner_name', 'text', (c) => c.notNull())
          .addColumn('account', 'jsonb', (c) => c.notNull())
          .addColumn('claimed_by', 'integer', (c) => c.references('users.id'))
          .addColumn('claimed_at', 'timestamptz')
          .execute();
        await s
          .createTable('registrations')
          .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
          .addColumn('owner_id', 'integer', (c) => c.notNull())
          .addColumn('method', 'text', (c) => c.notNull())
          .addColumn('registered_at', 'timestamptz', (c) => c.notNull())
          .execute();
        await s
          .createTable('account_requests')
          .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
          .addColumn('name', 'text', (c) => c.notNull())
          .addColumn('email', 'text', (c) => c.notNull())
          .addColumn('phone', 'text', (c) => c.notNull())
          .addColumn('property_address', 'text', (c) => c.notNull())
          .addColumn('association_name', 'text', (c) => c.notNull())
          .addColumn('account_number', 'text')
          .addColumn('comments', 'text')
          .addColumn('submitted_at', 'timestamptz', (c) => c.notNull())
          .execute();
        await s
          .createTable('payment_providers')
          .addColumn('id', 'integer', (c) => c.primaryKey())
          .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
          .addColumn('record', 'jsonb', (c) => c.notNull())
          .execute();
      },
    },
  };
}
