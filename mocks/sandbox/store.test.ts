// @vitest-environment node
// A data folder kept from before a domain's tables came opens with that domain seeded: a tenant
// made under other migrations is made again rather than left with empty new tables.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, expect, it } from 'vitest';
import { loadContracts } from './contracts.ts';
import { openStore } from './store.ts';

const folder = mkdtempSync(join(tmpdir(), 'sandbox-store-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

it('makes a tenant seeded under other migrations again, with every table seeded', async () => {
  const contracts = await loadContracts();
  const first = await openStore(contracts, { dataFolder: folder });
  const tenant = await first.tenant('kept');
  // As a folder from before the ARC tables would be: the tenant's rows gone, its migrations older.
  await tenant.db.deleteFrom('arc_requests').execute();
  await sql`update sandbox_tenants set migrations = ${'001_platform_and_money,002_files'} where name = 'kept'`.execute(
    first.root,
  );
  await first.close();

  const second = await openStore(contracts, { dataFolder: folder });
  const again = await second.tenant('kept');
  const requests = await again.db.selectFrom('arc_requests').select('id').execute();
  expect(requests.map((r) => r.id).sort()).toEqual([6001, 6002, 6003]);
  await second.close();
}, 120_000);
