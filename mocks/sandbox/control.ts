// The sandbox's own calls, outside the contracts (the portal never makes them; the dev server's
// Demo data notice, `npm run sandbox`, and the journeys do):
// - POST /__sandbox/reset: restores this tenant's seed (every token signed before stops working);
// - POST /__sandbox/tenants {"name"?, "now"?}: a fresh tenant, optionally on a fixed clock;
// - POST /__sandbox/clock {"now"}: moves this tenant's clock (null: the process's again);
// - GET /__sandbox/status: the tenant, its clock and when it was seeded;
// - POST /__sandbox/provider/confirm {"clientSecret", "method"}: the sandbox payment provider's
//   form confirming a SetupIntent or payment intent with what its test card or bank account is
//   (brand or bank type, card type, last four digits, expiry), as a card provider would learn it.
import { randomBytes } from 'node:crypto';
import type { ConfirmedFacts } from './schema.ts';
import type { Store } from './store.ts';

const TYPES = ['creditCard', 'debitCard', 'eCheck'] as const;
const BRANDS = ['visa', 'mastercard', 'discover', 'americanExpress'] as const;

/** Only what a provider tells a service: never a card or account number. */
export function confirmedFacts(value: unknown): ConfirmedFacts | null {
  if (!value || typeof value !== 'object') return null;
  const v = value as Record<string, unknown>;
  const type = TYPES.find((t) => t === v.type);
  if (!type || typeof v.last4 !== 'string' || !/^\d{4}$/.test(v.last4)) return null;
  if (type === 'eCheck')
    return {
      type,
      bankType: v.bankType === 'savings' ? 'savings' : 'checking',
      last4: v.last4,
      ...(typeof v.bankName === 'string' ? { bankName: v.bankName.slice(0, 60) } : {}),
    };
  const brand = BRANDS.find((b) => b === v.brand);
  if (!brand) return null;
  const month = Number(v.expMonth);
  const year = Number(v.expYear);
  return {
    type,
    brand,
    last4: v.last4,
    ...(month >= 1 && month <= 12 && year >= 2000 ? { expMonth: month, expYear: year } : {}),
  };
}

export interface ControlAnswer {
  status: number;
  body: Record<string, unknown>;
}

function parse(raw: Buffer): Record<string, unknown> {
  if (raw.length === 0) return {};
  try {
    const value: unknown = JSON.parse(raw.toString('utf8'));
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

export async function control(
  store: Store,
  tenantName: string,
  method: string,
  path: string,
  raw: Buffer,
): Promise<ControlAnswer> {
  if (method === 'post' && path === '/__sandbox/reset') {
    const tenant = await store.reset(tenantName);
    return { status: 200, body: { tenant: tenant.name, restored: true } };
  }
  if (method === 'post' && path === '/__sandbox/tenants') {
    const body = parse(raw);
    const name = typeof body.name === 'string' ? body.name : `t${randomBytes(6).toString('hex')}`;
    const now = typeof body.now === 'string' ? body.now : undefined;
    if (now !== undefined && Number.isNaN(new Date(now).getTime()))
      return { status: 400, body: { detail: `now is not an ISO instant: ${now}` } };
    const tenant = await store.reset(name, now === undefined ? {} : { now });
    return { status: 201, body: { tenant: tenant.name, now: (await tenant.now()).toISOString() } };
  }
  if (method === 'post' && path === '/__sandbox/clock') {
    const body = parse(raw);
    const now = typeof body.now === 'string' ? body.now : null;
    if (now !== null && Number.isNaN(new Date(now).getTime()))
      return { status: 400, body: { detail: `now is not an ISO instant: ${now}` } };
    const tenant = await store.setClock(tenantName, now);
    return { status: 200, body: { tenant: tenant.name, now: (await tenant.now()).toISOString() } };
  }
  if (method === 'get' && path === '/__sandbox/status') {
    const tenant = await store.tenant(tenantName);
    const seeded = await tenant.db
      .selectFrom('meta')
      .select('value')
      .where('key', '=', 'seededAt')
      .executeTakeFirst();
    return {
      status: 200,
      body: {
        sandbox: true,
        tenant: tenant.name,
        database: store.kind,
        now: (await tenant.now()).toISOString(),
        seededAt: seeded?.value ?? null,
      },
    };
  }
  if (method === 'post' && path === '/__sandbox/provider/confirm') {
    const body = parse(raw);
    const facts = confirmedFacts(body.method);
    const secret =
      typeof body.clientSecret === 'string' ? body.clientSecret.split('_secret_')[0] : '';
    if (!facts || !secret)
      return { status: 400, body: { detail: 'clientSecret and method are required' } };
    const tenant = await store.tenant(tenantName);
    await tenant.db
      .insertInto('provider_confirmations')
      .values({ secret_id: secret, facts: JSON.stringify(facts) })
      .onConflict((c) => c.column('secret_id').doUpdateSet({ facts: JSON.stringify(facts) }))
      .execute();
    return { status: 200, body: { confirmed: true } };
  }
  return { status: 404, body: { detail: `no sandbox call ${method.toUpperCase()} ${path}` } };
}
