// Paperless statements: the consent given with the text the person read, and withdrawn; only an
// owner of the account (the holder or a co-owner), never a staff member mimicking them.
import type { operations } from '../../../generated/users/schema.d.ts';
import { problemOf, type Context, type Handlers } from '../handler.ts';
import { householdRoleOf } from '../household/handlers.ts';
import { preferencesOf } from '../profile/community.ts';
import { nameOfUser, signedIn } from '../services/people.ts';
import { consentInForce } from './paperless.ts';

/** The account whose statements the person may change, or the operation's 404 or 403. */
async function consentingOwner(context: Context<{ parameters: { path: { id: number } } }>) {
  const person = await signedIn(context);
  if (context.params.id !== person.userId) throw problemOf(context, 404);
  if (person.mimickedBy !== null) throw problemOf(context, 403, 'mimic');
  const { holderId, role } = await householdRoleOf(context.db, person.userId);
  if (role === 'family') throw problemOf(context, 403, 'householdFamily');
  return { userId: person.userId, holderId };
}

export const deliveryHandlers: Handlers<operations> = {
  async givePaperlessConsent(context) {
    const { userId, holderId } = await consentingOwner(context);
    const consentText = context.body.consentText.trim();
    if (!consentText) throw problemOf(context, 400);
    return context.db.transaction().execute(async (db) => {
      // The holder's row is the lock: two consents at once make one.
      await db.selectFrom('users').select('id').where('id', '=', holderId).forUpdate().execute();
      // Consenting again keeps the first consent and its date.
      if (!(await consentInForce(db, holderId)))
        await db
          .insertInto('paperless_consents')
          .values({
            account_user_id: holderId,
            given_by_user_id: userId,
            given_by_name: await nameOfUser(db, userId),
            consent_text: consentText,
            given_at: context.now.toISOString(),
            withdrawn_at: null,
            withdrawn_by_user_id: null,
          })
          .execute();
      return { status: 200, body: await preferencesOf(context, db, userId) };
    });
  },

  async withdrawPaperlessConsent(context) {
    const { userId, holderId } = await consentingOwner(context);
    return context.db.transaction().execute(async (db) => {
      await db.selectFrom('users').select('id').where('id', '=', holderId).forUpdate().execute();
      await db
        .updateTable('paperless_consents')
        .set({ withdrawn_at: context.now.toISOString(), withdrawn_by_user_id: userId })
        .where('account_user_id', '=', holderId)
        .where('withdrawn_at', 'is', null)
        .execute();
      return { status: 200, body: await preferencesOf(context, db, userId) };
    });
  },
};
