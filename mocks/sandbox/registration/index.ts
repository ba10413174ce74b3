// The sandbox's domain of registration (a registration key or an account number makes the owner's
// login), requests for access, and the payment provider accounts.
import type { operations as moneyOperations } from '../../../generated/connect-payments/schema.d.ts';
import type { operations } from '../../../generated/users/schema.d.ts';
import { serviceHandlers, type Domain, type SeedContext } from '../domain.ts';
import { DEMO_PEOPLE } from '../profile/demo-people.ts';
import { normalizedCode, registrationHandlers } from './accounts.ts';
import { providerHandlers } from './providers.ts';
import { registrationMigrations, type PaymentProvider, type UnclaimedAccount } from './tables.ts';

/** The registration key of the contract's example (`POST /Homeowner/Registration/{id}`, `demo`). */
export const DEMO_REGISTRATION_KEY = 'MGH-7Q4K-2X9P';

/**
 * Who of Maple Grove's roster has no login yet, with the key of their welcome letter: Gloria
 * Alvarez (no email on file) got the example's key; Thomas Nguyen registers by account number.
 */
const UNCLAIMED: Record<number, { key: string | null; subLedgerId: number }> = {
  5009: { key: DEMO_REGISTRATION_KEY, subLedgerId: 3009 },
  5008: { key: null, subLedgerId: 3008 },
};

interface RosterEntry {
  ownerId: number;
  name: string;
  propertyId: number;
  accountNumber: string;
  propertyAddress: Record<string, unknown>;
  balance: number;
}

async function seedRegistration(context: SeedContext) {
  const { trx } = context;
  const roster = context.example('action-items', 'listBoardHomeowners', 'mapleGrove')
    .items as RosterEntry[];
  const association = await trx
    .selectFrom('associations')
    .select(['id', 'name', 'auto_draft_type'])
    .where('id', '=', 101)
    .executeTakeFirstOrThrow();
  for (const owner of roster) {
    const unclaimed = UNCLAIMED[owner.ownerId];
    if (!unclaimed) continue;
    const account: UnclaimedAccount = {
      property: {
        propertyId: owner.propertyId,
        ownerId: owner.ownerId,
        accountNumber: owner.accountNumber,
        associationId: association.id,
        associationName: association.name,
        autoDraftType: association.auto_draft_type,
        address: { address2: '', ...owner.propertyAddress },
      },
      subLedger: { id: unclaimed.subLedgerId, name: 'Assessments', balance: owner.balance },
      // What the roster's balance is made of: the assessments not paid yet, one line.
      entries: [
        {
          date: context.moved('2026-11-01'),
          description: 'Assessments past due',
          type: 'charge',
          chargeType: 'assessment',
          amount: owner.balance,
          runningBalance: owner.balance,
          reference: `CHG-2026-11-${String(unclaimed.subLedgerId)}`,
        },
      ],
    };
    await trx
      .insertInto('unclaimed_owners')
      .values({
        owner_id: owner.ownerId,
        association_id: association.id,
        account_number: normalizedCode(owner.accountNumber),
        registration_key: unclaimed.key,
        owner_name: owner.name,
        account: JSON.stringify(account),
        claimed_by: null,
        claimed_at: null,
      })
      .execute();
  }

  // The request of the contract's example (Priya's, before her account number came).
  const request = context.example('users', 'requestAccount', undefined, 202) as unknown as {
    requestId: number;
    submittedAt: string;
  };
  await trx
    .insertInto('account_requests')
    .values({
      id: request.requestId,
      name: 'Priya Shah',
      email: 'priya.shah@example.com',
      phone: '(555) 318-2207',
      property_address: '18 Maple Court, Springfield, IL 62704',
      association_name: 'Maple Grove HOA',
      account_number: null,
      comments: 'I bought 18 Maple Court in October and have not received an account number yet.',
      submitted_at: request.submittedAt,
    })
    .execute();

  // Jordan's Stripe account of the story, connected; Priya's, connected too, with her email.
  const [jordans] = context.example(
    'connect-payments',
    'listPaymentProviders',
    'stripeConnected',
  ) as unknown as PaymentProvider[];
  if (!jordans) throw new Error('listPaymentProviders has no stripeConnected example');
  await trx
    .insertInto('payment_providers')
    .values([
      { id: jordans.id, user_id: DEMO_PEOPLE.jordan.id, record: JSON.stringify(jordans) },
      {
        id: 15002,
        user_id: DEMO_PEOPLE.priya.id,
        record: JSON.stringify({ ...jordans, id: 15002, accountEmail: 'priya.shah@example.com' }),
      },
    ])
    .execute();
}

export const registration: Domain = {
  migrations: registrationMigrations,
  seed: seedRegistration,
  handlers: {
    users: serviceHandlers<operations>(registrationHandlers),
    'connect-payments': serviceHandlers<moneyOperations>(providerHandlers),
  },
  // The last id taken: new users from 1101 (the demo people are 1001–1004), new requests after
  // the example's 19001.
  idFloors: { registrations: 1100, account_requests: 19001 },
};
