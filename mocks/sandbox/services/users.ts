// The users service: signing in, who the person is, what they may do, their home settings.
import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';
import type { operations } from '../../../generated/users/schema.d.ts';
import { exampleOf } from '../contracts.ts';
import { problemOf, type Handlers } from '../handler.ts';
import type { Kysely } from 'kysely';
import type { Database } from '../schema.ts';
import { signToken, type UserClaims } from '../tokens.ts';
import { signedIn } from './people.ts';

export function hashPassword(password: string): string {
  const salt = randomBytes(16).toString('hex');
  return `${salt}:${scryptSync(password, salt, 32).toString('hex')}`;
}

export function passwordMatches(password: string, stored: string): boolean {
  const [salt, hash] = stored.split(':');
  if (!salt || !hash) return false;
  const expected = Buffer.from(hash, 'hex');
  const actual = scryptSync(password, salt, expected.length);
  return timingSafeEqual(actual, expected);
}

/** A person's user-token claims: who they are and the owners whose accounts they see. */
export async function userClaims(
  db: Kysely<Database>,
  user: { id: number; email: string },
  mimickedBy?: string,
): Promise<UserClaims> {
  // A household member sees the account holder's owners, with their role's rights.
  const member = await db
    .selectFrom('household_members')
    .select(['account_user_id', 'role'])
    .where('id', '=', user.id)
    .executeTakeFirst();
  const owners = await db
    .selectFrom('owners')
    .select('id')
    .where('user_id', '=', member?.account_user_id ?? user.id)
    .orderBy('id')
    .execute();
  return {
    UserId: String(user.id),
    Customer: 'DEMO',
    unique_name: user.email.split('@')[0] ?? user.email,
    owners: owners.map((owner) => owner.id),
    ...(member ? { household: member.role } : {}),
    ...(mimickedBy ? { MimickedBy: mimickedBy } : {}),
  };
}

/** The contract's example SSO token stands for Jordan (the mobile shell's demo sign-in). */
const DEMO_SSO_TOKENS: Record<string, string> = {
  'sso-3f9a1c7e-demo': 'jordan.rivera@example.com',
};

export const usersHandlers: Handlers<operations> = {
  async authenticateUser(context) {
    const { email, password } = context.body;
    const user = await context.db
      .selectFrom('users')
      .select(['id', 'email', 'password_hash'])
      .where('email', '=', email.trim().toLowerCase())
      .executeTakeFirst();
    if (!user || !passwordMatches(password, user.password_hash))
      throw problemOf(context, 401, 'invalidCredentials');
    const { token, expiresAt } = await signToken(
      context.tenant,
      await userClaims(context.db, user),
    );
    return { status: 200, body: { token, userId: user.id, expiresAt } };
  },

  async authenticateSso(context) {
    const email = DEMO_SSO_TOKENS[context.body.ssoToken];
    const user = email
      ? await context.db
          .selectFrom('users')
          .select(['id', 'email'])
          .where('email', '=', email)
          .executeTakeFirst()
      : undefined;
    if (!user) throw problemOf(context, 401, 'invalidCredentials');
    const { token, expiresAt } = await signToken(
      context.tenant,
      await userClaims(context.db, user),
    );
    return { status: 200, body: { token, userId: user.id, expiresAt } };
  },

  async getPortalToken(context) {
    const person = await signedIn(context);
    const { token, expiresAt } = await signToken(context.tenant, {
      UserId: String(person.userId),
      Customer: 'DEMO',
      unique_name: typeof person.claims.unique_name === 'string' ? person.claims.unique_name : '',
      owners: person.ownerIds,
      scope: 'portal',
      ...(person.claims.household === 'coOwner' || person.claims.household === 'family'
        ? { household: person.claims.household }
        : {}),
      ...(person.mimickedBy ? { MimickedBy: person.mimickedBy } : {}),
    });
    return { status: 200, body: { token, expiresAt } };
  },

  async renewUserToken(context) {
    const person = await signedIn(context);
    // A portal token is no user token: renewing one would turn it into one.
    if (person.claims.scope !== undefined) throw problemOf(context, 401);
    const user = await context.db
      .selectFrom('users')
      .select(['id', 'email'])
      .where('id', '=', person.userId)
      .executeTakeFirst();
    if (!user) throw problemOf(context, 401);
    const { token, expiresAt } = await signToken(
      context.tenant,
      await userClaims(context.db, user, person.mimickedBy ?? undefined),
    );
    return { status: 200, body: { token, userId: user.id, expiresAt } };
  },

  async getUserById(context) {
    const person = await signedIn(context);
    if (context.params.id !== person.userId) throw problemOf(context, 404);
    const user = await context.db
      .selectFrom('users')
      .select('profile')
      .where('id', '=', person.userId)
      .executeTakeFirstOrThrow();
    return {
      status: 200,
      body: {
        ...(user.profile as operations['getUserById']['responses'][200]['content']['application/json']),
        isMimic: person.mimickedBy !== null,
        ...(person.mimickedBy ? { mimickedBy: person.mimickedBy } : {}),
      },
    };
  },

  async getSecurity(context) {
    const person = await signedIn(context);
    const user = await context.db
      .selectFrom('users')
      .select('security')
      .where('id', '=', person.userId)
      .executeTakeFirstOrThrow();
    return {
      status: 200,
      body: user.security as operations['getSecurity']['responses'][200]['content']['application/json'],
    };
  },

  async getHomeSettings(context) {
    const person = await signedIn(context);
    const settings = exampleOf(
      context.contract,
      'getHomeSettings',
      200,
      'demo',
    ) as operations['getHomeSettings']['responses'][200]['content']['application/json'];
    const security = await context.db
      .selectFrom('users')
      .select('security')
      .where('id', '=', person.userId)
      .executeTakeFirstOrThrow();
    const boardIds =
      (security.security as { boardAssociationIds?: number[] }).boardAssociationIds ?? [];
    const properties = person.ownerIds.length
      ? await context.db
          .selectFrom('properties')
          .select(['association_id', 'record'])
          .where('owner_id', 'in', person.ownerIds)
          .orderBy('id')
          .execute()
      : [];
    const associationIds = [...new Set([...properties.map((p) => p.association_id), ...boardIds])];
    const associations = associationIds.length
      ? await context.db
          .selectFrom('associations')
          .select(['id', 'settings'])
          .where('id', 'in', associationIds)
          .orderBy('id')
          .execute()
      : [];
    type Settings = typeof settings;
    type Association = NonNullable<Settings['associations']>[number];
    const company = associations[0]?.settings as
      { logoUrl?: string; bannerUrl?: string } | undefined;
    return {
      status: 200,
      body: {
        ...settings,
        // The management company's own marks: its first association's in the sandbox.
        ...(company?.logoUrl ? { logoUrl: company.logoUrl } : {}),
        ...(company?.bannerUrl ? { bannerUrl: company.bannerUrl } : {}),
        pages: settings.pages.filter((page) => associationIds.includes(page.associationId)),
        customActions: settings.customActions.filter((action) =>
          associationIds.includes(action.associationId),
        ),
        associations: associations.map((association): Association => ({
          ...(association.settings as Association),
          properties: properties
            .filter((p) => p.association_id === association.id)
            .map((p) => p.record as NonNullable<Association['properties']>[number]),
        })),
      },
    };
  },

  async getHomeowner(context) {
    const person = await signedIn(context);
    if (context.params.id !== person.userId) throw problemOf(context, 404);
    const user = await context.db
      .selectFrom('users')
      .select('homeowner')
      .where('id', '=', person.userId)
      .executeTakeFirstOrThrow();
    if (!user.homeowner) throw problemOf(context, 404);
    return {
      status: 200,
      body: user.homeowner as operations['getHomeowner']['responses'][200]['content']['application/json'],
    };
  },
};
