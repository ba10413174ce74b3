// A new login with its homeowner profile, as registration and a household invitation make it: the
// password hashed, a free user name, the login email as the primary email (what the payment
// provider needs, PA037) and the phone typed, if any, as the primary phone.
import type { Transaction } from 'kysely';
import type { Database } from '../schema.ts';
import { hashPassword } from '../services/users.ts';
import type { HomeownerProfile } from './homeowner.ts';

export interface NewLogin {
  userId: number;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  phone?: string;
  /** The owners whose property the profile lists. */
  ownerIds: number[];
  /** `GET /Security`'s answer for the person. */
  security: Record<string, unknown>;
}

/** A user name nobody has: the email's local part, numbered when taken. */
async function freeUserName(db: Transaction<Database>, email: string): Promise<string> {
  const base = email.split('@')[0] ?? email;
  const taken = new Set(
    (await db.selectFrom('users').select('profile').execute()).map((row) =>
      ((row.profile as { userName?: string }).userName ?? '').toLowerCase(),
    ),
  );
  let name = base;
  for (let n = 2; taken.has(name.toLowerCase()); n++) name = `${base}${String(n)}`;
  return name;
}

export async function createLogin(db: Transaction<Database>, login: NewLogin): Promise<void> {
  const { userId, email, firstName, lastName, phone } = login;
  const userName = await freeUserName(db, email);
  await db
    .insertInto('users')
    .values({
      id: userId,
      email,
      password_hash: hashPassword(login.password),
      kind: 'homeowner',
      profile: JSON.stringify({
        userId,
        userName,
        email,
        firstName,
        lastName,
        ...(phone === undefined ? {} : { phone }),
        customer: 'DEMO',
        isMimic: false,
      }),
      security: JSON.stringify(login.security),
      homeowner: null,
    })
    .execute();
  // The contacts' ids come from the profile's id table, like any contact added later.
  const contactId = async () =>
    (
      await db
        .insertInto('contact_ids')
        .values({ user_id: userId })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const contacts: HomeownerProfile['contacts'] = [
    {
      contactId: await contactId(),
      type: 'email',
      label: 'Personal email',
      value: email,
      isPrimary: true,
      communicationPreference: 'email',
    },
  ];
  if (phone !== undefined)
    contacts.push({
      contactId: await contactId(),
      type: 'phone',
      label: 'Mobile',
      value: phone,
      isPrimary: true,
      communicationPreference: 'none',
    });
  const homeowner: HomeownerProfile = {
    homeownerId: userId,
    ownerIds: login.ownerIds,
    firstName,
    lastName,
    name: `${firstName} ${lastName}`.trim(),
    userName,
    email,
    contacts,
    addresses: [],
  };
  await db
    .updateTable('users')
    .set({ homeowner: JSON.stringify(homeowner) })
    .where('id', '=', userId)
    .execute();
}
