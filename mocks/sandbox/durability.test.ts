// @vitest-environment node
// A sandbox killed (SIGKILL) while payments are being confirmed keeps a data folder that opens
// again whole: every payment it lists has its ledger row and the balance agrees with them; none is
// half-written. Child processes, a data folder of its own.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { freePortBase } from './free-ports.ts';

const folder = mkdtempSync(join(tmpdir(), 'sandbox-kill-'));
// Kept for the restarts: the killed sandbox's successor listens where it did.
const portBase = await freePortBase();
const children: ChildProcess[] = [];

afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
  rmSync(folder, { recursive: true, force: true });
});

function start(): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['mocks/sandbox/main.ts'], {
    env: { ...process.env, MOCK_PORT_BASE: String(portBase), SANDBOX_DATA: folder },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  return new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('Sandbox ready')) resolve(child);
    });
    child.once('exit', (code) => reject(new Error(`sandbox exited ${String(code)}`)));
  });
}

async function call(path: string, init: RequestInit & { port?: number } = {}) {
  const response = await fetch(
    `http://127.0.0.1:${String(portBase + (init.port ?? 3))}${path}`,
    init,
  );
  return { status: response.status, body: (await response.json().catch(() => null)) as unknown };
}

async function signIn(): Promise<Record<string, string>> {
  const answer = await call('/Users/Authenticate', {
    port: 0,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'jordan.rivera@example.com', password: 'correct-horse' }),
  });
  const { token } = answer.body as { token: string };
  return { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
}

async function payOnce(headers: Record<string, string>): Promise<void> {
  const setup = await call('/Payment/Setup', {
    method: 'POST',
    headers,
    body: JSON.stringify({
      subLedgerId: 3001,
      ownerId: 5001,
      paymentMethodId: 4005,
      amount: 100 + Math.floor(Math.random() * 900),
      paymentDate: '2026-12-01',
      idempotencyKey: randomUUID(),
    }),
  });
  const { id, acknowledgement } = setup.body as { id: number; acknowledgement: { id: number } };
  await call(`/Acknowledgement/${String(acknowledgement.id)}/Confirm`, {
    method: 'PUT',
    headers,
    body: JSON.stringify({ accepted: true }),
  });
  await call(`/Payment/Setup/${String(id)}/Confirm`, {
    method: 'PUT',
    headers: { ...headers, 'Idempotency-Key': randomUUID() },
    body: JSON.stringify({ acknowledgeDuplicate: true }),
  });
}

it('opens whole after a kill in the middle of payments', async () => {
  const first = await start();
  const headers = await signIn();
  const seeded = new Set(
    ((await call('/Payment?subLedgerId=3001', { headers })).body as { id: number }[]).map(
      (p) => p.id,
    ),
  );
  let killed = false;
  let paid = 0;
  const paying = Array.from({ length: 4 }, async () => {
    while (!killed)
      await payOnce(headers)
        .then(() => (paid += 1))
        .catch(() => undefined);
  });
  // Killed while the payers are busy, once one payment went through (a starved sandbox may take
  // longer than the 2.5 s to confirm its first).
  await new Promise((resolve) => setTimeout(resolve, 2500));
  while (paid === 0) await new Promise((resolve) => setTimeout(resolve, 100));
  first.kill('SIGKILL');
  killed = true;
  await new Promise((resolve) => first.once('exit', resolve));
  // The payers stop at their next step (the service is gone): none pays into the second start.
  await Promise.allSettled(paying);

  await start();
  const again = await signIn();
  const payments = (await call('/Payment?subLedgerId=3001', { headers: again })).body as {
    id: number;
    amount: number;
    confirmationNumber: string;
  }[];
  const ledger = (await call('/Ledger?subLedgerId=3001', { headers: again })).body as {
    type: string;
    amount: number;
    reference?: string;
  }[];
  const accounts = (await call('/Account', { headers: again })).body as {
    subLedgerId: number;
    balance: number;
  }[];
  const made = payments.filter((p) => !seeded.has(p.id));
  expect(made.length).toBeGreaterThan(0);
  for (const payment of made)
    expect(ledger.filter((row) => row.reference === payment.confirmationNumber)).toEqual([
      expect.objectContaining({ type: 'payment', amount: -payment.amount }),
    ]);
  const total = made.reduce((sum, p) => sum + p.amount, 0);
  expect(accounts.find((a) => a.subLedgerId === 3001)?.balance).toBe(45000 - total);
  // Two sandbox starts and a demo made twice, on the CPU time the journeys leave beside them in
  // `npm test`: a CI run took more than 90 s. The limit catches a hang, not slowness.
}, 300_000);
