import { decodeJwtClaims, numericClaim } from '@/lib/jwt';
import { isPastOnServiceClock } from '@/lib/service-clock';

/**
 * Why the login page is shown when the person did not ask for it: a sign-in link that signed
 * nobody in, or a session that ended by itself. The login page explains each.
 */
export type SignInProblem =
  | 'linkInvalid'
  | 'linkExpired'
  | 'ssoFailed'
  | 'ssoMissing'
  | 'sessionFailed'
  | 'sessionExpired'
  | 'signedOutElsewhere';

export const signInProblems: readonly SignInProblem[] = [
  'linkInvalid',
  'linkExpired',
  'ssoFailed',
  'ssoMissing',
  'sessionFailed',
  'sessionExpired',
  'signedOutElsewhere',
];

export function isSignInProblem(value: unknown): value is SignInProblem {
  return typeof value === 'string' && (signInProblems as readonly string[]).includes(value);
}

/**
 * Checks a token from a link before using it: it must name a user and carry an `exp` that has not
 * passed (a link that never expires would be a password in an email) on the service's clock
 * (`now`: `serviceNow()`), a minute forgiven.
 */
export function checkLinkToken(token: string | null, now: Date): SignInProblem | null {
  if (!token) return 'linkInvalid';
  const claims = decodeJwtClaims(token);
  if (!claims || numericClaim(claims, 'UserId') === null) return 'linkInvalid';
  const expiresAt = numericClaim(claims, 'exp');
  if (expiresAt === null) return 'linkInvalid';
  if (isPastOnServiceClock(expiresAt * 1000, now.getTime())) return 'linkExpired';
  return null;
}

/**
 * Takes the named parameters out of the address bar at once (history.replaceState), so a token
 * never stays in the URL, the history or a referrer. Returns their values.
 */
export function takeFromAddressBar(names: readonly string[]): Record<string, string | null> {
  const url = new URL(window.location.href);
  const taken = Object.fromEntries(names.map((name) => [name, url.searchParams.get(name)]));
  if (names.some((name) => url.searchParams.has(name))) {
    names.forEach((name) => url.searchParams.delete(name));
    window.history.replaceState(
      window.history.state,
      '',
      `${url.pathname}${url.search}${url.hash}`,
    );
  }
  return taken;
}
