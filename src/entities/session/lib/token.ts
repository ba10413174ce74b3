import { decodeJwtClaims, numericClaim, stringClaim } from '@/lib/jwt';
import { isPastOnServiceClock } from '@/lib/service-clock';

/** What the portal reads from a user token (the services verify it; the portal only routes). */
export interface TokenFacts {
  userId: number | null;
  customer: string | null;
  /** `exp` in milliseconds since the epoch; null when the token carries none. */
  expiresAt: number | null;
  /** The sign-in name (`unique_name`), to name the person a link would sign in. */
  userName: string | null;
  /** Who is mimicking this user, when the token says so (SPEC §6 mimic mode). */
  mimickedBy: string | null;
}

export function tokenFacts(token: string): TokenFacts {
  const claims = decodeJwtClaims(token);
  const exp = numericClaim(claims, 'exp');
  return {
    userId: numericClaim(claims, 'UserId'),
    customer: stringClaim(claims, 'Customer'),
    expiresAt: exp === null ? null : exp * 1000,
    userName: stringClaim(claims, 'unique_name'),
    mimickedBy: stringClaim(claims, 'MimickedBy'),
  };
}

/**
 * A token past its `exp` on the service's clock (`now`: `serviceNow()`, a minute forgiven) is no
 * session: it is never sent, and the portal starts signed out.
 */
export function isTokenExpired(token: string, now: number): boolean {
  const { expiresAt } = tokenFacts(token);
  return expiresAt !== null && isPastOnServiceClock(expiresAt, now);
}

/** The token to send, or null when there is none or it has expired. */
export function usableToken(token: string | null, now: number): string | null {
  return token !== null && !isTokenExpired(token, now) ? token : null;
}

/** setTimeout's largest delay (about 24.8 days); a longer one fires at once in every browser. */
export const MAX_TIMER_DELAY_MS = 2 ** 31 - 1;

/**
 * How long until the session must end at `exp` (`now` on the service's clock): null when the token has no `exp` or it lies past
 * what a timer can wait (the start-up check and the fetchers' guard cover such a token).
 */
export function expiryDelay(token: string, now: number): number | null {
  const { expiresAt } = tokenFacts(token);
  if (expiresAt === null) return null;
  const delay = Math.max(0, expiresAt - now);
  return delay > MAX_TIMER_DELAY_MS ? null : delay;
}
