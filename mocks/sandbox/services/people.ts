// Who is asking: the user token's person (or the epay token's link), and what they may see. Each
// person sees only their own owners' properties, accounts and methods.
import type { Kysely, Transaction } from 'kysely';
import { problemOf, type Context } from '../handler.ts';
import type { Database } from '../schema.ts';
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

/** `GET /Security`'s answer for a person: what they may do, and on which boards. */
export interface Security {
  securities: string[];
  boardAssociationIds: number[];
  arcChairAssociationIds: number[];
}

export async function securityOf(context: Context<unknown>, person: SignedIn): Promise<Security> {
  const user = await context.db
    .selectFrom('users')
    .select('security')
    .where('id', '=', person.userId)
    .executeTakeFirstOrThrow();
  const security = user.security as Partial<Security>;
  return {
    securities: security.securities ?? [],
    boardAssociationIds: security.boardAssociationIds ?? [],
    arcChairAssociationIds: security.arcChairAssociationIds ?? [],
  };
}

/** The associations a person belongs to: where they own a property or sit on the board. */
export async function associationsOf(
  context: Context<unknown>,
  person: SignedIn,
): Promise<number[]> {
  const owned = person.ownerIds.length
    ? await context.db
        .selectFrom('properties')
        .select('association_id')
        .where('owner_id', 'in', person.ownerIds)
        .execute()
    : [];
  const { boardAssociationIds } = await securityOf(context, person);
  return [...new Set([...owned.map((p) => p.association_id), ...boardAssociationIds])];
}

/**
 * The signed-in board member of an association, or the operation's 403 (BD403 where the contract
 * names it) for anyone who is not on its board.
 */
export async function boardMember(
  context: Context<unknown>,
  associationId: number,
): Promise<SignedIn & Security> {
  const person = await signedIn(context);
  const security = await securityOf(context, person);
  if (!security.boardAssociationIds.includes(associationId)) throw problemOf(context, 403);
  return { ...person, ...security };
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

/** A person's name as their profile has it (their email when it has none). */
export async function nameOfUser(
  db: Pick<Kysely<Database> | Transaction<Database>, 'selectFrom'>,
  userId: number,
): Promise<string> {
  const user = await db
    .selectFrom('users')
    .select(['profile', 'email'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return displayName(user.profile, user.email);
}

export function displayName(profile: unknown, email: string): string {
  const { firstName = '', lastName = '' } = profile as { firstName?: string; lastName?: string };
  return `${firstName} ${lastName}`.trim() || email;
}
