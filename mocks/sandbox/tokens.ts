// Real JWTs (HS256, signed with a secret kept in the tenant's data) carrying the claims the portal
// reads: user tokens `UserId`, `Customer`, `unique_name` (and `MimickedBy` in mimic mode); epay
// tokens `uid`, `poid`, `sub` (the checkout link), `slid`. Each has an `exp`, so the portal's expiry
// handling meets real expiries.
import { randomBytes } from 'node:crypto';
import { SignJWT, jwtVerify, errors, type JWTPayload } from 'jose';
import type { TenantDb } from './store.ts';

/** Minutes a user token lasts (SANDBOX_TOKEN_MINUTES, default 120). */
export function tokenMinutes(): number {
  const minutes = Number(process.env.SANDBOX_TOKEN_MINUTES ?? '120');
  return Number.isFinite(minutes) && minutes > 0 ? minutes : 120;
}

// The secret is read once per tenant handle: every request verifies a token, and a query per
// request was a fifth of a dashboard read's time. A reset makes a new handle (store.ts).
const secrets = new WeakMap<TenantDb, Promise<Uint8Array>>();

function secretOf(tenant: TenantDb): Promise<Uint8Array> {
  let secret = secrets.get(tenant);
  if (!secret) {
    secret = readSecret(tenant);
    secrets.set(tenant, secret);
    secret.catch(() => secrets.delete(tenant));
  }
  return secret;
}

async function readSecret(tenant: TenantDb): Promise<Uint8Array> {
  const found = await tenant.db
    .selectFrom('meta')
    .select('value')
    .where('key', '=', 'tokenSecret')
    .executeTakeFirst();
  if (found) return Buffer.from(found.value, 'hex');
  const value = randomBytes(32).toString('hex');
  await tenant.db
    .insertInto('meta')
    .values({ key: 'tokenSecret', value })
    .onConflict((c) => c.column('key').doNothing())
    .execute();
  return readSecret(tenant);
}

export interface UserClaims {
  UserId: string;
  Customer: string;
  unique_name: string;
  /** The owner ids the person signs in as (the sandbox's own claim: who may see which account). */
  owners: number[];
  MimickedBy?: string;
  scope?: string;
  /** A household member's role (household/): a family member is refused payments. */
  household?: 'coOwner' | 'family';
}

export interface EpayClaims {
  uid: string;
  poid: string;
  sub: string;
  slid: string;
}

export async function signToken(
  tenant: TenantDb,
  claims: UserClaims | EpayClaims,
  minutes = tokenMinutes(),
): Promise<{ token: string; expiresAt: string }> {
  const now = await tenant.now();
  const issuedAt = Math.floor(now.getTime() / 1000);
  const exp = issuedAt + minutes * 60;
  const token = await new SignJWT({ ...claims })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(issuedAt)
    .setExpirationTime(exp)
    .sign(await secretOf(tenant));
  return { token, expiresAt: new Date(exp * 1000).toISOString() };
}

/** The token's claims, or null when it is not one of this tenant's, or has expired by its clock. */
// A signature checked once per token and tenant handle: a page sends the same token with every
// call, and WebCrypto's HMAC was a fifth of a read's time. The expiry is checked every time.
const verified = new WeakMap<TenantDb, Map<string, JWTPayload>>();
const VERIFIED_TOKENS = 1000;

export async function verifyToken(
  tenant: TenantDb,
  token: string,
): Promise<Record<string, unknown> | null> {
  const now = await tenant.now();
  let known = verified.get(tenant);
  if (!known) {
    known = new Map();
    verified.set(tenant, known);
  }
  const cached = known.get(token);
  if (cached) return (cached.exp ?? 0) * 1000 > now.getTime() ? cached : null;
  try {
    const { payload } = await jwtVerify(token, await secretOf(tenant), {
      algorithms: ['HS256'],
      currentDate: now,
    });
    if (known.size >= VERIFIED_TOKENS) known.clear();
    known.set(token, payload);
    return payload;
  } catch (error) {
    if (error instanceof errors.JOSEError) return null;
    throw error;
  }
}
