// Registration: a registration key or an account number identifies an owner without a login; the
// registration makes that owner's login (its password hashed) and puts the owner's property and
// account on the books, in one transaction, so the next sign-in sees them. And the request for
// access of someone who has neither, kept for the management company.
import type { Selectable, Transaction } from 'kysely';
import type { operations } from '../../../generated/users/schema.d.ts';
import { exampleOf } from '../contracts.ts';
import { problemOf, type Context, type Handlers } from '../handler.ts';
import type { Database } from '../schema.ts';
import { createLogin } from '../profile/new-login.ts';
import { userClaims } from '../services/users.ts';
import { signToken } from '../tokens.ts';
import type { UnclaimedOwnerTable } from './tables.ts';

/** What both registrations share (the key or account number aside). */
type Registration = Omit<
  operations['registerHomeowner']['requestBody']['content']['application/json'],
  'accountNumber'
>;
type Result = operations['registerHomeowner']['responses'][201]['content']['application/json'];

/** The key or account number as printed: case and spaces around it do not matter. */
export function normalizedCode(value: string): string {
  return value.trim().toUpperCase();
}

/** A US phone number has ten digits (a leading country code 1 aside). */
export function isUsPhone(value: string): boolean {
  const digits = value.replace(/\D/g, '');
  return digits.length === 10 || (digits.length === 11 && digits.startsWith('1'));
}

/** First and last name of a full name: the last word is the last name. */
export function splitName(name: string): { firstName: string; lastName: string } {
  const words = name.trim().split(/\s+/);
  const lastName = words.length > 1 ? (words.pop() ?? '') : '';
  return { firstName: words.join(' '), lastName };
}

/** The phone refused in the contract's words (its 422 example), naming only that field. */
function invalidPhone(context: Context<unknown>) {
  return problemOf(context, 422, 'registrationInvalid', {
    errors: { phone: ['Invalid phone number'] },
  });
}

/**
 * Registers the person as the owner found (locked), or refuses: 409 once the owner has a login or
 * the email belongs to one (the contract's words: log in or reset the password).
 */
async function claim(
  context: Context<unknown>,
  db: Transaction<Database>,
  owner: Selectable<UnclaimedOwnerTable>,
  method: 'accountNumber' | 'registrationKey',
  input: Registration,
): Promise<{ id: number; email: string }> {
  const email = input.email.trim().toLowerCase();
  if (owner.claimed_by !== null) throw problemOf(context, 409, 'emailInUse');
  const existing = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirst();
  if (existing) throw problemOf(context, 409, 'emailInUse');

  const { id: userId } = await db
    .insertInto('registrations')
    .values({ owner_id: owner.owner_id, method, registered_at: context.now.toISOString() })
    .returning('id')
    .executeTakeFirstOrThrow();
  const { firstName, lastName } = splitName(input.name);
  await createLogin(db, {
    userId,
    email,
    password: input.password,
    firstName,
    lastName,
    phone: input.phone.trim(),
    ownerIds: [owner.owner_id],
    security: exampleOf(context.contract, 'getSecurity', 200, 'homeownerOnly') as Record<
      string,
      unknown
    >,
  });

  // The owner's property and account go on the books with their login.
  const { property, subLedger, entries } = owner.account;
  await db.insertInto('owners').values({ id: owner.owner_id, user_id: userId }).execute();
  await db
    .insertInto('properties')
    .values({
      id: property.propertyId,
      owner_id: owner.owner_id,
      association_id: owner.association_id,
      account_number: owner.account_number,
      record: JSON.stringify(property),
    })
    .execute();
  await db
    .insertInto('sub_ledgers')
    .values({
      id: subLedger.id,
      owner_id: owner.owner_id,
      property_id: property.propertyId,
      account_number: owner.account_number,
      association_id: owner.association_id,
      name: subLedger.name,
      ledger_type: 'none',
      balance: subLedger.balance,
      is_blocked: false,
      portal_enabled: true,
      is_sub_ledger: false,
    })
    .execute();
  for (const entry of entries)
    await db
      .insertInto('ledger_entries')
      .values({
        sub_ledger_id: subLedger.id,
        date: entry.date,
        description: entry.description,
        type: entry.type,
        charge_type: entry.chargeType,
        amount: entry.amount,
        running_balance: entry.runningBalance,
        reference: entry.reference,
      })
      .execute();
  await db
    .updateTable('unclaimed_owners')
    .set({ claimed_by: userId, claimed_at: context.now.toISOString() })
    .where('owner_id', '=', owner.owner_id)
    .execute();

  return { id: userId, email };
}

/**
 * The registration's answer: the login works now, so the portal may sign the person in with this
 * token. Signed after the transaction, since the token's secret and clock are read outside it.
 */
async function registered(
  context: Context<unknown>,
  user: { id: number; email: string },
): Promise<Result> {
  const { token } = await signToken(context.tenant, await userClaims(context.db, user));
  return { userId: user.id, email: user.email, status: 'active', token };
}

export const registrationHandlers: Handlers<operations> = {
  async registerHomeownerWithKey(context) {
    if (!isUsPhone(context.body.phone)) throw invalidPhone(context);
    const key = normalizedCode(context.body.registrationKey);
    const user = await context.db.transaction().execute(async (db) => {
      const owner = await db
        .selectFrom('unclaimed_owners')
        .selectAll()
        .where('registration_key', '=', key)
        .forUpdate()
        .executeTakeFirst();
      // Association 0: the portal had no association from the letter's link, the key says it.
      const elsewhere =
        owner && context.params.id !== 0 && owner.association_id !== context.params.id;
      if (!owner || elsewhere) throw problemOf(context, 404, 'noAccount');
      return claim(context, db, owner, 'registrationKey', context.body);
    });
    return { status: 201, body: await registered(context, user) };
  },

  async registerHomeowner(context) {
    if (!isUsPhone(context.body.phone)) throw invalidPhone(context);
    const accountNumber = normalizedCode(context.body.accountNumber);
    const user = await context.db.transaction().execute(async (db) => {
      const owner = await db
        .selectFrom('unclaimed_owners')
        .selectAll()
        .where('account_number', '=', accountNumber)
        .forUpdate()
        .executeTakeFirst();
      if (owner) return claim(context, db, owner, 'accountNumber', context.body);
      // An account whose owner has a login already (Jordan's MG-1001): log in instead.
      const registered = await db
        .selectFrom('properties')
        .select('id')
        .where('account_number', '=', accountNumber)
        .executeTakeFirst();
      throw registered
        ? problemOf(context, 409, 'emailInUse')
        : problemOf(context, 404, 'noAccount');
    });
    return { status: 201, body: await registered(context, user) };
  },

  async requestAccount(context) {
    const input = context.body;
    if (!isUsPhone(input.phone)) throw invalidPhone(context);
    const optional = (value: string | undefined) => value?.trim() || null;
    const row = await context.db.transaction().execute((db) =>
      db
        .insertInto('account_requests')
        .values({
          name: input.name.trim(),
          email: input.email.trim().toLowerCase(),
          phone: input.phone.trim(),
          property_address: input.propertyAddress.trim(),
          association_name: input.associationName.trim(),
          account_number: optional(input.accountNumber),
          comments: optional(input.comments),
          submitted_at: context.now.toISOString(),
        })
        .returning(['id', 'submitted_at'])
        .executeTakeFirstOrThrow(),
    );
    // No mail leaves the sandbox: the request waits in account_requests for the company.
    console.info(`sandbox: account request ${String(row.id)} received`);
    const receipt = exampleOf(context.contract, 'requestAccount', 202) as { message: string };
    return {
      status: 202,
      body: {
        requestId: row.id,
        submittedAt: row.submitted_at.toISOString(),
        message: receipt.message,
      },
    };
  },
};
