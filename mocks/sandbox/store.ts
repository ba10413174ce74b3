// Where the sandbox keeps its state: an embedded PostgreSQL (PGlite) in a data folder by default,
// or a PostgreSQL server when DATABASE_URL is set; the same Kysely queries run on both. Each
// tenant is a schema of its own holding one copy of the demo community: `demo` is the one
// `npm start` shows; a journey asks for a fresh one (a cookie, server.ts) so journeys running side
// by side never see each other's payments.
import { mkdirSync, renameSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PGliteDialect, PostgresDialect, sql, type Transaction } from 'kysely';
import pg from 'pg';
import { processNow } from './clock.ts';
import type { Contract, ServiceName } from './contracts.ts';
import { migrationsFor } from './migrations.ts';
import type { Database } from './schema.ts';
import { ID_FLOORS, seed } from './seed.ts';

export const DEFAULT_TENANT = 'demo';
const TENANT_NAME = /^[a-z0-9][a-z0-9_-]{0,39}$/;
const REGISTRY = 'sandbox_tenants';

export function defaultDataFolder(): string {
  return (
    process.env.SANDBOX_DATA ??
    fileURLToPath(new URL('../../.sandbox-data/', import.meta.url)).replace(/\/$/, '')
  );
}

/**
 * The embedded database in its folder. A folder it cannot open (made by another PGlite version,
 * or damaged by hand) is put aside with a warning and the demo starts again from its seed: the
 * sandbox's data is a demo's, and a start that fails here would leave `npm start` broken.
 */
async function openEmbedded(folder: string): Promise<PGlite> {
  try {
    return await PGlite.create(folder);
  } catch (error) {
    if (folder.startsWith('memory://')) throw error;
    const aside = `${folder}.unreadable-${new Date().toISOString().replace(/[:.]/g, '-')}`;
    renameSync(folder, aside);
    console.warn(
      `The sandbox's data folder could not be opened (${error instanceof Error ? error.message : 'unknown error'}); it was moved to ${aside} and the demo data starts again.`,
    );
    mkdirSync(folder, { recursive: true });
    return PGlite.create(folder);
  }
}

export function isTenantName(name: string): boolean {
  return TENANT_NAME.test(name);
}

function schemaOf(tenant: string): string {
  return `tenant_${tenant.replace(/-/g, '_')}`;
}

export interface TenantOptions {
  /** A fixed clock for this tenant (ISO instant); otherwise the process's (SANDBOX_NOW or real). */
  now?: string;
}

export interface Store {
  root: Kysely<Database>;
  /** The tenant's schema, created and seeded when first asked for. */
  tenant(name: string): Promise<TenantDb>;
  /** Moves a tenant's fixed clock (its data stays): a journey's "later that evening". */
  setClock(name: string, now: string | null): Promise<TenantDb>;
  /** Drops the tenant's data and seeds it again (Reset demo data). */
  reset(name: string, options?: TenantOptions): Promise<TenantDb>;
  tenants(): Promise<string[]>;
  close(): Promise<void>;
  kind: 'embedded' | 'server';
}

export interface TenantDb {
  name: string;
  db: Kysely<Database>;
  /** The tenant's clock. */
  now(): Promise<Date>;
}

export async function openStore(
  contracts: ReadonlyMap<ServiceName, Contract>,
  options: { databaseUrl?: string; dataFolder?: string } = {},
): Promise<Store> {
  const databaseUrl = options.databaseUrl ?? process.env.DATABASE_URL;
  let root: Kysely<Database>;
  let closeDriver: () => Promise<void>;
  if (databaseUrl) {
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 8 });
    root = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    closeDriver = () => pool.end();
  } else {
    const folder = options.dataFolder ?? defaultDataFolder();
    // `memory://` keeps nothing on disk: Playwright's runs start from the seed every time.
    if (!folder.startsWith('memory://')) mkdirSync(folder, { recursive: true });
    const pglite = await openEmbedded(folder);
    root = new Kysely<Database>({ dialect: new PGliteDialect({ pglite }) });
    closeDriver = () => pglite.close();
  }
  await sql`create table if not exists ${sql.table(REGISTRY)} (name text primary key, schema text not null, fixed_now text)`.execute(
    root,
  );
  // The migrations a tenant was seeded with: a tenant kept from before a new domain's tables came
  // is seeded again, or its new tables would stay empty (seeds run only when a tenant is made).
  await sql`alter table ${sql.table(REGISTRY)} add column if not exists migrations text`.execute(
    root,
  );
  const migrationSet = Object.keys(migrationsFor('x')).sort().join(',');

  const ready = new Map<string, Promise<TenantDb>>();

  const handle = (name: string, fixedNow: string | null): TenantDb => {
    const db = root.withSchema(schemaOf(name));
    return {
      name,
      db,
      now: () => Promise.resolve(fixedNow ? new Date(fixedNow) : processNow()),
    };
  };

  async function create(name: string, options: TenantOptions): Promise<TenantDb> {
    const schema = schemaOf(name);
    const fixedNow = options.now ?? null;
    const tenant = handle(name, fixedNow);
    const now = await tenant.now();
    // A tenant is always made whole from nothing (open() makes a stale one again), so its schema,
    // its migrations in order, its seed and its registry row are one transaction: one commit
    // instead of one per migration plus Kysely's migration lock and log, which nothing here
    // reads; a kill in the middle leaves nothing half made. Its commit need not wait for the disk
    // (a crash before the flush loses the whole tenant, which is then made again).
    await root.transaction().execute(async (trx) => {
      await sql`set local synchronous_commit = off`.execute(trx);
      await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(trx);
      await sql`create schema ${sql.id(schema)}`.execute(trx);
      const migrations = Object.entries(migrationsFor(schema)).sort(([a], [b]) => (a < b ? -1 : 1));
      for (const [, migration] of migrations) await migration.up(trx);
      const tenantTrx = trx.withSchema(schema);
      await seed(tenantTrx, contracts, now);
      for (const [table, floor] of Object.entries(ID_FLOORS))
        await sql`select setval(pg_get_serial_sequence(${`${schema}.${table}`}, 'id'), greatest((select coalesce(max(id), 0) from ${sql.table(`${schema}.${table}`)}), ${floor}))`.execute(
          trx,
        );
      await sql`insert into ${sql.table(REGISTRY)} (name, schema, fixed_now, migrations) values (${name}, ${schema}, ${fixedNow}, ${migrationSet})`.execute(
        trx,
      );
    });
    return tenant;
  }

  async function open(name: string, options: TenantOptions, fresh: boolean): Promise<TenantDb> {
    if (!isTenantName(name)) throw new Error(`not a tenant name: ${name}`);
    const row = fresh
      ? undefined
      : (
          await sql<{
            fixed_now: string | null;
            migrations: string | null;
          }>`select fixed_now, migrations from ${sql.table(REGISTRY)} where name = ${name}`.execute(
            root,
          )
        ).rows[0];
    if (row && row.migrations === migrationSet) return handle(name, row.fixed_now);
    if (row) {
      console.info(`[sandbox] ${name}: the sandbox has new tables, so its demo data is made again`);
      await sql`delete from ${sql.table(REGISTRY)} where name = ${name}`.execute(root);
      return create(name, { now: row.fixed_now ?? undefined });
    }
    if (fresh) await sql`delete from ${sql.table(REGISTRY)} where name = ${name}`.execute(root);
    return create(name, options);
  }

  // One start-up or reset of a tenant at a time in this process; the registry row is what says a
  // tenant is whole.
  let queue: Promise<unknown> = Promise.resolve();
  const serially = <T>(task: () => Promise<T>): Promise<T> => {
    const run = queue.then(task, task);
    queue = run.catch(() => undefined);
    return run;
  };

  const store: Store = {
    root,
    kind: databaseUrl ? 'server' : 'embedded',
    tenant(name) {
      let pending = ready.get(name);
      if (!pending) {
        pending = serially(() => open(name, {}, false));
        ready.set(name, pending);
        pending.catch(() => ready.delete(name));
      }
      return pending;
    },
    async setClock(name, now) {
      await store.tenant(name);
      await sql`update ${sql.table(REGISTRY)} set fixed_now = ${now} where name = ${name}`.execute(
        root,
      );
      const moved = Promise.resolve(handle(name, now));
      ready.set(name, moved);
      return moved;
    },
    reset(name, options = {}) {
      const pending = serially(() => open(name, options, true));
      ready.set(name, pending);
      pending.catch(() => ready.delete(name));
      return pending;
    },
    async tenants() {
      const { rows } = await sql<{ name: string }>`select name from ${sql.table(REGISTRY)}`.execute(
        root,
      );
      return rows.map((row) => row.name);
    },
    async close() {
      await root.destroy().catch(() => undefined);
      await closeDriver().catch(() => undefined);
    },
  };
  return store;
}

export type Trx = Transaction<Database>;
