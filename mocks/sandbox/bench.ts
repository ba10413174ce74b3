// npm run bench:sandbox: how fast the sandbox answers under load. An in-memory sandbox on spare
// ports, Jordan signed in, then autocannon with 20 concurrent connections for 15 s over what the
// dashboard and billing read (accounts, payments, methods, ledger, charges) and, one request in
// six, a new payment setup (a write in a transaction). Prints the latency percentiles and fails
// when p97.5 is 20 ms or more (autocannon reports p90 and p97.5; p95 lies between them).
import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import { startSandbox } from './main.ts';

const CONNECTIONS = Number(process.env.SANDBOX_BENCH_CONNECTIONS ?? '20');
const SECONDS = Number(process.env.SANDBOX_BENCH_SECONDS ?? '15');
const LIMIT_MS = 20;

const portBase = Number(process.env.SANDBOX_BENCH_PORT_BASE ?? '4910');
const sandbox = await startSandbox({
  portBase,
  dataFolder: process.env.SANDBOX_BENCH_DATA ?? 'memory://',
  quiet: true,
});
const signIn = await fetch(`http://127.0.0.1:${String(portBase)}/Users/Authenticate`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email: 'jordan.rivera@example.com', password: 'correct-horse' }),
});
const { token } = (await signIn.json()) as { token: string };
const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
const reads = [
  '/Account',
  '/Payment?subLedgerId=3001',
  '/PaymentMethod',
  '/Ledger?subLedgerId=3001',
  '/Charge?subLedgerId=3001',
];

const result = await autocannon({
  url: `http://127.0.0.1:${String(portBase + 3)}`,
  connections: CONNECTIONS,
  duration: SECONDS,
  headers,
  requests: [
    ...reads.map((path) => ({ method: 'GET' as const, path })),
    {
      method: 'POST' as const,
      path: '/Payment/Setup',
      setupRequest: (request: autocannon.Request) => ({
        ...request,
        body: JSON.stringify({
          subLedgerId: 3001,
          ownerId: 5001,
          paymentMethodId: 4005,
          amount: 1234,
          paymentDate: '2026-12-01',
          idempotencyKey: randomUUID(),
        }),
      }),
    },
  ],
});
await sandbox.close();

const { latency, requests, non2xx, errors } = result;
console.info(
  `${String(CONNECTIONS)} connections, ${String(SECONDS)} s, ${sandbox.store.kind} database: ` +
    `${String(requests.total)} requests (${String(Math.round(requests.average))}/s), ` +
    `${String(non2xx)} non-2xx, ${String(errors)} errors\n` +
    `latency ms: p50 ${String(latency.p50)}, p90 ${String(latency.p90)}, ` +
    `p97.5 ${String(latency.p97_5)}, p99 ${String(latency.p99)}, max ${String(latency.max)}`,
);
if (latency.p97_5 >= LIMIT_MS || non2xx > 0 || errors > 0) {
  console.error(
    `The sandbox missed its target: p95 under ${String(LIMIT_MS)} ms, every answer 2xx.`,
  );
  process.exit(1);
}
