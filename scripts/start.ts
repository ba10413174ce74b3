// npm start: the sandbox (mocks/sandbox: the five services with real state) plus the portal (Vite
// dev server), on localhost; MOCKS=prism (or `-- --mocks=prism`) serves Prism's static examples
// instead. E2E=1 serves the production build with `vite preview` (Playwright and the bench), with
// Prism on the mock ports and the sandbox beside it for the journeys that ask for it.
// Quiet: a line per service and the portal's address, then only what needs attention (a request
// the contract check rejected, a server's errors); `-- --verbose` shows the servers' own logs.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { listing, startMocks, type Started } from './mock.ts';
import { backend, mockPortBase, mockServices, sideSandboxPortBase } from './ports.ts';
import { assertPortsFree, startProcess, stopOnExit, waitForPort, watchExit } from './processes.ts';

stopOnExit();
const started = Date.now();
const appPort = Number(process.env.APP_PORT ?? '5173');
const preview = process.env.E2E === '1';

await assertPortsFree([{ port: appPort, what: 'portal' }]);
// Playwright's runs log every Prism answer here (scripts/contract-log.ts); each run starts empty.
const contractLog = process.env.CONTRACT_LOG;
if (contractLog) {
  mkdirSync(dirname(contractLog), { recursive: true });
  writeFileSync(contractLog, '');
}
/**
 * The sandbox on five ports from `base`, as a child process (its data: SANDBOX_DATA or
 * .sandbox-data, or the PostgreSQL server of `databaseUrl`).
 */
async function startSandbox(
  base: number,
  dataFolder?: string,
  databaseUrl?: string,
): Promise<Started[]> {
  const ports = mockServices.map((s) => ({ port: base + s.offset, what: `${s.file} sandbox` }));
  await assertPortsFree(ports);
  let up = false;
  const sandbox = startProcess('sandbox', process.execPath, ['mocks/sandbox/main.ts'], {
    env: {
      MOCK_PORT_BASE: String(base),
      // The portal this script serves is the one page the sandbox answers (server.ts).
      SANDBOX_ALLOWED_ORIGINS: `http://127.0.0.1:${String(appPort)},http://localhost:${String(appPort)}`,
      ...(dataFolder ? { SANDBOX_DATA: dataFolder } : {}),
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    },
  });
  watchExit(sandbox, () => up);
  await Promise.all(ports.map((p) => waitForPort(p.port)));
  up = true;
  return mockServices.map((s) => ({
    name: s.file,
    url: `http://127.0.0.1:${base + s.offset}`,
    detail: `sandbox of openapi/${s.file}.yaml`,
  }));
}

const side = sideSandboxPortBase();
const mode = backend();
const mocks = [
  // The portal's mock proxy prints each rejected request (scripts/ports.ts), so Prism's own
  // report of it would say it twice (`false`).
  ...(preview || mode === 'prism' ? await startMocks(false) : await startSandbox(mockPortBase())),
  // Playwright's runs: an in-memory sandbox beside Prism, a tenant per journey that asks for it
  // (on a PostgreSQL server with E2E_SANDBOX_DATABASE_URL: npm test in CI).
  ...(side !== null
    ? await startSandbox(side, 'memory://', process.env.E2E_SANDBOX_DATABASE_URL)
    : []),
];
let ready = false;
const app = startProcess(
  'portal',
  process.execPath,
  [
    'node_modules/.bin/vite',
    preview ? 'preview' : 'dev',
    '--host',
    '127.0.0.1',
    '--port',
    String(appPort),
    '--strictPort',
  ],
  { env: { MOCKS: mode } },
);
watchExit(app, () => ready);
app.child.on('exit', (code) => {
  process.exit(code ?? 1);
});
await waitForPort(appPort);
ready = true;
const url = `http://127.0.0.1:${appPort}/`;
console.info(
  `${listing([
    ...mocks,
    {
      name: 'portal',
      url,
      detail: preview ? 'production build (vite preview)' : 'Vite dev server',
    },
  ])}\nCourtyard is ready in ${((Date.now() - started) / 1000).toFixed(1)} s: ${url} — ` +
    (mode === 'sandbox' && !preview
      ? 'log in as jordan.rivera@example.com with the password correct-horse (README, "Demo users").'
      : 'log in with any email and password.'),
);
