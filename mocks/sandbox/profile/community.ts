// The community pages' reads (FAQ, help, directory, events) for the associations the person
// belongs to, and the directory and communication preferences each person keeps.
import type { components, operations } from '../../../generated/users/schema.d.ts';
import type { Kysely, Transaction } from 'kysely';
import { exampleOf } from '../contracts.ts';
import { paperlessOf } from '../delivery/paperless.ts';
import { problemOf, type Context, type Handlers } from '../handler.ts';
import type { Database } from '../schema.ts';
import { associationsOf, signedIn } from '../services/people.ts';
import type { HomeownerProfile } from './homeowner.ts';
import type { DirectoryRecord } from './tables.ts';

type Preferences = components['schemas']['HomeownerPreferences'];
type PreferencesPatch = components['schemas']['HomeownerPreferencesPatch'];
type DirectoryPerson = components['schemas']['DirectoryPerson'];
type Visibility = Partial<components['schemas']['BoardMemberDirectoryVisibility']>;
type NoticeChannels = components['schemas']['NoticeChannels'];

/** What a person without preferences of their own has: the contract's homeowner-only set. */
function defaultPreferences(context: Pick<Context<unknown>, 'contract'>): Preferences {
  return exampleOf(
    context.contract,
    'getHomeownerPreferences',
    200,
    'homeownerOnly',
  ) as Preferences;
}

/** The stored preferences of a person (or the defaults), locked when read for a change. */
async function storedPreferences(
  context: Pick<Context<unknown>, 'contract'>,
  db: Kysely<Database> | Transaction<Database>,
  userId: number,
  forUpdate = false,
): Promise<{ record: Preferences; stored: boolean }> {
  const query = db.selectFrom('preferences').select('record').where('user_id', '=', userId);
  const row = await (forUpdate ? query.forUpdate() : query).executeTakeFirst();
  return row
    ? { record: row.record as Preferences, stored: true }
    : { record: defaultPreferences(context), stored: false };
}

/**
 * `GET /Homeowner/{id}/Preferences`'s answer: the stored set with every notice kind's channel
 * (the defaults' where none was chosen yet) and the account's paperless consent as it stands.
 */
export async function preferencesOf(
  context: Pick<Context<unknown>, 'contract'>,
  db: Kysely<Database> | Transaction<Database>,
  userId: number,
): Promise<Preferences> {
  const { record } = await storedPreferences(context, db, userId);
  return withDelivery(context, db, userId, record);
}

async function withDelivery(
  context: Pick<Context<unknown>, 'contract'>,
  db: Kysely<Database> | Transaction<Database>,
  userId: number,
  record: Preferences,
): Promise<Preferences> {
  const defaults = defaultPreferences(context).noticeChannels as NoticeChannels;
  return {
    ...record,
    noticeChannels: { ...defaults, ...record.noticeChannels },
    paperlessStatements: await paperlessOf(db, userId),
  };
}

/** The association asked for, if the person belongs to it; the operation's 404 otherwise. */
async function memberOf(context: Context<unknown>, associationId: number) {
  const person = await signedIn(context);
  if (!(await associationsOf(context, person)).includes(associationId))
    throw problemOf(context, 404);
  return person;
}

/** The preferences with a patch merged in, field by field in the directory sets (the contract's rule). */
export function mergePreferences(current: Preferences, patch: PreferencesPatch): Preferences {
  const { homeowner, boardMember } = current.directoryVisibility;
  return {
    sendPaymentConfirmationEmail:
      patch.sendPaymentConfirmationEmail ?? current.sendPaymentConfirmationEmail,
    receivePaymentRemindersByText:
      patch.receivePaymentRemindersByText ?? current.receivePaymentRemindersByText,
    directoryVisibility: {
      homeowner: { ...homeowner, ...patch.directoryVisibility?.homeowner },
      ...(boardMember
        ? { boardMember: { ...boardMember, ...patch.directoryVisibility?.boardMember } }
        : {}),
    },
    ...(current.noticeChannels || patch.noticeChannels
      ? { noticeChannels: { ...current.noticeChannels, ...patch.noticeChannels } as NoticeChannels }
      : {}),
  };
}

/**
 * What a person shows in the directory: the fields their set allows (the board-member set for a
 * board member, which may show a title), or null when it shows nothing.
 */
export function shownInDirectory(
  personId: number,
  record: DirectoryRecord,
  visibility: Visibility | null,
): DirectoryPerson | null {
  const { address } = record;
  if (!visibility) return { personId, ...record };
  const shown: DirectoryPerson = {
    personId,
    isBoardMember: record.isBoardMember,
    ...(visibility.showName ? { name: record.name } : {}),
    ...(visibility.showTitle && record.title ? { title: record.title } : {}),
    ...(visibility.showPhone && record.phone ? { phone: record.phone } : {}),
    ...(visibility.showEmail && record.email ? { email: record.email } : {}),
    ...(visibility.showMailingAddress && address ? { address } : {}),
  };
  return Object.keys(shown).length > 2 ? shown : null;
}

export const communityHandlers: Handlers<operations> = {
  async getHomeownerPreferences(context) {
    const person = await signedIn(context);
    if (context.params.id !== person.userId) throw problemOf(context, 404);
    return { status: 200, body: await preferencesOf(context, context.db, person.userId) };
  },

  async updateHomeownerPreferences(context) {
    const person = await signedIn(context);
    if (context.params.id !== person.userId) throw problemOf(context, 404);
    return context.db.transaction().execute(async (db) => {
      const { record, stored } = await storedPreferences(context, db, person.userId, true);
      // Only a board member has a board-member set to change.
      if (context.body.directoryVisibility?.boardMember && !record.directoryVisibility.boardMember)
        throw problemOf(context, 422);
      // The merge keeps no paperless consent: that is its own record (delivery/).
      const merged = mergePreferences(record, context.body);
      const value = JSON.stringify(merged);
      if (stored)
        await db
          .updateTable('preferences')
          .set({ record: value })
          .where('user_id', '=', person.userId)
          .execute();
      else
        await db
          .insertInto('preferences')
          .values({ user_id: person.userId, record: value })
          .execute();
      return { status: 200, body: await withDelivery(context, db, person.userId, merged) };
    });
  },

  async getCommunityFaq(context) {
    const associationId = context.query.associationId ?? 0;
    await memberOf(context, associationId);
    const page = await context.db
      .selectFrom('community_pages')
      .select('record')
      .where('association_id', '=', associationId)
      .where('kind', '=', 'faq')
      .executeTakeFirst();
    return {
      status: 200,
      body: (page?.record ?? {
        associationId: associationId,
        categories: [],
      }) as components['schemas']['Faq'],
    };
  },

  async getCommunityHelp(context) {
    const associationId = context.query.associationId ?? 0;
    await memberOf(context, associationId);
    const page = await context.db
      .selectFrom('community_pages')
      .select('record')
      .where('association_id', '=', associationId)
      .where('kind', '=', 'help')
      .executeTakeFirst();
    if (!page) throw problemOf(context, 404);
    return { status: 200, body: page.record as components['schemas']['Help'] };
  },

  async listCommunityDirectory(context) {
    const associationId = context.query.associationId ?? 0;
    await memberOf(context, associationId);
    const page = context.query.page ?? 1;
    const pageSize = context.query.pageSize ?? 20;
    const people = await context.db
      .selectFrom('directory_people')
      .leftJoin('users', 'users.id', 'directory_people.user_id')
      .leftJoin('preferences', 'preferences.user_id', 'directory_people.user_id')
      .select([
        'directory_people.person_id',
        'directory_people.record',
        'users.profile',
        'users.homeowner',
        'preferences.record as preferences',
      ])
      .where('directory_people.association_id', '=', associationId)
      .execute();
    const search = context.query.search?.trim().toLowerCase() ?? '';
    const shown = people
      .map((row) => {
        const record = { ...row.record };
        // A person with a login shows their name and primary contacts as their profile has them now.
        const profile = row.profile as { firstName?: string; lastName?: string } | null;
        if (profile?.firstName)
          record.name = `${profile.firstName} ${profile.lastName ?? ''}`.trim();
        const contacts = (row.homeowner as HomeownerProfile | null)?.contacts ?? [];
        const primary = (type: 'phone' | 'email') =>
          contacts.find((c) => c.type === type && c.isPrimary)?.value;
        if (row.homeowner) {
          const phone = primary('phone') ?? record.phone;
          const email = primary('email') ?? record.email;
          if (phone) record.phone = phone;
          else delete record.phone;
          if (email) record.email = email;
          else delete record.email;
        }
        const preferences = row.preferences as Preferences | null;
        const visibility = preferences
          ? ((record.isBoardMember ? preferences.directoryVisibility.boardMember : undefined) ??
            preferences.directoryVisibility.homeowner)
          : null;
        return shownInDirectory(row.person_id, record, visibility);
      })
      .filter((person): person is DirectoryPerson => person !== null)
      .filter(
        (person) =>
          !search ||
          [person.name, person.title, person.address?.address1].some((field) =>
            field?.toLowerCase().includes(search),
          ),
      )
      .sort((a, b) => (a.name ?? '').localeCompare(b.name ?? ''));
    return {
      status: 200,
      body: {
        items: shown.slice((page - 1) * pageSize, page * pageSize),
        page,
        pageSize,
        totalCount: shown.length,
      },
    };
  },

  async listCommunityEvents(context) {
    const associationId = context.query.associationId ?? 0;
    await memberOf(context, associationId);
    const from = context.query.from ?? '';
    const to = context.query.to ?? '';
    const rows = await context.db
      .selectFrom('community_events')
      .select('record')
      .where('association_id', '=', associationId)
      .where('starts_at', '<', new Date(to))
      .where('ends_at', '>', new Date(from))
      .orderBy('starts_at')
      .orderBy('id')
      .execute();
    return {
      status: 200,
      body: {
        associationId: associationId,
        from,
        to,
        events: rows.map((row) => row.record as components['schemas']['CommunityEvent']),
      },
    };
  },
};
