// Who is asking: the user token's person (or the epay token's link), and what they may see. Each
// person sees only their own owners' properties, accounts and methods.
import { problemOf, type Context } from '../handler.ts';
import { verifyToken } from '../tokens.ts';

export interface SignedIn {
  userId: number;
  ownerIds: number[];
  mimickedBy: string | null;
  claims: Record<string, unknown>;
}

export async function signedIn(context: Context<unknown>): Promise<SignedIn> {
  const claims = context.bearer ? await verifyToken(context.tenant, context.bearer) : null;
  const userId = Number(claims?.UserId);
  const owners = claims?.owners;
  if (!claims || !Number.isInteger(userId) || !Array.isArray(owners)) throw problemOf(context, 401);
  return {
    userId,
    ownerIds: owners.filter((owner): owner is number => Number.isInteger(owner)),
    mimickedBy: typeof claims.MimickedBy === 'string' ? claims.MimickedBy : null,
    claims,
  };
}

export interface CheckoutVisitor {
  linkId: number;
  ownerId: number;
  subLedgerId: number;
  userId: number;
}

export async function checkoutVisitor(context: Context<unknown>): Promise<CheckoutVisitor> {
  const claims = context.bearer ? await verifyToken(context.tenant, context.bearer) : null;
  const linkId = Number(claims?.sub);
  if (!claims || !Number.isInteger(linkId)) throw problemOf(context, 401);
  return {
    linkId,
    ownerId: Number(claims.poid),
    subLedgerId: Number(claims.slid),
    userId: Number(claims.uid),
  };
}
