/**
 * The page to open after login, from the ?redirect= the login page was given. Only a same-origin
 * relative path is followed: `//host`, absolute URLs, `javascript:` and their encoded or
 * backslashed variants fall back to the dashboard (an open redirect would let a crafted link
 * send a homeowner to a look-alike site right after they typed their password).
 */
export const DEFAULT_AFTER_LOGIN = '/dashboard';

export function safeRedirectTarget(raw: unknown): string {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > 2048) return DEFAULT_AFTER_LOGIN;
  let decoded = raw;
  try {
    // Decode repeatedly so %2F%2F or %252F%252F cannot hide a second slash.
    for (let i = 0; i < 3 && /%[0-9a-f]{2}/i.test(decoded); i++)
      decoded = decodeURIComponent(decoded);
  } catch {
    return DEFAULT_AFTER_LOGIN;
  }
  // eslint-disable-next-line no-control-regex -- control characters are exactly what we refuse
  if (/[\u0000-\u001f\u007f\\]/.test(decoded)) return DEFAULT_AFTER_LOGIN;
  if (!decoded.startsWith('/') || decoded.startsWith('//')) return DEFAULT_AFTER_LOGIN;
  const url = new URL(raw, 'https://courtyard.invalid');
  if (url.origin !== 'https://courtyard.invalid') return DEFAULT_AFTER_LOGIN;
  const target = `${url.pathname}${url.search}${url.hash}`;
  // Dot segments resolve after the checks above: `/.//evil.example` or `/a/..//evil.example`
  // become `//evil.example`, which a browser reads as another host. The result is checked too.
  if (/^\/[/\\]/.test(target)) return DEFAULT_AFTER_LOGIN;
  // Never loop back into the sign-in pages.
  if (/^\/(embed\/)?(login|logout)(\/|$|\?)/.test(target)) return DEFAULT_AFTER_LOGIN;
  return target;
}
