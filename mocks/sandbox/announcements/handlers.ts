// The association's news over the database: members read the published announcements (pinned
// first, then newest) and mark them read, each person for themself; its board members post, edit
// and unpublish them (the operation's 403 for anyone else).
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { components, operations } from '../../../generated/associations/schema.d.ts';
import { fileReply } from '../file-reply.ts';
import { problemOf, type Context, type Handlers } from '../handler.ts';
import { formOf, type Form } from '../multipart.ts';
import type { Database } from '../schema.ts';
import { associationsOf, boardMember, securityOf, signedIn } from '../services/people.ts';
import type { AnnouncementTable } from './tables.ts';

type Schemas = components['schemas'];
type Db = Kysely<Database>;
type Row = Selectable<AnnouncementTable>;

export const TITLE_MAX = 200;
export const BODY_MAX = 20000;

const fileKey = (id: number) => `announcement:${String(id)}`;

function answerOf(row: Row, read: boolean): Schemas['Announcement'] {
  return {
    id: row.id,
    associationId: row.association_id,
    title: row.title,
    body: row.body,
    pinned: row.pinned,
    status: row.status,
    postedAt: new Date(row.posted_at).toISOString(),
    updatedAt: row.updated_at ? new Date(row.updated_at).toISOString() : null,
    author: row.author_name,
    attachment: row.attachment,
    read,
  };
}

/** The rows with whether this person has read each. */
async function answersOf(db: Db, rows: Row[], userId: number): Promise<Schemas['Announcement'][]> {
  const ids = rows.map((row) => row.id);
  const reads = ids.length
    ? await db
        .selectFrom('announcement_reads')
        .select('announcement_id')
        .where('user_id', '=', userId)
        .where('announcement_id', 'in', ids)
        .execute()
    : [];
  const read = new Set(reads.map((r) => r.announcement_id));
  return rows.map((row) => answerOf(row, read.has(row.id)));
}

const newsOrder = (db: Db, associationId: number) =>
  db
    .selectFrom('announcements')
    .selectAll()
    .where('association_id', '=', associationId)
    .orderBy('pinned', 'desc')
    .orderBy('posted_at', 'desc')
    .orderBy('id', 'desc');

/** A member of the association (an owner there or on its board), or the operation's 404. */
async function member(context: Context<unknown>, associationId: number) {
  const person = await signedIn(context);
  if (!(await associationsOf(context, person)).includes(associationId))
    throw problemOf(context, 404);
  return person;
}

async function announcementOf(context: Context<unknown>, associationId: number, id: number) {
  const row = await context.db
    .selectFrom('announcements')
    .selectAll()
    .where('id', '=', id)
    .where('association_id', '=', associationId)
    .executeTakeFirst();
  if (!row) throw problemOf(context, 404);
  return row;
}

/** A 422 naming the field, in the contract's shape. */
function invalid(context: Context<unknown>, field: string, message: string) {
  return problemOf(context, 422, undefined, { detail: message, errors: { [field]: [message] } });
}

interface Written {
  title: string;
  body: string;
  pinned: boolean;
  attachment: { fileName: string; contentType: string; bytes: Buffer } | undefined;
  removeAttachment: boolean;
}

/** The posted or edited form, checked: each field's problem named in one 422. */
function writtenOf(context: Context<unknown>, form: Form): Written {
  const title = form.field('title')?.trim() ?? '';
  const body = form.field('body')?.trim() ?? '';
  const errors: Record<string, string[]> = {};
  if (!title) errors.title = ['Title is required.'];
  else if (title.length > TITLE_MAX)
    errors.title = [`Title must be at most ${String(TITLE_MAX)} characters.`];
  if (!body) errors.body = ['Body is required.'];
  else if (body.length > BODY_MAX)
    errors.body = [`Body must be at most ${String(BODY_MAX)} characters.`];
  const first = Object.values(errors)[0]?.[0];
  if (first) throw problemOf(context, 422, undefined, { detail: first, errors });
  const [file] = form.files('attachment');
  if (file && file.bytes.length === 0) throw invalid(context, 'attachment', 'The file is empty.');
  return {
    title,
    body,
    pinned: form.field('pinned') === 'true',
    attachment: file,
    removeAttachment: form.field('removeAttachment') === 'true',
  };
}

async function storeAttachment(
  trx: Transaction<Database>,
  id: number,
  file: NonNullable<Written['attachment']>,
) {
  await trx.deleteFrom('files').where('key', '=', fileKey(id)).execute();
  await trx
    .insertInto('files')
    .values({
      key: fileKey(id),
      file_name: file.fileName,
      content_type: file.contentType,
      bytes: file.bytes,
    })
    .execute();
  return JSON.stringify({
    fileName: file.fileName,
    contentType: file.contentType,
    size: file.bytes.length,
  });
}

async function authorOf(db: Db, userId: number): Promise<string> {
  const user = await db
    .selectFrom('users')
    .select('profile')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  const { firstName, lastName } = user.profile as { firstName?: string; lastName?: string };
  return [firstName, lastName].filter(Boolean).join(' ') || 'Board';
}

export const announcementsHandlers: Handlers<operations> = {
  async listAnnouncements(context) {
    const associationId = context.params.id;
    const person = await member(context, associationId);
    let query = newsOrder(context.db, associationId).where('status', '=', 'published');
    if (context.query.limit !== undefined) query = query.limit(context.query.limit);
    return {
      status: 200,
      body: await answersOf(context.db, await query.execute(), person.userId),
    };
  },

  async markAnnouncementRead(context) {
    const associationId = context.params.id;
    const person = await member(context, associationId);
    const row = await announcementOf(context, associationId, context.params.announcementId);
    if (row.status !== 'published') throw problemOf(context, 404);
    await context.db
      .insertInto('announcement_reads')
      .values({
        announcement_id: row.id,
        user_id: person.userId,
        read_at: context.now.toISOString(),
      })
      .onConflict((oc) => oc.columns(['announcement_id', 'user_id']).doNothing())
      .execute();
    return { status: 200, body: answerOf(row, true) };
  },

  async downloadAnnouncementAttachment(context) {
    const associationId = context.params.id;
    const person = await member(context, associationId);
    const row = await announcementOf(context, associationId, context.params.announcementId);
    if (row.status !== 'published') {
      const { boardAssociationIds } = await securityOf(context, person);
      if (!boardAssociationIds.includes(associationId)) throw problemOf(context, 404);
    }
    if (!row.attachment) throw problemOf(context, 404);
    return fileReply(context, fileKey(row.id));
  },

  async listBoardAnnouncements(context) {
    const associationId = context.params.id;
    const person = await boardMember(context, associationId);
    const rows = await newsOrder(context.db, associationId).execute();
    return { status: 200, body: await answersOf(context.db, rows, person.userId) };
  },

  async createBoardAnnouncement(context) {
    const associationId = context.params.id;
    const person = await boardMember(context, associationId);
    const form = await formOf(context);
    if (!form) throw problemOf(context, 400);
    const written = writtenOf(context, form);
    const author = await authorOf(context.db, person.userId);
    const id = await context.db.transaction().execute(async (trx) => {
      const created = await trx
        .insertInto('announcements')
        .values({
          association_id: associationId,
          title: written.title,
          body: written.body,
          pinned: written.pinned,
          status: 'published',
          posted_at: context.now.toISOString(),
          updated_at: null,
          author_user_id: person.userId,
          author_name: author,
          attachment: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (written.attachment)
        await trx
          .updateTable('announcements')
          .set({ attachment: await storeAttachment(trx, created.id, written.attachment) })
          .where('id', '=', created.id)
          .execute();
      // The author has read what they wrote.
      await trx
        .insertInto('announcement_reads')
        .values({
          announcement_id: created.id,
          user_id: person.userId,
          read_at: context.now.toISOString(),
        })
        .execute();
      return created.id;
    });
    const row = await announcementOf(context, associationId, id);
    return { status: 201, body: answerOf(row, true) };
  },

  async updateBoardAnnouncement(context) {
    const associationId = context.params.id;
    const person = await boardMember(context, associationId);
    const current = await announcementOf(context, associationId, context.params.announcementId);
    const form = await formOf(context);
    if (!form) throw problemOf(context, 400);
    const written = writtenOf(context, form);
    await context.db.transaction().execute(async (trx) => {
      let attachment: string | null | undefined;
      if (written.attachment)
        attachment = await storeAttachment(trx, current.id, written.attachment);
      else if (written.removeAttachment) {
        await trx.deleteFrom('files').where('key', '=', fileKey(current.id)).execute();
        attachment = null;
      }
      await trx
        .updateTable('announcements')
        .set({
          title: written.title,
          body: written.body,
          pinned: written.pinned,
          updated_at: context.now.toISOString(),
          ...(attachment === undefined ? {} : { attachment }),
        })
        .where('id', '=', current.id)
        .execute();
    });
    const [answer] = await answersOf(
      context.db,
      [await announcementOf(context, associationId, current.id)],
      person.userId,
    );
    if (!answer) throw problemOf(context, 404);
    return { status: 200, body: answer };
  },

  async unpublishBoardAnnouncement(context) {
    const associationId = context.params.id;
    const person = await boardMember(context, associationId);
    const current = await announcementOf(context, associationId, context.params.announcementId);
    await context.db
      .updateTable('announcements')
      .set({ status: 'unpublished' })
      .where('id', '=', current.id)
      .execute();
    const [answer] = await answersOf(
      context.db,
      [await announcementOf(context, associationId, current.id)],
      person.userId,
    );
    if (!answer) throw problemOf(context, 404);
    return { status: 200, body: answer };
  },
};
