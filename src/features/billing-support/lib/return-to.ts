/**
 * Where the consent page goes after the homeowner agrees: the `returnTo` the payment flow gave,
 * but only a same-origin relative path inside billing. `//host`, absolute URLs, `javascript:`,
 * encoded or backslashed variants, dot segments that climb out of /billing, and the consent page
 * itself all fall back to /billing (an open redirect would send a homeowner who just agreed to a
 * payment to a look-alike site).
 */
export const DEFAULT_RETURN_TO = '/billing';

const CONSENT_PATH = '/billing/payment-consent';
const BASE = 'https://courtyard.invalid';
const insideBilling = (path: string) => /^\/billing(?:[/?#]|$)/.test(path);

export function safeReturnTo(raw: unknown): string {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > 2048) return DEFAULT_RETURN_TO;
  let decoded = raw;
  try {
    // Decode repeatedly so %2F%2F or %252F%252F cannot hide a second slash or a dot segment.
    for (let i = 0; i < 3 && /%[0-9a-f]{2}/i.test(decoded); i++)
      decoded = decodeURIComponent(decoded);
  } catch {
    return DEFAULT_RETURN_TO;
  }
  // eslint-disable-next-line no-control-regex -- control characters are exactly what we refuse
  if (/[\u0000-\u001f\u007f\\]/.test(decoded) || /\s/.test(decoded)) return DEFAULT_RETURN_TO;
  if (!insideBilling(decoded)) return DEFAULT_RETURN_TO;
  // No "." or ".." segment anywhere in the path.
  const decodedPath = decoded.split(/[?#]/, 1)[0] ?? '';
  if (decodedPath.split('/').some((segment) => segment === '.' || segment === '..'))
    return DEFAULT_RETURN_TO;
  let url: URL;
  try {
    url = new URL(raw, BASE);
  } catch {
    return DEFAULT_RETURN_TO;
  }
  if (url.origin !== BASE || !insideBilling(url.pathname)) return DEFAULT_RETURN_TO;
  // Going back to the consent page would only ask again.
  const path = url.pathname.replace(/\/+$/, '');
  if (path.toLowerCase() === CONSENT_PATH) return DEFAULT_RETURN_TO;
  return `${url.pathname}${url.search}${url.hash}`;
}
