import { decodeJwtClaims, numericClaim } from '@/lib/jwt';

/** SPEC §3 "Express checkout": the epay token claims, read into the ids the checkout works with. */
export interface EpayClaims {
  /** `uid` */
  userId: number;
  /** `poid` */
  ownerId: number;
  /** `sub` */
  checkoutLinkId: number;
  /** `slid` */
  subLedgerId: number;
}

function positiveId(claims: Record<string, unknown> | null, name: string): number | null {
  const value = numericClaim(claims, name);
  return value !== null && value > 0 ? value : null;
}

/**
 * The claims of an epay token, or null when the token is not a JWT or any of the four ids is
 * missing or not a positive integer: the checkout then shows the bad-link page and sends nothing.
 * The token is read, not verified; the service verifies it on every call.
 */
export function readEpayClaims(token: string): EpayClaims | null {
  const claims = decodeJwtClaims(token);
  const userId = positiveId(claims, 'uid');
  const ownerId = positiveId(claims, 'poid');
  const checkoutLinkId = positiveId(claims, 'sub');
  const subLedgerId = positiveId(claims, 'slid');
  if (userId === null || ownerId === null || checkoutLinkId === null || subLedgerId === null) {
    return null;
  }
  return { userId, ownerId, checkoutLinkId, subLedgerId };
}
