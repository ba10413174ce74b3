import { decodeJwtClaims, numericClaim } from './jwt';

/**
 * The service's time as this device can tell it. Token expiry is the service's rule, so it is
 * judged on the service's clock: a laptop two hours fast would otherwise find every one-hour token
 * expired before using it. The device's offset is learned from a token the service has just issued
 * (its `iat` is the service's "now") and kept for this device, since a sign-in link opened before
 * any sign-in here needs it too. It is a fact about the device, not a person's data.
 */

const STORAGE_KEY = 'courtyard-clock-offset';
/** What the judgement of an expiry forgives: the offset's own error, a clock drifting since. */
export const EXPIRY_TOLERANCE_MS = 60_000;
/** An offset the person is told about (smaller ones are everyday drift). */
export const FAR_OFF_MS = 5 * 60_000;
/**
 * A token valid for longer than this is a fixture (a contract's example lives for decades), not a
 * session the service just issued: its `iat` says nothing of the service's time.
 */
const MAX_SESSION_LIFETIME_S = 7 * 24 * 60 * 60;

interface Offset {
  /** Service time minus device time, in milliseconds. */
  ms: number;
  /** Learned from a token the service issued at that moment; a guess from a link's `iat` is not. */
  measured: boolean;
}

let offset: Offset = readStored();

function readStored(): Offset {
  try {
    const value = Number(localStorage.getItem(STORAGE_KEY) ?? '0');
    return { ms: Number.isFinite(value) ? value : 0, measured: value !== 0 };
  } catch {
    // blocked storage: the device's clock until a sign-in measures it
    return { ms: 0, measured: false };
  }
}

function store(next: Offset): void {
  offset = next;
  if (!next.measured) return;
  try {
    localStorage.setItem(STORAGE_KEY, String(Math.round(next.ms)));
  } catch {
    // blocked storage: kept for this page only
  }
}

/** The service's time now, in milliseconds since the epoch. */
export function serviceNow(): number {
  return Date.now() + offset.ms;
}

/** A moment (ms since the epoch) is past on the service's clock, a minute's error forgiven. */
export function isPastOnServiceClock(at: number, now = serviceNow()): boolean {
  return at + EXPIRY_TOLERANCE_MS <= now;
}

function issuance(token: string): { issuedAt: number; expiresAt: number } | null {
  const claims = decodeJwtClaims(token);
  const iat = numericClaim(claims, 'iat');
  const exp = numericClaim(claims, 'exp');
  if (iat === null || exp === null || exp <= iat || exp - iat > MAX_SESSION_LIFETIME_S) return null;
  return { issuedAt: iat * 1000, expiresAt: exp * 1000 };
}

/**
 * A token the service issued just now (a sign-in's or a renewal's answer, received at
 * `receivedAt`): its `iat` sets the offset. A token without one, or a fixture, changes nothing.
 */
export function learnFromIssuedToken(token: string, receivedAt = Date.now()): void {
  const issued = issuance(token);
  // `iat` has whole seconds: half a second is the expected error of the truncation.
  if (issued) store({ ms: issued.issuedAt + 500 - receivedAt, measured: true });
}

/**
 * A link's token the device's clock calls expired, on a device whose offset was never measured:
 * the service may not think so. Until the service answers, its time is taken as the link's
 * issuance (the earliest it can be), so the token can be sent and the service decides. Returns
 * whether it changed anything.
 */
export function assumeIssuedNow(token: string): boolean {
  const issued = issuance(token);
  if (!issued || offset.measured) return false;
  offset = { ms: issued.issuedAt - Date.now(), measured: false };
  return true;
}

/** Forgets a guess made by `assumeIssuedNow` (the service refused the link). */
export function forgetAssumedOffset(): void {
  if (!offset.measured) offset = { ms: 0, measured: false };
}

/**
 * How far the device's clock is off the service's (positive: the device is ahead), when it is off
 * by more than everyday drift and a sign-in measured it; null otherwise.
 */
export function deviceClockOffset(): number | null {
  return offset.measured && Math.abs(offset.ms) >= FAR_OFF_MS ? -offset.ms : null;
}

/** Forgets everything learned (tests). */
export function resetServiceClock(): void {
  offset = { ms: 0, measured: false };
  try {
    localStorage.removeItem(STORAGE_KEY);
  } catch {
    // nothing stored
  }
}
