// Households: the account holder invites a co-owner or family member by email; the invited person
// makes their login from the link, sharing the holder's owners with the rights the role gives.
// Every change is one transaction; a one-time code is looked up by its hash.
import { createHash, randomBytes } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { components, operations } from '../../../generated/users/schema.d.ts';
import { exampleOf } from '../contracts.ts';
import { problemOf, type Context, type Handlers } from '../handler.ts';
import { createLogin } from '../profile/new-login.ts';
import type { Database } from '../schema.ts';
import { displayName, nameOfUser, signedIn } from '../services/people.ts';
import type { HouseholdRole } from './tables.ts';

type Invitation = components['schemas']['HouseholdInvitation'];
type Member = components['schemas']['HouseholdMember'];

/** How long an invitation link works. */
export const INVITATION_DAYS = 14;

export function invitationCodeHash(code: string): string {
  return createHash('sha256').update(code).digest('hex');
}

/** The portal address the email carries (the sign-up page reads the code and drops it). */
export function invitationLink(code: string): string {
  return `/household/join?invitation=${encodeURIComponent(code)}`;
}

function newCode(): string {
  return `hh-${randomBytes(16).toString('hex')}`;
}

function expiryFrom(now: Date): string {
  return new Date(now.getTime() + INVITATION_DAYS * 86_400_000).toISOString();
}

const iso = (value: string | Date) => new Date(value).toISOString();

/** The household a login belongs to: its own (no role) or the one it joined, with its role. */
export async function householdRoleOf(
  db: Pick<Transaction<Database>, 'selectFrom'>,
  userId: number,
): Promise<{ holderId: number; role: HouseholdRole | null }> {
  const member = await db
    .selectFrom('household_members')
    .select(['account_user_id', 'role'])
    .where('id', '=', userId)
    .executeTakeFirst();
  return member
    ? { holderId: member.account_user_id, role: member.role }
    : { holderId: userId, role: null };
}

/** The household the person sees: their own (the account holder's), or the one they joined. */
async function householdOfCaller(context: Context<{ parameters: { path: { id: number } } }>) {
  const person = await signedIn(context);
  if (context.params.id !== person.userId) throw problemOf(context, 404);
  const { holderId, role } = await householdRoleOf(context.db, person.userId);
  return { holderId, canManage: role === null && person.ownerIds.length > 0 };
}

/** The account holder's own household, or the operation's 403 for anyone else. */
async function managedHousehold(context: Context<{ parameters: { path: { id: number } } }>) {
  const household = await householdOfCaller(context);
  if (!household.canManage) throw problemOf(context, 403, 'notManager');
  return household.holderId;
}

/** `GET /Security` for a member: a co-owner is a homeowner; family a non-homeowner member. */
function securityFor(context: Context<unknown>, role: HouseholdRole): Record<string, unknown> {
  const homeowner = exampleOf(context.contract, 'getSecurity', 200, 'homeownerOnly') as Record<
    string,
    unknown
  >;
  return role === 'coOwner' ? homeowner : { ...homeowner, roles: ['nonHomeownerMember'] };
}

/** A pending invitation found by its code, locked for the change, or the contract's 404. */
async function pendingByCode(context: Context<unknown>, db: Transaction<Database>, code: string) {
  const invitation = await db
    .selectFrom('household_invitations')
    .selectAll()
    .where('code_hash', '=', invitationCodeHash(code.trim()))
    .forUpdate()
    .executeTakeFirst();
  if (
    !invitation ||
    invitation.status !== 'pending' ||
    new Date(invitation.expires_at) <= context.now
  )
    throw problemOf(context, 404, 'gone');
  return invitation;
}

/** The account holder's pending invitation by id, locked, or the operation's 404. */
async function pendingById(
  context: Context<{ parameters: { path: { invitationId: number } } }>,
  db: Transaction<Database>,
  holderId: number,
) {
  const invitation = await db
    .selectFrom('household_invitations')
    .selectAll()
    .where('id', '=', context.params.invitationId)
    .where('account_user_id', '=', holderId)
    .where('status', '=', 'pending')
    .forUpdate()
    .executeTakeFirst();
  if (!invitation) throw problemOf(context, 404);
  return invitation;
}

function invitationOf(row: {
  id: number;
  email: string;
  role: HouseholdRole;
  sent_at: string | Date;
  expires_at: string | Date;
  link: string;
}): Invitation {
  return {
    invitationId: row.id,
    email: row.email,
    role: row.role,
    sentAt: iso(row.sent_at),
    expiresAt: iso(row.expires_at),
    link: row.link,
  };
}

/** Writes an invitation with a fresh code (or gives an existing one a fresh code). */
export async function sendInvitation(
  db: Transaction<Database>,
  invitation: { accountUserId: number; email: string; role: HouseholdRole; now: Date },
  code = newCode(),
): Promise<Invitation> {
  const row = await db
    .insertInto('household_invitations')
    .values({
      account_user_id: invitation.accountUserId,
      email: invitation.email,
      role: invitation.role,
      code_hash: invitationCodeHash(code),
      link: invitationLink(code),
      sent_at: invitation.now.toISOString(),
      expires_at: expiryFrom(invitation.now),
      status: 'pending',
      accepted_at: null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return invitationOf(row);
}

/** Makes a member's login: the holder's owners, the role's rights. Answers the member. */
export async function addMember(
  db: Transaction<Database>,
  member: {
    accountUserId: number;
    role: HouseholdRole;
    email: string;
    password: string;
    firstName: string;
    lastName: string;
    security: Record<string, unknown>;
    now: Date;
    id?: number;
  },
): Promise<Member> {
  const { id } = await db
    .insertInto('household_members')
    .values({
      ...(member.id === undefined ? {} : { id: member.id }),
      account_user_id: member.accountUserId,
      role: member.role,
      joined_at: member.now.toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const owners = await db
    .selectFrom('owners')
    .select('id')
    .where('user_id', '=', member.accountUserId)
    .orderBy('id')
    .execute();
  await createLogin(db, {
    userId: id,
    email: member.email,
    password: member.password,
    firstName: member.firstName,
    lastName: member.lastName,
    ownerIds: owners.map((owner) => owner.id),
    security: member.security,
  });
  return {
    userId: id,
    name: `${member.firstName} ${member.lastName}`,
    email: member.email,
    role: member.role,
    joinedAt: member.now.toISOString(),
  };
}

export const householdHandlers: Handlers<operations> = {
  async getHousehold(context) {
    const { holderId, canManage } = await householdOfCaller(context);
    const members = await context.db
      .selectFrom('household_members')
      .innerJoin('users', 'users.id', 'household_members.id')
      .select([
        'household_members.id',
        'household_members.role',
        'household_members.joined_at',
        'users.email',
        'users.profile',
      ])
      .where('household_members.account_user_id', '=', holderId)
      .orderBy('household_members.joined_at')
      .execute();
    const invitations = await context.db
      .selectFrom('household_invitations')
      .selectAll()
      .where('account_user_id', '=', holderId)
      .where('status', '=', 'pending')
      .orderBy('sent_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
    return {
      status: 200,
      body: {
        canManage,
        members: members.map((row) => ({
          userId: row.id,
          name: displayName(row.profile, row.email),
          email: row.email,
          role: row.role,
          joinedAt: iso(row.joined_at),
        })),
        // Only the account holder sees the links (a member sees who is invited, not their codes).
        invitations: invitations.map((row) => {
          const { link, ...rest } = invitationOf(row);
          return canManage ? { ...rest, link } : rest;
        }),
      },
    };
  },

  async inviteHouseholdMember(context) {
    const holderId = await managedHousehold(context);
    const email = context.body.email.trim().toLowerCase();
    const invitation = await context.db.transaction().execute(async (db) => {
      const login = await db
        .selectFrom('users')
        .select('id')
        .where('email', '=', email)
        .executeTakeFirst();
      const pending = await db
        .selectFrom('household_invitations')
        .select('id')
        .where('email', '=', email)
        .where('status', '=', 'pending')
        .where('expires_at', '>', context.now)
        .executeTakeFirst();
      if (login || pending) throw problemOf(context, 409, 'emailTaken');
      return sendInvitation(db, {
        accountUserId: holderId,
        email,
        role: context.body.role,
        now: context.now,
      });
    });
    // No mail leaves the sandbox; the line names neither the address nor the code.
    console.info(`sandbox: a household invitation from user ${String(holderId)} would be emailed`);
    return { status: 201, body: invitation };
  },

  async resendHouseholdInvitation(context) {
    const holderId = await managedHousehold(context);
    const invitation = await context.db.transaction().execute(async (db) => {
      const row = await pendingById(context, db, holderId);
      const code = newCode();
      const changed = await db
        .updateTable('household_invitations')
        .set({
          code_hash: invitationCodeHash(code),
          link: invitationLink(code),
          sent_at: context.now.toISOString(),
          expires_at: expiryFrom(context.now),
        })
        .where('id', '=', row.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      return invitationOf(changed);
    });
    return { status: 200, body: invitation };
  },

  async revokeHouseholdInvitation(context) {
    const holderId = await managedHousehold(context);
    await context.db.transaction().execute(async (db) => {
      const row = await pendingById(context, db, holderId);
      await db
        .updateTable('household_invitations')
        .set({ status: 'revoked' })
        .where('id', '=', row.id)
        .execute();
    });
    return { status: 204 };
  },

  async getHouseholdInvitation(context) {
    const answer = await context.db.transaction().execute(async (db) => {
      const invitation = await pendingByCode(context, db, context.body.code);
      return {
        email: invitation.email,
        role: invitation.role,
        invitedBy: await nameOfUser(db, invitation.account_user_id),
        expiresAt: iso(invitation.expires_at),
      };
    });
    return { status: 200, body: answer };
  },

  async acceptHouseholdInvitation(context) {
    const { code, password } = context.body;
    const firstName = context.body.firstName.trim();
    const lastName = context.body.lastName.trim();
    const blank = {
      ...(firstName ? {} : { firstName: ['Enter your first name'] }),
      ...(lastName ? {} : { lastName: ['Enter your last name'] }),
    };
    if (Object.keys(blank).length)
      throw problemOf(context, 422, 'registrationInvalid', { errors: blank });
    const member = await context.db.transaction().execute(async (db) => {
      const invitation = await pendingByCode(context, db, code);
      // The address got a login some other way since it was invited: the link is spent.
      const login = await db
        .selectFrom('users')
        .select('id')
        .where('email', '=', invitation.email)
        .executeTakeFirst();
      if (login) throw problemOf(context, 404, 'gone');
      const added = await addMember(db, {
        accountUserId: invitation.account_user_id,
        role: invitation.role,
        email: invitation.email,
        password,
        firstName,
        lastName,
        security: securityFor(context, invitation.role),
        now: context.now,
      });
      await db
        .updateTable('household_invitations')
        .set({ status: 'accepted', accepted_at: context.now.toISOString() })
        .where('id', '=', invitation.id)
        .execute();
      return added;
    });
    return { status: 201, body: member };
  },
};
