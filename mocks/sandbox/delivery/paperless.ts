// Whether an account's statements are paperless, since when and by whom: its consent not withdrawn.
import type { Kysely, Transaction } from 'kysely';
import type { components } from '../../../generated/users/schema.d.ts';
import { householdRoleOf } from '../household/handlers.ts';
import type { Database } from '../schema.ts';

type PaperlessConsent = components['schemas']['PaperlessConsent'];
type Db = Pick<Kysely<Database> | Transaction<Database>, 'selectFrom'>;

/** The account's consent in force, if any (a household shares its holder's statements). */
export async function consentInForce(db: Db, accountUserId: number) {
  return db
    .selectFrom('paperless_consents')
    .selectAll()
    .where('account_user_id', '=', accountUserId)
    .where('withdrawn_at', 'is', null)
    .orderBy('given_at', 'desc')
    .executeTakeFirst();
}

export async function paperlessOf(db: Db, userId: number): Promise<PaperlessConsent> {
  const { holderId } = await householdRoleOf(db, userId);
  const consent = await consentInForce(db, holderId);
  return consent
    ? {
        enabled: true,
        since: new Date(consent.given_at).toISOString(),
        givenBy: consent.given_by_name,
      }
    : { enabled: false };
}
