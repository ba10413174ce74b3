// The platform's and money's tables, then each domain's (domains.ts), as Kysely migrations run in
// each tenant's schema (store.ts). A new migration is a
// new entry: a migration already run never changes.
import type { Migration } from 'kysely/migration';
import type { MigrationDb as Any } from './domain.ts';
import { DOMAINS } from './domains.ts';

function initial(schema: string): Migration {
  return {
    async up(db: Any) {
      const s = db.schema.withSchema(schema);
      const id = (table: ReturnType<typeof s.createTable>) =>
        table.addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity());
      const instant = 'timestamptz' as const;
      await s
        .createTable('meta')
        .addColumn('key', 'text', (c) => c.primaryKey())
        .addColumn('value', 'text', (c) => c.notNull())
        .execute();
      await s
        .createTable('users')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('email', 'text', (c) => c.notNull().unique())
        .addColumn('password_hash', 'text', (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('profile', 'jsonb', (c) => c.notNull())
        .addColumn('security', 'jsonb', (c) => c.notNull())
        .addColumn('homeowner', 'jsonb')
        .execute();
      await s
        .createTable('owners')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
        .execute();
      await s
        .createTable('associations')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('auto_draft_type', 'text', (c) => c.notNull())
        .addColumn('settings', 'jsonb', (c) => c.notNull())
        .addColumn('payment_options', 'jsonb', (c) => c.notNull())
        .execute();
      await s
        .createTable('properties')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('owner_id', 'integer', (c) => c.notNull().references('owners.id'))
        .addColumn('association_id', 'integer', (c) => c.notNull().references('associations.id'))
        .addColumn('account_number', 'text', (c) => c.notNull())
        .addColumn('record', 'jsonb', (c) => c.notNull())
        .execute();
      await s
        .createTable('sub_ledgers')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('owner_id', 'integer', (c) => c.notNull().references('owners.id'))
        .addColumn('property_id', 'integer', (c) => c.notNull().references('properties.id'))
        .addColumn('account_number', 'text', (c) => c.notNull())
        .addColumn('association_id', 'integer', (c) => c.notNull().references('associations.id'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('ledger_type', 'text', (c) => c.notNull())
        .addColumn('balance', 'integer', (c) => c.notNull())
        .addColumn('is_blocked', 'boolean', (c) => c.notNull())
        .addColumn('portal_enabled', 'boolean', (c) => c.notNull())
        .addColumn('is_sub_ledger', 'boolean', (c) => c.notNull())
        .execute();
      await id(s.createTable('ledger_entries'))
        .addColumn('sub_ledger_id', 'integer', (c) => c.notNull().references('sub_ledgers.id'))
        .addColumn('date', 'text', (c) => c.notNull())
        .addColumn('description', 'text', (c) => c.notNull())
        .addColumn('type', 'text', (c) => c.notNull())
        .addColumn('charge_type', 'text')
        .addColumn('amount', 'integer', (c) => c.notNull())
        .addColumn('running_balance', 'integer', (c) => c.notNull())
        .addColumn('reference', 'text')
        .execute();
      await id(s.createTable('charges'))
        .addColumn('sub_ledger_id', 'integer', (c) => c.notNull().references('sub_ledgers.id'))
        .addColumn('description', 'text', (c) => c.notNull())
        .addColumn('charge_type', 'text', (c) => c.notNull())
        .addColumn('amount', 'integer', (c) => c.notNull())
        .addColumn('due_date', 'text', (c) => c.notNull())
        .execute();
      await id(s.createTable('payment_methods'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
        .addColumn('type', 'text', (c) => c.notNull())
        .addColumn('brand', 'text')
        .addColumn('bank_type', 'text')
        .addColumn('bank_name', 'text')
        .addColumn('last4', 'text', (c) => c.notNull())
        .addColumn('exp_month', 'integer')
        .addColumn('exp_year', 'integer')
        .addColumn('nickname', 'text')
        .addColumn('is_default', 'boolean', (c) => c.notNull())
        .addColumn('is_active', 'boolean', (c) => c.notNull())
        .execute();
      await id(s.createTable('setups'))
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
        .addColumn('idempotency_key', 'text', (c) => c.notNull())
        .addColumn('sub_ledger_id', 'integer', (c) => c.notNull().references('sub_ledgers.id'))
        .addColumn('owner_id', 'integer', (c) => c.notNull())
        .addColumn('payment_method_id', 'integer')
        .addColumn('amount', 'integer', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('terms', 'jsonb', (c) => c.notNull())
        .addColumn('acknowledgement_id', 'integer', (c) => c.notNull())
        .addColumn('acknowledgement_accepted', 'boolean', (c) => c.notNull().defaultTo(false))
        .addColumn('created_at', instant, (c) => c.notNull())
        .addUniqueConstraint('setups_key', ['kind', 'user_id', 'idempotency_key'])
        .execute();
      await id(s.createTable('payments'))
        .addColumn('setup_id', 'integer')
        .addColumn('sub_ledger_id', 'integer', (c) => c.notNull().references('sub_ledgers.id'))
        .addColumn('owner_id', 'integer', (c) => c.notNull())
        .addColumn('amount', 'integer', (c) => c.notNull())
        .addColumn('fee', 'integer', (c) => c.notNull())
        .addColumn('convenience_fee', 'integer', (c) => c.notNull())
        .addColumn('large_amount_fee', 'integer', (c) => c.notNull())
        .addColumn('method', 'jsonb', (c) => c.notNull())
        .addColumn('payment_type', 'text', (c) => c.notNull())
        .addColumn('recurring_payment_id', 'integer')
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('submitted_at', instant, (c) => c.notNull())
        .addColumn('scheduled_date', 'text', (c) => c.notNull())
        .addColumn('confirmation_number', 'text', (c) => c.notNull())
        .addColumn('notes', 'text')
        .addColumn('settles_at', instant)
        .addColumn('channel', 'text', (c) => c.notNull())
        .addColumn('receipt_email', 'text')
        // One payment per confirmed setup, whatever the number of presses.
        .addUniqueConstraint('payments_setup', ['channel', 'setup_id'])
        .execute();
      await id(s.createTable('future_payments'))
        .addColumn('sub_ledger_id', 'integer', (c) => c.notNull().references('sub_ledgers.id'))
        .addColumn('owner_id', 'integer', (c) => c.notNull())
        .addColumn('amount', 'integer', (c) => c.notNull())
        .addColumn('payment_method_id', 'integer', (c) => c.notNull())
        .addColumn('scheduled_date', 'text', (c) => c.notNull())
        .addColumn('notes', 'text')
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('created_at', instant, (c) => c.notNull())
        .execute();
      await id(s.createTable('recurring_payments'))
        .addColumn('sub_ledger_id', 'integer', (c) => c.notNull().references('sub_ledgers.id'))
        .addColumn('owner_id', 'integer', (c) => c.notNull())
        .addColumn('amount', 'integer', (c) => c.notNull())
        .addColumn('payment_method_id', 'integer', (c) => c.notNull())
        .addColumn('interval', 'text', (c) => c.notNull())
        .addColumn('start_date', 'text', (c) => c.notNull())
        .addColumn('next_payment_date', 'text', (c) => c.notNull())
        .addColumn('end_date', 'text')
        .addColumn('notes', 'text')
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('created_at', instant, (c) => c.notNull())
        .execute();
      await id(s.createTable('auto_drafts'))
        .addColumn('owner_id', 'integer', (c) => c.notNull())
        .addColumn('sub_ledger_id', 'integer', (c) => c.notNull().references('sub_ledgers.id'))
        .addColumn('payment_method_id', 'integer', (c) => c.notNull())
        .addColumn('start_date', 'text', (c) => c.notNull())
        .addColumn('amount_type', 'text', (c) => c.notNull())
        .addColumn('fixed_amount', 'integer')
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('created_at', instant, (c) => c.notNull())
        .execute();
      await id(s.createTable('legacy_enrollments'))
        .addColumn('user_id', 'integer', (c) => c.notNull())
        .addColumn('idempotency_key', 'text', (c) => c.notNull())
        .addColumn('sub_ledger_id', 'integer', (c) => c.notNull())
        .addColumn('answer', 'jsonb', (c) => c.notNull())
        .addUniqueConstraint('legacy_key', ['user_id', 'idempotency_key'])
        .execute();
      await s
        .createTable('method_setups')
        .addColumn('setup_intent_id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'integer', (c) => c.notNull())
        .addColumn('type', 'text', (c) => c.notNull())
        .addColumn('payment_method_id', 'integer')
        .addColumn('created_at', instant, (c) => c.notNull())
        .execute();
      await s
        .createTable('confirmations')
        .addColumn('scope', 'text', (c) => c.notNull())
        .addColumn('key', 'text', (c) => c.notNull())
        .addColumn('status', 'integer', (c) => c.notNull())
        .addColumn('answer', 'jsonb', (c) => c.notNull())
        .addPrimaryKeyConstraint('confirmations_pk', ['scope', 'key'])
        .execute();
      await s
        .createTable('provider_confirmations')
        .addColumn('secret_id', 'text', (c) => c.primaryKey())
        .addColumn('facts', 'jsonb', (c) => c.notNull())
        .execute();
      await s
        .createTable('checkout_links')
        .addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity())
        .addColumn('link', 'text', (c) => c.notNull().unique())
        .addColumn('strategy', 'text', (c) => c.notNull())
        .addColumn('owner_id', 'integer', (c) => c.notNull())
        .addColumn('sub_ledger_id', 'integer', (c) => c.notNull())
        .addColumn('expires_at', instant, (c) => c.notNull())
        .addColumn('payment_id', 'integer')
        .execute();
      await s
        .createIndex('payments_ledger')
        .on('payments')
        .columns(['sub_ledger_id', 'submitted_at'])
        .execute();
    },
  };
}

function files(schema: string): Migration {
  return {
    async up(db: Any) {
      await db.schema
        .withSchema(schema)
        .createTable('files')
        .addColumn('key', 'text', (c) => c.primaryKey())
        .addColumn('file_name', 'text', (c) => c.notNull())
        .addColumn('content_type', 'text', (c) => c.notNull())
        .addColumn('bytes', 'bytea', (c) => c.notNull())
        .execute();
    },
  };
}

export function migrationsFor(schema: string): Record<string, Migration> {
  return Object.fromEntries([
    ['001_platform_and_money', initial(schema)],
    ['002_files', files(schema)],
    ...DOMAINS.flatMap((domain) => Object.entries(domain.migrations(schema))),
  ]);
}
