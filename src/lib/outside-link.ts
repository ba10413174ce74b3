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
  // Control characters or a backslash are refused: browsers read `/\host` as another host.
  // eslint-disable-next-line no-control-regex -- control characters are exactly what we refuse
  if (/[\u0000-\u001f\u007f\\]/.test(trimmed)) return undefined;
  const base = 'https://courtyard.invalid';
  let resolved: URL;
  try {
    resolved = new URL(trimmed, `${base}/`);
  } catch {
    return undefined;
  }
  if (resolved.origin !== base) return undefined;
  const path = `${resolved.pathname}${resolved.search}${resolved.hash}`;
  if (path.startsWith('//') || FORBIDDEN_IN_APP.test(path)) return undefined;
  return path;
}
