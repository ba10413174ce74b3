import { decodeJwtClaims, numericClaim } from '@/lib/jwt';

/** Why a sign-in link did not sign anyone in; the login page explains each. */
export type SignInProblem =
  'linkInvalid' | 'linkExpired' | 'ssoFailed' | 'ssoMissing' | 'sessionFailed';

export const signInProblems: readonly SignInProblem[] = [
  'linkInvalid',
  'linkExpired',
  'ssoFailed',
  'ssoMissing',
  'sessionFailed',
];

export function isSignInProblem(value: unknown): value is SignInProblem {
  return typeof value === 'string' && (signInProblems as readonly string[]).includes(value);
}

/** Checks a token from a link before using it: it must name a user and not have expired. */
export function checkLinkToken(token: string | null, now: Date): SignInProblem | null {
  if (!token) return 'linkInvalid';
  const claims = decodeJwtClaims(token);
  if (!claims || numericClaim(claims, 'UserId') === null) return 'linkInvalid';
  const expiresAt = numericClaim(claims, 'exp');
  if (expiresAt !== null && expiresAt * 1000 <= now.getTime()) return 'linkExpired';
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
