// npm run sandbox: the stateful stand-in for the five services (mocks/README.md, "The sandbox").
//   npm run sandbox                   serve on the mock ports (MOCK_PORT_BASE, default 4010)
//   npm run sandbox -- reset          restore the demo data (also: npm run sandbox:reset)
//   npm run sandbox -- pay-link [MG-1001]   print a fresh express checkout link
//   npm run sandbox -- mimic <email>  print a sign-in link that opens mimic mode for that person
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { loadContracts, SERVICES } from './contracts.ts';
import { startSettling } from './settle.ts';
import { createServiceServer, type SandboxLog } from './server.ts';
import { DEFAULT_TENANT, openStore, type Store } from './store.ts';
import { userClaims } from './services/users.ts';
import { signToken } from './tokens.ts';

const log: SandboxLog = {
  info: (line) => console.info(line),
  warn: (line) => console.warn(line),
  error: (line) => console.error(line),
};

export interface RunningSandbox {
  store: Store;
  ports: number[];
  close(): Promise<void>;
}

/** Opens the store and listens on one port per contract, base + the contract's offset. */
export async function startSandbox(options: {
  portBase: number;
  host?: string;
  dataFolder?: string;
  databaseUrl?: string;
  quiet?: boolean;
}): Promise<RunningSandbox> {
  const contracts = await loadContracts();
  const store = await openStore(contracts, {
    ...(options.dataFolder ? { dataFolder: options.dataFolder } : {}),
    ...(options.databaseUrl ? { databaseUrl: options.databaseUrl } : {}),
  });
  await store.tenant(DEFAULT_TENANT);
  const quietLog: SandboxLog = options.quiet
    ? { ...log, info: () => undefined, warn: () => undefined }
    : log;
  const servers = SERVICES.map((service) => {
    const contract = contracts.get(service);
    if (!contract) throw new Error(`contract ${service} not loaded`);
    return createServiceServer(contract, store, quietLog);
  });
  const ports = SERVICES.map((_, index) => options.portBase + index);
  await Promise.all(
    servers.map(
      (server, index) =>
        new Promise<void>((resolve, reject) => {
          server.once('error', reject);
          server.listen(ports[index], options.host ?? '127.0.0.1', () => resolve());
        }),
    ),
  );
  const stopSettling = startSettling(store, log);
  return {
    store,
    ports,
    async close() {
      stopSettling();
      await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
      await store.close();
    },
  };
}

async function withStore<T>(task: (store: Store) => Promise<T>): Promise<T> {
  const store = await openStore(await loadContracts());
  try {
    return await task(store);
  } finally {
    await store.close();
  }
}

const APP = process.env.SANDBOX_APP_URL ?? `http://127.0.0.1:${process.env.APP_PORT ?? '5173'}`;

async function command(args: string[]): Promise<void> {
  const [verb, argument] = args;
  if (verb === 'reset') {
    await withStore((store) => store.reset(DEFAULT_TENANT));
    console.info('Demo data restored.');
    return;
  }
  if (verb === 'pay-link') {
    const account = argument ?? 'MG-1001';
    await withStore(async (store) => {
      const tenant = await store.tenant(DEFAULT_TENANT);
      const ledger = await tenant.db
        .selectFrom('sub_ledgers')
        .select(['id', 'owner_id'])
        .where('account_number', '=', account)
        .where('is_sub_ledger', '=', false)
        .orderBy('id')
        .executeTakeFirst();
      if (!ledger) throw new Error(`No account ${account} in the demo data.`);
      const link = randomBytes(6).toString('hex');
      const now = await tenant.now();
      await tenant.db
        .insertInto('checkout_links')
        .values({
          link,
          strategy: 'card',
          owner_id: ledger.owner_id,
          sub_ledger_id: ledger.id,
          expires_at: new Date(now.getTime() + 7 * 86_400_000).toISOString(),
          payment_id: null,
        })
        .execute();
      console.info(`${APP}/epay/card/${link}`);
    });
    return;
  }
  if (verb === 'mimic') {
    if (!argument)
      throw new Error('Name the person: npm run sandbox -- mimic priya.shah@example.com');
    await withStore(async (store) => {
      const tenant = await store.tenant(DEFAULT_TENANT);
      const user = await tenant.db
        .selectFrom('users')
        .select(['id', 'email'])
        .where('email', '=', argument.toLowerCase())
        .executeTakeFirst();
      if (!user) throw new Error(`No demo user ${argument}.`);
      const { token } = await signToken(
        tenant,
        await userClaims(tenant.db, user, 'Dana Whitfield'),
        60,
      );
      console.info(`${APP}/auth/jwt?token=${token}`);
    });
    return;
  }
  const base = Number(process.env.MOCK_PORT_BASE ?? '4010');
  const running = await startSandbox({ portBase: base });
  console.info(
    `Sandbox ready on ports ${String(running.ports[0])}–${String(running.ports.at(-1))} (${running.store.kind} database).`,
  );
  const stop = () => void running.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  command(process.argv.slice(2)).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
