// Every address that comes from a service or an association and leaves the portal (a link, a
// download, a provider's login page) passes here: https only, so `javascript:`, `data:` or plain
// http never become something a person can click (issue 23).

/** The address when it is an absolute https URL with a host, else undefined. */
export function httpsUrl(url: string | null | undefined): string | undefined {
  const trimmed = url?.trim();
  if (!trimmed) return undefined;
  try {
    const parsed = new URL(trimmed);
    return parsed.protocol === 'https:' && parsed.hostname !== '' ? trimmed : undefined;
  } catch {
    return undefined;
  }
}

const BASE = 'https://courtyard.invalid';

/**
 * A raw target (a return address, a host's command, a content link) as a path of the portal, or
 * undefined when it could lead anywhere else: `//host`, `/\host`, absolute URLs, `javascript:`,
 * control characters, their percent-encoded variants, and dot segments that resolve to `//host`.
 */
export function inAppPath(raw: unknown): string | undefined {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > 2048) return undefined;
  let decoded = raw;
  try {
    // Decode repeatedly so %2F%2F or %252F%252F cannot hide a second slash.
    for (let i = 0; i < 3 && /%[0-9a-f]{2}/i.test(decoded); i++)
      decoded = decodeURIComponent(decoded);
  } catch {
    return undefined;
  }
  // eslint-disable-next-line no-control-regex -- control characters are exactly what we refuse
  if (/[\u0000-\u001f\u007f\\]/.test(decoded)) return undefined;
  if (!decoded.startsWith('/') || decoded.startsWith('//')) return undefined;
  let url: URL;
  try {
    url = new URL(raw, BASE);
  } catch {
    return undefined;
  }
  if (url.origin !== BASE) return undefined;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // Dot segments resolve after the checks above (`/.//evil.example` becomes `//evil.example`):
  // the result is checked too.
  return /^\/[/\\]/.test(path) ? undefined : path;
}

// In-app pages association content must not link to: signing in or out, and the embedded set.
const FORBIDDEN_IN_APP = /^\/(auth|logout|embed)(\/|$|[?#])/i;

/**
 * Where a link in association-authored HTML may lead: an https page, mail or a phone number, or a
 * page of the portal other than the sign-in, sign-out and embedded ones. A relative link resolves
 * against the portal's root (so `../logout` is caught too).
 */
export function contentHref(href: string | null | undefined): string | undefined {
  const trimmed = href?.trim();
  if (!trimmed) return undefined;
  if (/^(mailto|tel):/i.test(trimmed)) return trimmed;
  if (/^[a-z][a-z0-9+.-]*:/i.test(trimmed) || trimmed.startsWith('//')) return httpsUrl(trimmed);
  const path = inAppPath(trimmed.startsWith('/') ? trimmed : `/${trimmed}`);
  return path && !FORBIDDEN_IN_APP.test(path) ? path : undefined;
}
