// Login changes (email, user name, password) and the password-reset link: each takes effect at the
// next sign-in, since `POST /Users/Authenticate` reads the same row.
import { createHash, randomBytes } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { operations } from '../../../generated/users/schema.d.ts';
import { problemOf, type Context, type Handlers } from '../handler.ts';
import type { Database } from '../schema.ts';
import { signedIn } from '../services/people.ts';
import { hashPassword, passwordMatches, userClaims } from '../services/users.ts';
import { signToken } from '../tokens.ts';
import type { HomeownerProfile } from './homeowner.ts';

/** How long a reset link works. */
export const RESET_LINK_HOURS = 24;

/** A reset token is kept as its hash: the table never holds what the email carries. */
export function resetTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Writes a reset link for a person; the token goes only to whoever sends the email. */
export async function issueResetToken(
  db: Transaction<Database>,
  userId: number,
  now: Date,
  token = `rst-${randomBytes(16).toString('hex')}`,
): Promise<string> {
  await db
    .insertInto('password_resets')
    .values({
      token_hash: resetTokenHash(token),
      user_id: userId,
      expires_at: new Date(now.getTime() + RESET_LINK_HOURS * 3_600_000).toISOString(),
      used_at: null,
    })
    .execute();
  return token;
}

/** The current password did not match: the contract's 422 shape, naming the field. */
function wrongPassword(context: Context<unknown>, example: string) {
  const words = 'The current password is not correct.';
  return problemOf(context, 422, example, {
    detail: words,
    errors: { currentPassword: [words] },
  });
}

export const loginHandlers: Handlers<operations> = {
  async updateLoginInfo(context) {
    const person = await signedIn(context);
    const { email, userName, currentPassword } = context.body;
    return context.db.transaction().execute(async (db) => {
      const user = await db
        .selectFrom('users')
        .selectAll()
        .where('id', '=', person.userId)
        .forUpdate()
        .executeTakeFirstOrThrow();
      if (!passwordMatches(currentPassword, user.password_hash))
        throw wrongPassword(context, 'profileInvalid');
      const profile = user.profile as { userName?: string; email?: string };
      const nextEmail = email?.trim().toLowerCase() ?? user.email;
      const currentName = profile.userName ?? user.email.split('@')[0] ?? user.email;
      const nextName = userName?.trim() ?? currentName;
      const others = await db
        .selectFrom('users')
        .select(['email', 'profile'])
        .where('id', '!=', person.userId)
        .execute();
      const taken = others.some(
        (other) =>
          other.email === nextEmail ||
          (other.profile as { userName?: string }).userName?.toLowerCase() ===
            nextName.toLowerCase(),
      );
      if (taken) throw problemOf(context, 409, 'emailInUse');
      const homeowner = user.homeowner as HomeownerProfile | null;
      await db
        .updateTable('users')
        .set({
          email: nextEmail,
          profile: JSON.stringify({ ...profile, email: nextEmail, userName: nextName }),
          homeowner: homeowner
            ? JSON.stringify({ ...homeowner, email: nextEmail, userName: nextName })
            : null,
        })
        .where('id', '=', person.userId)
        .execute();
      // A new user name is a new token's name: the portal stores the one answered here.
      const renamed = nextName !== currentName;
      const token = renamed
        ? (
            await signToken(context.tenant, {
              ...(await userClaims(db, { id: person.userId, email: nextEmail })),
              unique_name: nextName,
            })
          ).token
        : undefined;
      return {
        status: 200,
        body: {
          userId: person.userId,
          userName: nextName,
          email: nextEmail,
          ...(token ? { token } : {}),
        },
      };
    });
  },

  async changePassword(context) {
    const { currentPassword, resetToken, newPassword } = context.body;
    if (resetToken !== undefined) {
      return context.db.transaction().execute(async (db) => {
        const link = await db
          .selectFrom('password_resets')
          .selectAll()
          .where('token_hash', '=', resetTokenHash(resetToken))
          .forUpdate()
          .executeTakeFirst();
        if (!link || link.used_at || link.expires_at <= context.now)
          throw problemOf(context, 422, 'resetTokenExpired');
        await db
          .updateTable('users')
          .set({ password_hash: hashPassword(newPassword) })
          .where('id', '=', link.user_id)
          .execute();
        await db
          .updateTable('password_resets')
          .set({ used_at: context.now.toISOString() })
          .where('token_hash', '=', link.token_hash)
          .execute();
        return { status: 204 };
      });
    }
    const person = await signedIn(context);
    if (currentPassword === undefined) throw problemOf(context, 400);
    return context.db.transaction().execute(async (db) => {
      const user = await db
        .selectFrom('users')
        .select('password_hash')
        .where('id', '=', person.userId)
        .forUpdate()
        .executeTakeFirstOrThrow();
      if (!passwordMatches(currentPassword, user.password_hash))
        throw wrongPassword(context, 'passwordTooShort');
      await db
        .updateTable('users')
        .set({ password_hash: hashPassword(newPassword) })
        .where('id', '=', person.userId)
        .execute();
      return { status: 204 };
    });
  },

  async requestPasswordReset(context) {
    const email = context.body.email.trim().toLowerCase();
    await context.db.transaction().execute(async (db) => {
      const user = await db
        .selectFrom('users')
        .select('id')
        .where('email', '=', email)
        .executeTakeFirst();
      // The same answer either way, so it cannot be used to find accounts; no mail leaves the sandbox.
      if (!user) return;
      await issueResetToken(db, user.id, context.now);
      console.info(
        `sandbox: a password reset link for user ${String(user.id)} would be emailed now`,
      );
    });
    return { status: 202 };
  },
};
