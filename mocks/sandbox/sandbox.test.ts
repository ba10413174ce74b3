// @vitest-environment node
// The sandbox as the portal meets it: over HTTP, on the five ports, each answer checked against
// its contract (no `sl-violations`). Embedded by default; with SANDBOX_TEST_DATABASE_URL the same
// tests run on a PostgreSQL server (CI starts Debian's, .ci/run).
import { randomUUID } from 'node:crypto';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { TENANT_HEADER } from './demo.ts';
import { text, useTestSandbox, type Client } from './test-client.ts';

const sandbox = useTestSandbox();
const tenant = (now?: string) => sandbox.tenant(now);

/** The tenant's payment processor takes `ms` to confirm (a second tab meets it busy). */
async function slowProcessor(client: Client, ms: number) {
  const answer = await fetch(sandbox.url('control', '/__sandbox/processing'), {
    method: 'POST',
    headers: { 'content-type': 'application/json', [TENANT_HEADER]: client.tenant },
    body: JSON.stringify({ ms }),
  });
  expect(answer.status).toBe(200);
}

async function balanceOf(client: Client, subLedgerId: number): Promise<number> {
  const accounts = await client.call('connect-payments', 'GET', '/Account');
  const account = accounts.body.find((a) => a.subLedgerId === subLedgerId);
  return Number(account?.balance);
}

async function priced(client: Client, amount: number, methodId: number, subLedgerId = 3001) {
  const setup = await client.call('connect-payments', 'POST', '/Payment/Setup', {
    subLedgerId,
    ownerId: 5001,
    paymentMethodId: methodId,
    amount,
    paymentDate: '2026-12-01',
    idempotencyKey: randomUUID(),
  });
  return setup;
}

async function pay(client: Client, setup: Record<string, unknown>, key = randomUUID(), body = {}) {
  const acknowledgement = setup.acknowledgement as { id: number };
  await client.call(
    'connect-payments',
    'PUT',
    `/Acknowledgement/${String(acknowledgement.id)}/Confirm`,
    {
      accepted: true,
    },
  );
  return client.call(
    'connect-payments',
    'PUT',
    `/Payment/Setup/${String(setup.id)}/Confirm`,
    body,
    {
      'Idempotency-Key': key,
    },
  );
}

describe('another site', () => {
  it('is refused, and no answer carries CORS headers for it; the portal is answered', async () => {
    const login = { email: 'jordan.rivera@example.com', password: 'correct-horse' };
    const post = (origin: string) =>
      fetch(sandbox.url('users', '/Users/Authenticate'), {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin },
        body: JSON.stringify(login),
      });
    const foreign = await post('http://evil.example');
    expect(foreign.status).toBe(403);
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
    const portal = await post('http://127.0.0.1:5173');
    expect(portal.status).toBe(200);
    expect(portal.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('signing in', () => {
  it('refuses a wrong password and an unknown person in the contract words', async () => {
    const client = await tenant();
    for (const email of ['jordan.rivera@example.com', 'nobody@example.com']) {
      const answer = await client.call('users', 'POST', '/Users/Authenticate', {
        email,
        password: 'wrong',
      });
      expect(answer.status).toBe(401);
      expect(answer.body.detail).toBe('Invalid username, password, or company');
    }
  });

  it('signs a real JWT with an expiry, refused once the tenant clock passes it', async () => {
    const client = await tenant('2026-12-01T15:00:00Z');
    const token = await client.signIn('Jordan.Rivera@example.com');
    const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as {
      UserId: string;
      exp: number;
      iat: number;
    };
    expect(claims.UserId).toBe('1001');
    expect(claims.exp - claims.iat).toBe(120 * 60);
    expect((await client.call('users', 'GET', '/Users/1001')).status).toBe(200);
    client.token = 'not-a-token';
    expect((await client.call('users', 'GET', '/Users/1001')).status).toBe(401);
  });

  it('shows each person only their own accounts', async () => {
    const client = await tenant();
    await client.signIn('priya.shah@example.com');
    const accounts = await client.call('connect-payments', 'GET', '/Account');
    expect(accounts.body.map((a) => a.accountNumber)).toEqual(['MG-1018']);
    expect((await client.call('connect-payments', 'GET', '/Ledger?subLedgerId=3001')).status).toBe(
      404,
    );
    expect((await priced(client, 1000, 4011)).status).toBe(404);
    const methods = await client.call('connect-payments', 'GET', '/PaymentMethod');
    expect((methods.body.paymentMethods as { last4: string }[]).map((m) => m.last4)).toEqual([
      '1881',
    ]);
    // Her own messages, none of Jordan's (the inbox domain).
    const messages = await client.call('users', 'GET', '/Messages');
    expect((messages.body.items as { id: number }[]).map((m) => m.id)).toEqual([12902, 12901]);
  });
});

describe('a one-time payment', () => {
  it(
    'tells a second tab that a confirmation is still being processed, and never cancels it',
    { timeout: 20_000 },
    async () => {
      const client = await tenant();
      await client.signIn('jordan.rivera@example.com');
      await slowProcessor(client, 3000);
      const setup = await priced(client, 1234, 4005);
      const key = randomUUID();
      const firstTab = pay(client, setup.body, key);
      await new Promise((resolve) => setTimeout(resolve, 500));
      const path = `/Payment/Setup/${text(setup.body.id)}`;
      const secondTab = await client.call(
        'connect-payments',
        'PUT',
        `${path}/Confirm`,
        {},
        {
          'Idempotency-Key': key,
        },
      );
      expect(secondTab.status).toBe(409);
      expect(secondTab.body).toMatchObject({
        errorCode: 'PA031',
        title: 'Payment still being processed',
      });
      // Another key is no way round it, and the setup is not cancelled while it is being paid.
      const otherKey = await client.call(
        'connect-payments',
        'PUT',
        `${path}/Confirm`,
        {},
        {
          'Idempotency-Key': randomUUID(),
        },
      );
      expect(otherKey.body.errorCode).toBe('PA031');
      expect((await client.call('connect-payments', 'DELETE', path)).status).toBe(400);
      const paid = await firstTab;
      expect(paid.body).toMatchObject({ amount: 1234, status: 'pending' });
      const later = await client.call(
        'connect-payments',
        'PUT',
        `${path}/Confirm`,
        {},
        {
          'Idempotency-Key': key,
        },
      );
      expect(later.body).toEqual(paid.body);
      const payments = await client.call('connect-payments', 'GET', '/Payment');
      expect(payments.body.filter((p) => p.amount === 1234)).toHaveLength(1);
    },
  );

  it('prices what was sent, pays once for a double press, and lowers the balance', async () => {
    const client = await tenant();
    await client.signIn('jordan.rivera@example.com');
    const setup = await priced(client, 1234, 4005);
    expect(setup.status).toBe(201);
    expect(setup.body).toMatchObject({ amount: 1234, convenienceFee: 150, total: 1384 });
    const key = randomUUID();
    // Two at once: one pays; the other gets the same payment, or is told it is still processing.
    const both = await Promise.all([pay(client, setup.body, key), pay(client, setup.body, key)]);
    const first = both.find((answer) => answer.status === 200);
    expect(first?.body).toMatchObject({ amount: 1234, fee: 150, total: 1384, status: 'pending' });
    for (const answer of both)
      if (answer.status !== 200) expect(answer.body.errorCode).toBe('PA031');
      else expect(answer.body).toEqual(first?.body);
    expect((await pay(client, setup.body, key)).body).toEqual(first?.body);
    const again = await pay(client, setup.body);
    expect(again.body.id).toBe(first?.body.id);
    const payments = await client.call('connect-payments', 'GET', '/Payment');
    expect(payments.body.filter((p) => p.amount === 1234)).toHaveLength(1);
    expect(await balanceOf(client, 3001)).toBe(45000 - 1234);
    const ledger = await client.call('connect-payments', 'GET', '/Ledger?subLedgerId=3001');
    expect(ledger.body[0]).toMatchObject({ type: 'payment', amount: -1234, runningBalance: 43766 });
    expect(
      (await client.call('connect-payments', 'DELETE', `/Payment/Setup/${text(setup.body.id)}`))
        .status,
    ).toBe(400);
  });

  it('warns of a duplicate within 12 hours and refuses it unless acknowledged (PA030)', async () => {
    const client = await tenant();
    await client.signIn('jordan.rivera@example.com');
    await pay(client, (await priced(client, 5000, 4005)).body);
    const second = await priced(client, 5000, 4005);
    expect(second.body.duplicateWarning).toMatchObject({ amount: 5000 });
    const refused = await pay(client, second.body, randomUUID(), { acknowledgeDuplicate: false });
    expect(refused.status).toBe(409);
    expect(refused.body.errorCode).toBe('PA030');
    expect(
      (await pay(client, second.body, randomUUID(), { acknowledgeDuplicate: true })).status,
    ).toBe(200);
  });

  it('refuses a blocked ledger (PA010) and a new setup after a cancel is a new attempt', async () => {
    const client = await tenant();
    await client.signIn('jordan.rivera@example.com');
    const blocked = await priced(client, 1000, 4001, 3002);
    expect(blocked.status).toBe(400);
    expect(blocked.body.errorCode).toBe('PA010');
    const setup = await priced(client, 1000, 4001);
    expect(
      (await client.call('connect-payments', 'DELETE', `/Payment/Setup/${text(setup.body.id)}`))
        .status,
    ).toBe(204);
    expect((await pay(client, setup.body)).status).toBe(400);
    const next = await priced(client, 1000, 4001);
    expect(next.body.id).not.toBe(setup.body.id);
  });
});

describe('scheduled payments and the 8 pm cut-off', () => {
  it('changes 8101 before its cut-off and refuses it after', async () => {
    const client = await tenant('2026-12-01T17:00:00Z');
    await client.signIn('jordan.rivera@example.com');
    const list = await client.call('connect-payments', 'GET', '/FuturePayment');
    const payment = list.body.find((p) => p.id === 8101) as {
      scheduledDate: string;
    };
    expect(payment.scheduledDate).toBe('2026-12-24');
    const changed = await client.call('connect-payments', 'PATCH', '/FuturePayment/8101', {
      amount: 25000,
    });
    expect(changed.status).toBe(200);
    expect(changed.body.amount).toBe(25000);

    // 8:00 pm Eastern on the 23rd: the cut-off of a payment on the 24th.
    await fetch(sandbox.url('control', `/__sandbox/clock`), {
      method: 'POST',
      headers: { 'content-type': 'application/json', [TENANT_HEADER]: client.tenant },
      body: JSON.stringify({ now: '2026-12-24T01:00:00Z' }),
    });
    // Three weeks on, the morning's token has long expired.
    expect((await client.call('connect-payments', 'GET', '/FuturePayment')).status).toBe(401);
    await client.signIn('jordan.rivera@example.com');
    const refused = await client.call('connect-payments', 'PATCH', '/FuturePayment/8101', {
      amount: 25000,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errorCode).toBe('PA050');
  });

  it("lists tomorrow's payment after 7 pm Eastern, when the portal's `now` bound is already tomorrow in UTC", async () => {
    // 7:59 pm Eastern on Dec 23 is 00:59 UTC on Dec 24, the date of 8101.
    const client = await tenant('2026-12-01T17:00:00Z');
    await client.signIn('jordan.rivera@example.com');
    await fetch(sandbox.url('control', `/__sandbox/clock`), {
      method: 'POST',
      headers: { 'content-type': 'application/json', [TENANT_HEADER]: client.tenant },
      body: JSON.stringify({ now: '2026-12-24T00:59:00Z' }),
    });
    await client.signIn('jordan.rivera@example.com');
    const upcoming = await client.call(
      'connect-payments',
      'GET',
      '/FuturePayment?processed=false&scheduledDateAfter=2026-12-24T00:59:00.000Z',
    );
    expect(upcoming.body.map((p) => p.id)).toEqual([8101]);
    const later = await client.call(
      'connect-payments',
      'GET',
      '/FuturePayment?scheduledDateStrictlyAfter=2026-12-24T00:59:00.000Z',
    );
    expect(later.body.map((p) => p.id)).toEqual([8101]);
    const recurring = await client.call(
      'connect-payments',
      'GET',
      '/RecurringPayment?nextPaymentDateBefore=2026-12-24T00:59:00.000Z',
    );
    expect(recurring.body.map((p) => p.id)).toEqual([8001]);
  });
});

describe('saved methods', () => {
  it('stores the card the provider confirmed and deactivates what a removed method funded', async () => {
    const client = await tenant();
    await client.signIn('jordan.rivera@example.com');
    const setup = await client.call('connect-payments', 'POST', '/PaymentMethod/Setup', {
      type: 'debitCard',
      ownerId: 5001,
    });
    const unconfirmed = await client.call(
      'connect-payments',
      'POST',
      `/PaymentMethod/Setup/${text(setup.body.setupIntentId)}/Complete`,
    );
    expect(unconfirmed.body.errorCode).toBe('PM010');
    const confirmed = await fetch(sandbox.url('control', `/__sandbox/provider/confirm`), {
      method: 'POST',
      headers: { 'content-type': 'application/json', [TENANT_HEADER]: 'demo' },
      body: JSON.stringify({
        clientSecret: setup.body.clientSecret,
        method: { type: 'debitCard', brand: 'visa', last4: '5556', expMonth: 8, expYear: 2030 },
      }),
    });
    expect(confirmed.status).toBe(200);
    // The confirmation went to another tenant: this one still has nothing confirmed.
    expect(
      (
        await client.call(
          'connect-payments',
          'POST',
          `/PaymentMethod/Setup/${text(setup.body.setupIntentId)}/Complete`,
        )
      ).status,
    ).toBe(400);

    const removed = await client.call('connect-payments', 'DELETE', '/PaymentMethod/4005');
    expect(removed.body).toEqual({
      paymentMethodId: 4005,
      deactivatedRecurringPaymentIds: [8001],
      deactivatedFuturePaymentIds: [8102],
    });
    const methods = await client.call('connect-payments', 'GET', '/PaymentMethod');
    expect((methods.body.paymentMethods as { id: number }[]).map((m) => m.id)).not.toContain(4005);
  });
});

describe('a method that refuses payments (PA020 on demand)', () => {
  it('saves a card ending in 0341 and refuses to pay with it, pointing to a bank', async () => {
    const client = await tenant();
    await client.signIn('jordan.rivera@example.com');
    const setup = await client.call('connect-payments', 'POST', '/PaymentMethod/Setup', {
      type: 'creditCard',
      ownerId: 5001,
    });
    await fetch(sandbox.url('control', `/__sandbox/provider/confirm`), {
      method: 'POST',
      headers: { 'content-type': 'application/json', [TENANT_HEADER]: client.tenant },
      body: JSON.stringify({
        clientSecret: setup.body.clientSecret,
        method: { type: 'creditCard', brand: 'visa', last4: '0341', expMonth: 1, expYear: 2031 },
      }),
    });
    const saved = await client.call(
      'connect-payments',
      'POST',
      `/PaymentMethod/Setup/${text(setup.body.setupIntentId)}/Complete`,
    );
    expect(saved.status).toBe(201);
    const refused = await priced(client, 1000, Number(saved.body.id));
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      errorCode: 'PA020',
      detail: 'Payment Method Unavailable. Retry later or use a bank.',
    });
  });
});

describe('auto-draft', () => {
  it('refuses an account with a balance, in the contract words with its balance', async () => {
    const client = await tenant();
    await client.signIn('jordan.rivera@example.com');
    const refused = await client.call('connect-payments', 'POST', '/AutoDraft/Setup', {
      ownerId: 5001,
      subLedgerId: 3001,
      paymentMethodId: 4005,
      startDate: '2027-01-01',
      amountType: 'full',
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      errorCode: 'AD010',
      detail:
        'Accounts with a balance cannot enroll in auto-draft. Pay the balance of $450.00 first.',
    });
  });
});

describe('express pay', () => {
  it(
    'pays a link once (a second tab told it is still processing), then refuses the link as used',
    { timeout: 20_000 },
    async () => {
      const client = await tenant();
      const auth = await client.call('express-pay', 'POST', '/authenticate', {
        strategy: 'card',
        link: 'a1b2c3d4',
      });
      expect(auth.status).toBe(200);
      client.token = text(auth.body.token);
      const account = await client.call('express-pay', 'GET', '/account');
      expect(account.body.balance).toBe(45000);
      const intent = await client.call('express-pay', 'POST', '/express-pay', {
        amount: 45000,
        idempotencyKey: randomUUID(),
      });
      expect(intent.body).toMatchObject({ amount: 45000, convenienceFee: 1328, total: 46328 });
      const acknowledgement = intent.body.acknowledgement as { id: number };
      await client.call(
        'express-pay',
        'PUT',
        `/acknowledgement/${String(acknowledgement.id)}/confirm`,
        { accepted: true },
      );
      const key = randomUUID();
      await slowProcessor(client, 3000);
      const confirm = () =>
        client.call(
          'express-pay',
          'PUT',
          `/express-pay/${text(intent.body.id)}/confirm`,
          { paymentMethodId: 4001 },
          { 'Idempotency-Key': key },
        );
      const firstTab = confirm();
      await new Promise((resolve) => setTimeout(resolve, 500));
      const secondTab = await confirm();
      expect(secondTab.status).toBe(409);
      expect(secondTab.body.errorCode).toBe('PA031');
      const paid = await firstTab;
      expect(paid.body).toMatchObject({ total: 46328, status: 'pending' });
      const retried = await client.call(
        'express-pay',
        'PUT',
        `/express-pay/${text(intent.body.id)}/confirm`,
        { paymentMethodId: 4001 },
        { 'Idempotency-Key': key },
      );
      expect(retried.body).toEqual(paid.body);
      const recent = await client.call('express-pay', 'GET', '/payments');
      expect(recent.body[0]).toMatchObject({ id: intent.body.id, amount: 45000 });
      client.token = null;
      const used = await client.call('express-pay', 'POST', '/authenticate', {
        strategy: 'card',
        link: 'a1b2c3d4',
      });
      expect(used.body.errorCode).toBe('EP011');
    },
  );
});

describe('files', () => {
  async function download(client: Client, service: 'associations' | 'action-items', path: string) {
    const response = await client.fetch(service, path);
    return {
      status: response.status,
      type: response.headers.get('content-type'),
      bytes: Buffer.from(await response.arrayBuffer()),
    };
  }

  it('serves the documents as real PDFs and the ARC images as real JPEG and PNG files', async () => {
    const client = await tenant();
    await client.signIn('priya.shah@example.com');
    const bylaws = await download(client, 'associations', '/associations/101/Documents/1302');
    expect(bylaws.type).toBe('application/pdf');
    expect(bylaws.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await PDFDocument.load(bylaws.bytes)).getTitle()).toBe('Bylaws 2024');
    const photo = await download(client, 'action-items', '/Attachments?imgId=6201');
    expect(photo.type).toBe('image/jpeg');
    expect([...photo.bytes.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    const swatch = await download(client, 'action-items', '/Attachments?imgId=6202');
    expect([...swatch.bytes.subarray(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);
    expect(
      (await download(client, 'associations', '/associations/102/Documents/1302')).status,
    ).toBe(404);

    // The management company serves every association (documents/handlers.ts).
    const staff = await tenant();
    await staff.signIn('dana.whitfield@harborview.example');
    expect((await download(staff, 'associations', '/associations/101/Documents/1302')).status).toBe(
      200,
    );
  });
});

describe('bad requests', () => {
  it('answers a body that breaks the contract with its 422 problem, not a crash', async () => {
    const client = await tenant();
    await client.signIn('jordan.rivera@example.com');
    const response = await fetch(sandbox.url('connect-payments', '/Payment/Setup'), {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${client.token ?? ''}`,
      },
      body: JSON.stringify({ amount: 'lots' }),
    });
    expect(response.status).toBe(422);
    expect(response.headers.get('sl-violations')).not.toBeNull();
    const broken = await fetch(sandbox.url('connect-payments', '/Payment/Setup'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{',
    });
    expect(broken.status).toBe(400);
  });
});
