// A person's contacts and addresses, kept in the platform's `users.homeowner` (what
// `GET /Homeowner/{id}` answers), changed in one transaction each; and the primary email rule
// behind PA037.
import type { Transaction } from 'kysely';
import type { components, operations } from '../../../generated/users/schema.d.ts';
import { problemOf, type Context, type Handlers } from '../handler.ts';
import type { Database } from '../schema.ts';
import { signedIn } from '../services/people.ts';

export type HomeownerProfile = components['schemas']['HomeownerProfile'];
type Contact = components['schemas']['HomeownerContact'];
type Address = components['schemas']['HomeownerAddress'];
type AddressInput = components['schemas']['HomeownerAddressInput'];

/**
 * The primary email the payment provider needs (SPEC §8 PA037): the primary contact of type
 * email, or null. The one place the rule lives: the provider action refuses without it.
 */
export function primaryEmailOf(profile: Pick<HomeownerProfile, 'contacts'> | null): string | null {
  return profile?.contacts.find((c) => c.type === 'email' && c.isPrimary)?.value ?? null;
}

/** A person's primary email as the database has it now. */
export async function primaryEmailOfUser(
  db: Pick<Transaction<Database>, 'selectFrom'>,
  userId: number,
): Promise<string | null> {
  const user = await db
    .selectFrom('users')
    .select('homeowner')
    .where('id', '=', userId)
    .executeTakeFirst();
  return primaryEmailOf((user?.homeowner ?? null) as HomeownerProfile | null);
}

/** One primary per type (the contract's rule): making one primary clears the others'. */
export function withPrimary<T extends { isPrimary: boolean }>(
  items: T[],
  chosen: T,
  sameKind: (item: T) => boolean,
): T[] {
  if (!chosen.isPrimary) return items;
  return items.map((item) =>
    item !== chosen && sameKind(item) && item.isPrimary ? { ...item, isPrimary: false } : item,
  );
}

/** What a domestic or international address lacks, in the contract's words (VA422). */
export function addressErrors(input: AddressInput): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  if (input.isInternational) {
    for (const field of ['country', 'province', 'postalCode'] as const)
      if (!input[field]?.trim()) errors[field] = [`Invalid ${field}`];
  } else {
    if (!input.state?.trim()) errors.state = ['Invalid state'];
    if (!/^\d{5}(-\d{4})?$/.test(input.zip?.trim() ?? '')) errors.zip = ['Invalid zipcode'];
  }
  return errors;
}

/** The address as stored: only the fields of its kind (domestic or international). */
function addressOf(addressId: number, input: AddressInput, isPrimary: boolean): Address {
  const common = {
    addressId,
    label: input.label.trim(),
    street: input.street.trim(),
    street2: input.street2?.trim() ?? '',
    city: input.city.trim(),
    isInternational: input.isInternational,
    isPrimary,
  };
  return input.isInternational
    ? {
        ...common,
        country: input.country?.trim() ?? '',
        province: input.province?.trim() ?? '',
        postalCode: input.postalCode?.trim() ?? '',
      }
    : {
        ...common,
        state: input.state?.trim() ?? '',
        zip: input.zip?.trim() ?? '',
        country: input.country?.trim() || 'United States',
      };
}

/**
 * Changes the signed-in person's own profile in one transaction (row locked), or answers the
 * operation's 404 for anyone else's id or a person without a homeowner profile.
 */
async function changeProfile<T>(
  context: Context<unknown>,
  homeownerId: number,
  change: (profile: HomeownerProfile, db: Transaction<Database>) => Promise<T>,
): Promise<T> {
  const person = await signedIn(context);
  if (homeownerId !== person.userId) throw problemOf(context, 404);
  return context.db.transaction().execute(async (db) => {
    const user = await db
      .selectFrom('users')
      .select('homeowner')
      .where('id', '=', person.userId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    if (!user.homeowner) throw problemOf(context, 404);
    const profile = structuredClone(user.homeowner) as HomeownerProfile;
    const answer = await change(profile, db);
    await db
      .updateTable('users')
      .set({ homeowner: JSON.stringify(profile) })
      .where('id', '=', person.userId)
      .execute();
    return answer;
  });
}

async function nextId(
  db: Transaction<Database>,
  table: 'contact_ids' | 'address_ids',
  userId: number,
) {
  const row = await db
    .insertInto(table)
    .values({ user_id: userId })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export const homeownerHandlers: Handlers<operations> = {
  async addHomeownerContact(context) {
    const input = context.body as Partial<typeof context.body> &
      Omit<typeof context.body, 'isPrimary'>;
    const contact = await changeProfile(context, context.params.id, async (profile, db) => {
      const added: Contact = {
        contactId: await nextId(db, 'contact_ids', context.params.id),
        type: input.type,
        label: input.label.trim(),
        value: input.value.trim(),
        isPrimary: input.isPrimary ?? false,
        communicationPreference: input.communicationPreference ?? 'none',
      };
      profile.contacts = withPrimary(
        [...profile.contacts, added],
        added,
        (c) => c.type === added.type,
      );
      return added;
    });
    return { status: 201, body: contact };
  },

  async updateHomeownerContact(context) {
    const patch = context.body;
    const contact = await changeProfile(context, context.params.id, (profile) => {
      const index = profile.contacts.findIndex((c) => c.contactId === context.params.contactId);
      const current = profile.contacts[index];
      if (!current) throw problemOf(context, 404);
      const changed: Contact = {
        ...current,
        ...(patch.label === undefined ? {} : { label: patch.label.trim() }),
        ...(patch.value === undefined ? {} : { value: patch.value.trim() }),
        ...(patch.isPrimary === undefined ? {} : { isPrimary: patch.isPrimary }),
        ...(patch.communicationPreference === undefined
          ? {}
          : { communicationPreference: patch.communicationPreference }),
      };
      const contacts = profile.contacts.with(index, changed);
      profile.contacts = withPrimary(contacts, changed, (c) => c.type === changed.type);
      return Promise.resolve(changed);
    });
    return { status: 200, body: contact };
  },

  async deleteHomeownerContact(context) {
    await changeProfile(context, context.params.id, (profile) => {
      const kept = profile.contacts.filter((c) => c.contactId !== context.params.contactId);
      if (kept.length === profile.contacts.length) throw problemOf(context, 404);
      profile.contacts = kept;
      return Promise.resolve();
    });
    return { status: 204 };
  },

  async addHomeownerAddress(context) {
    const input = context.body;
    const errors = addressErrors(input);
    if (Object.keys(errors).length) throw problemOf(context, 422, 'profileInvalid', { errors });
    const address = await changeProfile(context, context.params.id, async (profile, db) => {
      const added = addressOf(
        await nextId(db, 'address_ids', context.params.id),
        input,
        (input as Partial<AddressInput>).isPrimary ?? false,
      );
      profile.addresses = withPrimary([...profile.addresses, added], added, () => true);
      return added;
    });
    return { status: 201, body: address };
  },

  async updateHomeownerAddress(context) {
    const input = context.body;
    const errors = addressErrors(input);
    if (Object.keys(errors).length) throw problemOf(context, 422, 'profileInvalid', { errors });
    const address = await changeProfile(context, context.params.id, (profile) => {
      const index = profile.addresses.findIndex((a) => a.addressId === context.params.addressId);
      const current = profile.addresses[index];
      if (!current) throw problemOf(context, 404);
      const changed = addressOf(
        current.addressId,
        input,
        (input as Partial<AddressInput>).isPrimary ?? current.isPrimary,
      );
      profile.addresses = withPrimary(profile.addresses.with(index, changed), changed, () => true);
      return Promise.resolve(changed);
    });
    return { status: 200, body: address };
  },

  async deleteHomeownerAddress(context) {
    await changeProfile(context, context.params.id, (profile) => {
      const kept = profile.addresses.filter((a) => a.addressId !== context.params.addressId);
      if (kept.length === profile.addresses.length) throw problemOf(context, 404);
      profile.addresses = kept;
      return Promise.resolve();
    });
    return { status: 204 };
  },
};
