// The sandbox's own calls, outside the contracts (the portal never makes them; the dev server's
// Demo data notice, `npm run sandbox`, and the journeys do):
// - POST /__sandbox/reset: restores this tenant's seed (every token signed before stops working);
// - POST /__sandbox/tenants {"name"?, "now"?}: a fresh tenant, optionally on a fixed clock;
// - POST /__sandbox/pay-link {"account"?}: a fresh express checkout link for an account;
// - POST /__sandbox/mimic {"email"} with a staff user's token: a sign-in link in mimic mode;
// - POST /__sandbox/clock {"now"}: moves this tenant's clock (null: the process's again);
// - POST /__sandbox/processing {"ms"}: how long this tenant's payment processor takes to confirm
//   (0 by default): a journey's second tab meets a confirmation still being processed;
// - GET /__sandbox/status: the tenant, its clock and when it was seeded;
// - POST /__sandbox/provider/confirm {"clientSecret", "method"}: the sandbox payment provider's
//   form confirming a SetupIntent or payment intent with what its test card or bank account is
//   (brand or bank type, card type, last four digits, expiry), as a card provider would learn it.
import { randomBytes } from 'node:crypto';
import { MAX_PROCESSING_MS, setProcessingTime } from './processing.ts';
import type { ConfirmedFacts } from './schema.ts';
import { userClaims } from './services/users.ts';
import { signToken, verifyToken } from './tokens.ts';
import type { Store } from './store.ts';

/** How long a checkout link printed by `npm run sandbox -- pay-link` stays valid. */
const LINK_DAYS = 7;
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
  bearer?: string,
): Promise<ControlAnswer> {
  if (method === 'post' && path === '/__sandbox/pay-link') {
    const body = parse(raw);
    const account = typeof body.account === 'string' ? body.account : 'MG-1001';
    const tenant = await store.tenant(tenantName);
    const ledger = await tenant.db
      .selectFrom('sub_ledgers')
      .select(['id', 'owner_id'])
      .where('account_number', '=', account)
      .where('is_sub_ledger', '=', false)
      .orderBy('id')
      .executeTakeFirst();
    if (!ledger)
      return { status: 404, body: { detail: `No account ${account} in the demo data.` } };
    const link = randomBytes(6).toString('hex');
    const now = await tenant.now();
    await tenant.db
      .insertInto('checkout_links')
      .values({
        link,
        strategy: 'card',
        owner_id: ledger.owner_id,
        sub_ledger_id: ledger.id,
        expires_at: new Date(now.getTime() + LINK_DAYS * 86_400_000).toISOString(),
        payment_id: null,
      })
      .execute();
    return { status: 201, body: { path: `/epay/card/${link}` } };
  }
  if (method === 'post' && path === '/__sandbox/mimic') {
    // Mimic mode is the management company's: the caller's token must be a staff user's.
    const tenant = await store.tenant(tenantName);
    const claims = bearer ? await verifyToken(tenant, bearer) : null;
    const staff = claims
      ? await tenant.db
          .selectFrom('users')
          .select(['kind', 'profile'])
          .where('id', '=', Number(claims.UserId))
          .executeTakeFirst()
      : undefined;
    if (staff?.kind !== 'staff')
      return { status: 403, body: { detail: 'Only a management-company user opens mimic mode.' } };
    const body = parse(raw);
    const email = typeof body.email === 'string' ? body.email.toLowerCase() : '';
    const user = await tenant.db
      .selectFrom('users')
      .select(['id', 'email'])
      .where('email', '=', email)
      .executeTakeFirst();
    if (!user) return { status: 404, body: { detail: `No demo user ${email}.` } };
    const profile = staff.profile as { firstName?: string; lastName?: string };
    const by = `${profile.firstName ?? ''} ${profile.lastName ?? ''}`.trim();
    const { token } = await signToken(tenant, await userClaims(tenant.db, user, by), 60);
    return { status: 201, body: { path: `/auth/jwt?token=${token}` } };
  }
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
  if (method === 'post' && path === '/__sandbox/processing') {
    const ms = Number(parse(raw).ms);
    if (!Number.isFinite(ms) || ms < 0 || ms > MAX_PROCESSING_MS)
      return {
        status: 400,
        body: { detail: `ms is a number of milliseconds from 0 to ${String(MAX_PROCESSING_MS)}` },
      };
    const tenant = await store.tenant(tenantName);
    await setProcessingTime(tenant.db, ms);
    return { status: 200, body: { tenant: tenant.name, processingMs: ms } };
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
