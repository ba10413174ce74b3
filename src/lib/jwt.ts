/**
 * Reads a JWT's claims without verifying it: the services verify tokens, the portal only needs
 * the claims it routes on. Returns null for anything that is not a well-formed token.
 */
export function decodeJwtClaims(token: string): Record<string, unknown> | null {
  const parts = token.split('.');
  if (parts.length !== 3 || !parts[1]) return null;
  try {
    const base64 = parts[1].replace(/-/g, '+').replace(/_/g, '/');
    const padded = base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '=');
    const json = new TextDecoder().decode(Uint8Array.from(atob(padded), (c) => c.charCodeAt(0)));
    const claims: unknown = JSON.parse(json);
    return typeof claims === 'object' && claims !== null && !Array.isArray(claims)
      ? (claims as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** A numeric claim that services send as a number or a numeric string. */
export function numericClaim(claims: Record<string, unknown> | null, name: string): number | null {
  const value = claims?.[name];
  const parsed =
    typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN;
  return Number.isSafeInteger(parsed) ? parsed : null;
}

export function stringClaim(claims: Record<string, unknown> | null, name: string): string | null {
  const value = claims?.[name];
  return typeof value === 'string' && value.length > 0 ? value : null;
}
