// The sandbox's domain of contacts, addresses, preferences, login changes, the community pages'
// reads (the payment provider's login, which needs the primary email, is registration/providers.ts).
import type { operations } from '../../../generated/users/schema.d.ts';
import { serviceHandlers, type Domain, type SeedContext } from '../domain.ts';
import type { Handlers } from '../handler.ts';
import { communityHandlers } from './community.ts';
import { DEMO_PEOPLE } from './demo-people.ts';
import { homeownerHandlers } from './homeowner.ts';
import { issueResetToken, loginHandlers } from './login.ts';
import { profileMigrations, type DirectoryRecord } from './tables.ts';

/** Who of the story's directory has a login here (the rest are neighbours without one). */
const DIRECTORY_USERS: Record<number, number> = {
  15001: DEMO_PEOPLE.jordan.id,
  15002: DEMO_PEOPLE.marcus.id,
  15005: DEMO_PEOPLE.priya.id,
};

/** The reset token of `PUT /Users/Password/`'s `reset` request example. */
export const DEMO_RESET_TOKEN = 'rst-8c41d2e0-demo';

const EVERYTHING = { showName: true, showPhone: true, showEmail: true, showMailingAddress: true };

async function seedProfile(context: SeedContext) {
  const { trx } = context;
  const homeownerOnly: Record<string, unknown> = context.example(
    'users',
    'getHomeownerPreferences',
    'homeownerOnly',
  );
  await trx
    .insertInto('preferences')
    .values([
      {
        user_id: DEMO_PEOPLE.jordan.id,
        record: JSON.stringify(context.example('users', 'getHomeownerPreferences', 'demo')),
      },
      {
        user_id: DEMO_PEOPLE.priya.id,
        // The contract's homeowner-only preferences, with what the story's directory shows of her.
        record: JSON.stringify({
          ...homeownerOnly,
          directoryVisibility: {
            homeowner: {
              showName: true,
              showPhone: false,
              showEmail: true,
              showMailingAddress: true,
            },
          },
        }),
      },
      {
        // Marcus shows everything in the story's directory, as a board member.
        user_id: DEMO_PEOPLE.marcus.id,
        record: JSON.stringify({
          sendPaymentConfirmationEmail: true,
          receivePaymentRemindersByText: false,
          directoryVisibility: {
            homeowner: EVERYTHING,
            boardMember: { ...EVERYTHING, showTitle: true },
          },
        }),
      },
    ])
    .execute();

  // The directory of Maple Grove: the story's people, with what each could show.
  const directory = context.example('users', 'listCommunityDirectory', 'demo')
    .items as (DirectoryRecord & { personId: number })[];
  for (const { personId, ...record } of directory)
    await trx
      .insertInto('directory_people')
      .values({
        person_id: personId,
        association_id: 101,
        user_id: DIRECTORY_USERS[personId] ?? null,
        // Priya keeps her phone out of the directory (her preferences), but she has one.
        record: JSON.stringify(
          personId === 15005 ? { ...record, phone: '(555) 318-7710' } : record,
        ),
      })
      .execute();

  // The FAQ and help of Maple Grove from the examples; the other associations have the same
  // management company's help and no FAQ of their own yet.
  const associations = await trx.selectFrom('associations').select('id').orderBy('id').execute();
  const help: Record<string, unknown> = context.example('users', 'getCommunityHelp', 'demo');
  await trx
    .insertInto('community_pages')
    .values([
      {
        association_id: 101,
        kind: 'faq',
        record: JSON.stringify(context.example('users', 'getCommunityFaq', 'demo')),
      },
      ...associations.map(({ id }) => ({
        association_id: id,
        kind: 'help' as const,
        record: JSON.stringify(Object.assign({}, help, { associationId: id })),
      })),
    ])
    .execute();

  const events = context.example('users', 'listCommunityEvents', 'demo').events as {
    eventId: number;
    associationId: number;
    start: string;
    end: string;
  }[];
  for (const event of events)
    await trx
      .insertInto('community_events')
      .values({
        id: event.eventId,
        association_id: event.associationId,
        starts_at: new Date(event.start).toISOString(),
        ends_at: new Date(event.end).toISOString(),
        record: JSON.stringify(event),
      })
      .execute();

  // The reset link of the contract's example (`PUT /Users/Password/`, `reset`) is Jordan's.
  await issueResetToken(trx, DEMO_PEOPLE.jordan.id, context.now, DEMO_RESET_TOKEN);
}

const profileHandlers: Handlers<operations> = {
  ...homeownerHandlers,
  ...loginHandlers,
  ...communityHandlers,
};

export const profile: Domain = {
  migrations: profileMigrations,
  seed: seedProfile,
  handlers: {
    users: serviceHandlers(profileHandlers),
  },
  // New contacts and addresses get ids above the story's (17xxx and 18xxx, Priya's 17101, 18101).
  idFloors: { contact_ids: 17200, address_ids: 18200 },
};
