// The sandbox's domain of messages: each person's own inbox, read state kept per person (the
// unread badge drops), replies kept as messages of the thread.
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../schema.ts';
import type { operations } from '../../../generated/users/schema.d.ts';
import { serviceHandlers, type Domain, type SeedContext } from '../domain.ts';
import { problemOf, type Context, type Handlers } from '../handler.ts';
import { formOf } from '../multipart.ts';
import { signedIn } from '../services/people.ts';
import { DEMO_PEOPLE } from '../profile/demo-people.ts';
import { inboxMigrations, type MessageRecord, type MessageTable } from './tables.ts';

type Message = operations['getMessage']['responses'][200]['content']['application/json'];

function messageOf(row: Selectable<MessageTable>): Message {
  return { id: row.id, ...row.record, sentAt: row.sent_at.toISOString(), read: row.read };
}

/** The person's own message, or the operation's 404: another person's message is not there. */
async function ownMessage(
  context: Context<unknown>,
  db: Kysely<Database>,
  userId: number,
  id: number,
) {
  const row = await db
    .selectFrom('messages')
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!row) throw problemOf(context, 404);
  return row;
}

export const inboxHandlers: Handlers<operations> = {
  async listMessages(context) {
    const person = await signedIn(context);
    const page = context.query.page ?? 1;
    const pageSize = context.query.pageSize ?? 20;
    const mine = context.db.selectFrom('messages').where('user_id', '=', person.userId);
    const listed = context.query.unreadOnly ? mine.where('read', '=', false) : mine;
    const [rows, total, unread] = await Promise.all([
      listed
        .selectAll()
        .orderBy('sent_at', 'desc')
        .orderBy('id', 'desc')
        .limit(pageSize)
        .offset((page - 1) * pageSize)
        .execute(),
      listed.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
      mine
        .where('read', '=', false)
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow(),
    ]);
    return {
      status: 200,
      body: {
        items: rows.map(messageOf),
        page,
        pageSize,
        totalCount: Number(total.n),
        unreadCount: Number(unread.n),
      },
    };
  },

  async getMessage(context) {
    const person = await signedIn(context);
    return {
      status: 200,
      body: messageOf(await ownMessage(context, context.db, person.userId, context.params.id)),
    };
  },

  async markMessageRead(context) {
    const person = await signedIn(context);
    return context.db.transaction().execute(async (db) => {
      const row = await db
        .updateTable('messages')
        .set({ read: context.body.read })
        .where('id', '=', context.params.id)
        .where('user_id', '=', person.userId)
        .returningAll()
        .executeTakeFirst();
      if (!row) throw problemOf(context, 404);
      return { status: 200, body: messageOf(row) };
    });
  },

  async replyToMessage(context) {
    const person = await signedIn(context);
    const form = await formOf(context);
    const text = form?.field('message');
    if (text === undefined || !text.trim()) throw problemOf(context, 422, 'messageRequired');
    const files = form?.files('files') ?? [];
    return context.db.transaction().execute(async (db) => {
      const original = await ownMessage(context, db, person.userId, context.params.id);
      const user = await db
        .selectFrom('users')
        .select(['email', 'profile'])
        .where('id', '=', person.userId)
        .executeTakeFirstOrThrow();
      const profile = user.profile as { firstName?: string; lastName?: string };
      const subject = original.record.subject.startsWith('Re: ')
        ? original.record.subject
        : `Re: ${original.record.subject}`;
      const row = await db
        .insertInto('messages')
        .values({
          user_id: person.userId,
          sent_at: context.now.toISOString(),
          read: true,
          record: JSON.stringify({
            subject,
            body: text,
            from: [profile.firstName, profile.lastName].filter(Boolean).join(' ') || user.email,
            fromEmail: user.email,
            associationId: original.record.associationId,
            inReplyToId: original.id,
            ...(original.record.relatedRequestId === undefined
              ? {}
              : { relatedRequestId: original.record.relatedRequestId }),
            canReply: false,
            attachments: [],
          } satisfies MessageRecord),
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      // The files a reply carries are kept as blobs; the message lists them at the sandbox's own address.
      const attachments: MessageRecord['attachments'] = [];
      for (const [index, file] of files.entries()) {
        const attachmentId = row.id * 100 + index + 1;
        const bytes = new Uint8Array(file.bytes);
        const { contentType } = file;
        await db
          .insertInto('files')
          .values({
            key: `message-attachment:${String(attachmentId)}`,
            file_name: file.fileName,
            content_type: contentType,
            bytes,
          })
          .execute();
        attachments.push({
          attachmentId,
          fileName: file.fileName,
          contentType,
          sizeBytes: bytes.length,
          url: `https://files.courtyard.example/messages/${String(row.id)}/${encodeURIComponent(file.fileName)}`,
        });
      }
      const kept = attachments.length
        ? await db
            .updateTable('messages')
            .set({ record: JSON.stringify({ ...row.record, attachments }) })
            .where('id', '=', row.id)
            .returningAll()
            .executeTakeFirstOrThrow()
        : row;
      return { status: 201, body: messageOf(kept) };
    });
  },
};

/** Priya's own inbox: the examples are Jordan's. */
function priyaMessages(moved: <T>(value: T) => T): (MessageRecord & {
  id: number;
  sentAt: string;
  read: boolean;
})[] {
  return [
    {
      id: 12902,
      subject: 'Your gate remote is ready',
      body: 'Hi Priya,\n\nThe replacement gate remote you asked for is ready. Pick it up at the clubhouse office, Monday to Friday, 9 am to 4 pm.\n\nDana Whitfield\nCommunity Manager, Harborview Community Management',
      from: 'Dana Whitfield',
      fromEmail: 'dana.whitfield@harborview.example',
      sentAt: moved('2026-11-19T17:20:00Z'),
      read: false,
      associationId: 101,
      canReply: true,
      attachments: [],
    },
    {
      id: 12901,
      subject: 'Welcome to 18 Maple Court',
      body: 'Welcome to Maple Grove, Priya!\n\nYour portal account is ready: pay assessments, read the documents and send requests from here.\n\nHarborview Community Management',
      from: 'Harborview Community Management',
      fromEmail: 'notices@harborview.example',
      sentAt: moved('2026-11-05T15:00:00Z'),
      read: true,
      associationId: 101,
      canReply: false,
      attachments: [],
    },
  ];
}

async function seedInbox(context: SeedContext) {
  const jordan = (context.example('users', 'listMessages', 'demo').items ??
    []) as unknown as Message[];
  const rows = [
    ...jordan.map((message) => ({ userId: DEMO_PEOPLE.jordan.id, message })),
    ...priyaMessages((value) => context.moved(value)).map((message) => ({
      userId: DEMO_PEOPLE.priya.id,
      message,
    })),
  ];
  for (const { userId, message } of rows) {
    const { id, sentAt, read, ...record } = message;
    await context.trx
      .insertInto('messages')
      .values({ id, user_id: userId, sent_at: sentAt, read, record: JSON.stringify(record) })
      .execute();
  }
}

export const inbox: Domain = {
  migrations: inboxMigrations,
  seed: seedInbox,
  handlers: { users: serviceHandlers(inboxHandlers) },
  // Replies get ids above the story's (12001–12003 Jordan's, 12901–12902 Priya's).
  idFloors: { messages: 12950 },
};
