// npm run sandbox: the stateful stand-in for the five services (mocks/README.md, "The sandbox").
//   npm run sandbox                   serve on the mock ports (MOCK_PORT_BASE, default 4010)
//   npm run sandbox -- reset          restore the demo data (also: npm run sandbox:reset)
//   npm run sandbox -- pay-link [MG-1001]   print a fresh express checkout link
//   npm run sandbox -- mimic <email>  print a sign-in link that opens mimic mode for that person
import { fileURLToPath } from 'node:url';
import { loadContracts, SERVICES } from './contracts.ts';
import { startSettling } from './settle.ts';
import { createServiceServer, type SandboxLog } from './server.ts';
import { DEFAULT_TENANT, openStore, type Store } from './store.ts';
import { userClaims } from './services/users.ts';
import { control } from './control.ts';
import { DEMO_PASSWORD } from './demo.ts';
import { DEMO_USERS } from './seed.ts';
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

/**
 * One of the sandbox's own calls: to the running sandbox when one answers on the mock ports (two
 * processes must never open one data folder), else to this process's own copy of the store.
 */
async function sandboxCall(path: string, body: Record<string, unknown>, token?: string) {
  const base = Number(process.env.MOCK_PORT_BASE ?? '4010');
  const init = {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  };
  try {
    const response = await fetch(`http://127.0.0.1:${String(base)}${path}`, init);
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  } catch {
    return withStore(async (store) => {
      const answer = await control(
        store,
        DEFAULT_TENANT,
        'post',
        path,
        Buffer.from(init.body),
        token,
      );
      return answer;
    });
  }
}

/** Dana Whitfield, the management company's demo user, signed in with the demo password. */
async function staffToken(): Promise<string> {
  const base = Number(process.env.MOCK_PORT_BASE ?? '4010');
  const body = JSON.stringify({ email: DEMO_USERS.dana.email, password: DEMO_PASSWORD });
  try {
    const response = await fetch(`http://127.0.0.1:${String(base)}/Users/Authenticate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
    return ((await response.json()) as { token?: string }).token ?? '';
  } catch {
    return withStore(async (store) => {
      const tenant = await store.tenant(DEFAULT_TENANT);
      const dana = await tenant.db
        .selectFrom('users')
        .select(['id', 'email'])
        .where('id', '=', DEMO_USERS.dana.id)
        .executeTakeFirstOrThrow();
      return (await signToken(tenant, await userClaims(tenant.db, dana), 5)).token;
    });
  }
}

async function command(args: string[]): Promise<void> {
  const [verb, argument] = args;
  const say = (answer: { status: number; body: Record<string, unknown> }, text: string) => {
    const detail = answer.body.detail;
    if (answer.status >= 300)
      throw new Error(typeof detail === 'string' ? detail : `failed (${String(answer.status)})`);
    console.info(text);
  };
  if (verb === 'reset') {
    say(await sandboxCall('/__sandbox/reset', {}), 'Demo data restored.');
    return;
  }
  if (verb === 'pay-link') {
    const answer = await sandboxCall('/__sandbox/pay-link', { account: argument ?? 'MG-1001' });
    say(answer, `${APP}${String(answer.body.path)}`);
    return;
  }
  if (verb === 'mimic') {
    if (!argument)
      throw new Error('Name the person: npm run sandbox -- mimic priya.shah@example.com');
    const answer = await sandboxCall('/__sandbox/mimic', { email: argument }, await staffToken());
    say(answer, `${APP}${String(answer.body.path)}`);
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
