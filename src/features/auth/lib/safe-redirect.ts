import { inAppPath } from '@/lib/outside-link';

/**
 * The page to open after login, from the ?redirect= the login page was given. Only a same-origin
 * relative path is followed: `//host`, absolute URLs, `javascript:` and their encoded or
 * backslashed variants fall back to the dashboard (an open redirect would let a crafted link
 * send a homeowner to a look-alike site right after they typed their password).
 */
export const DEFAULT_AFTER_LOGIN = '/dashboard';

export function safeRedirectTarget(raw: unknown): string {
  const target = inAppPath(raw);
  // Never loop back into the sign-in pages.
  if (!target || /^\/(embed\/)?(login|logout)(\/|$|\?)/.test(target)) return DEFAULT_AFTER_LOGIN;
  return target;
}
