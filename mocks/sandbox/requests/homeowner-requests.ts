// The homeowner's requests (action-items): each person's own, their threads and their files.
import type { Selectable, Transaction } from 'kysely';
import type { components, operations } from '../../../generated/action-items/schema.d.ts';
import { addDaysToDay, dayInZone } from '../clock.ts';
import { problemOf, type Context, type Handlers } from '../handler.ts';
import type { Database } from '../schema.ts';
import { nameOfUser, signedIn, type SignedIn } from '../services/people.ts';
import { formOf, type FormFile } from '../multipart.ts';
import type {
  HomeownerRequestTable,
  RequestAttachmentTable,
  RequestMessageTable,
  RequestStatus,
  RequestType,
} from './tables.ts';

type Schemas = components['schemas'];
type RequestRow = Selectable<HomeownerRequestTable>;
type MessageRow = Selectable<RequestMessageTable>;
type AttachmentRow = Selectable<RequestAttachmentTable>;

const REQUEST_TYPES: readonly RequestType[] = ['general', 'reservation', 'arc', 'maintenance'];
/** The management company answers within a week of a new request (the contract's 10001, 10004). */
export const RESPONSE_DAYS = 7;

export function attachmentOf(row: AttachmentRow): Schemas['Attachment'] {
  return {
    id: row.id,
    fileName: row.file_name,
    contentType: row.content_type,
    size: row.size,
    isImage: /^image\/(jpeg|png)$/.test(row.content_type),
  };
}

/** The newest reply from management or the board: what the lists show as the latest reply. */
export function latestReplyOf(messages: readonly MessageRow[]): Schemas['RequestReply'] | null {
  const replies = messages.filter((m) => m.author_role !== 'homeowner');
  const newest = replies.reduce<MessageRow | null>(
    (best, m) => (!best || m.sent_at.getTime() >= best.sent_at.getTime() ? m : best),
    null,
  );
  return newest
    ? { author: newest.author, body: newest.body, sentAt: newest.sent_at.toISOString() }
    : null;
}

function summaryOf(row: RequestRow, messages: readonly MessageRow[]): Schemas['HomeownerRequest'] {
  return {
    id: row.id,
    associationId: row.association_id,
    propertyId: row.property_id,
    type: row.type,
    subject: row.subject,
    status: row.status,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    latestReply: latestReplyOf(messages),
    expectedResponseBy: row.status === 'closed' ? null : row.expected_response_by,
  };
}

function messageOf(
  row: MessageRow,
  attachments: readonly AttachmentRow[],
): Schemas['RequestMessage'] {
  return {
    id: row.id,
    author: row.author,
    authorRole: row.author_role,
    body: row.body,
    sentAt: row.sent_at.toISOString(),
    attachments: attachments.filter((a) => a.message_id === row.id).map(attachmentOf),
  };
}

async function messagesOf(db: Context<unknown>['db'], requestIds: number[]) {
  if (requestIds.length === 0) return [];
  return db
    .selectFrom('request_messages')
    .selectAll()
    .where('request_id', 'in', requestIds)
    .orderBy('sent_at')
    .orderBy('id')
    .execute();
}

async function detailOf(
  db: Context<unknown>['db'],
  row: RequestRow,
): Promise<Schemas['HomeownerRequestDetail']> {
  const messages = await messagesOf(db, [row.id]);
  const attachments = await db
    .selectFrom('request_attachments')
    .selectAll()
    .where('request_id', '=', row.id)
    .orderBy('id')
    .execute();
  return {
    ...summaryOf(row, messages),
    description: row.description,
    messages: messages.map((m) => messageOf(m, attachments)),
    attachments: attachments.map(attachmentOf),
  };
}

/** One of the person's requests, or the operation's 404 (someone else's is not there for them). */
async function ownRequest(context: Context<unknown>, person: SignedIn, id: number) {
  const row = person.ownerIds.length
    ? await context.db
        .selectFrom('homeowner_requests')
        .selectAll()
        .where('id', '=', id)
        .where('owner_id', 'in', person.ownerIds)
        .executeTakeFirst()
    : undefined;
  if (!row) throw problemOf(context, 404);
  return row;
}

/** Stores files as attachments of a request (and a message): their records and their bytes. */
export async function storeAttachments(
  trx: Transaction<Database>,
  requestId: number,
  messageId: number | null,
  files: readonly FormFile[],
): Promise<void> {
  for (const file of files) {
    const { id } = await trx
      .insertInto('request_attachments')
      .values({
        request_id: requestId,
        message_id: messageId,
        file_name: file.fileName,
        content_type: file.contentType,
        size: file.bytes.length,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    // The same key the ARC attachments use: GET /Attachments?imgId= serves both.
    await trx
      .insertInto('files')
      .values({
        key: `attachment:${String(id)}`,
        file_name: file.fileName,
        content_type: file.contentType,
        bytes: file.bytes,
      })
      .execute();
  }
}

/** The 422 of a field that breaks the form's rules, in the contract's shape. */
function invalid(context: Context<unknown>, field: string, message: string) {
  return problemOf(context, 422, undefined, { errors: { [field]: [message] } });
}

/** A form's text within its length, trimmed; the message names the field for the 422. */
function required(
  context: Context<unknown>,
  value: string | undefined,
  field: string,
  label: string,
  max: number,
): string {
  const text = value?.trim() ?? '';
  if (!text) throw invalid(context, field, `${label} is required.`);
  if (text.length > max)
    throw invalid(context, field, `${label} must be at most ${String(max)} characters.`);
  return text;
}

export const homeownerRequestsHandlers: Handlers<operations> = {
  async listHomeownerRequests(context) {
    const person = await signedIn(context);
    if (person.ownerIds.length === 0) return { status: 200, body: [] };
    const { associationId, from } = context.query;
    const status = context.query.status as RequestStatus[] | RequestStatus | undefined;
    const statuses = status === undefined ? [] : Array.isArray(status) ? status : [status];
    let query = context.db
      .selectFrom('homeowner_requests')
      .selectAll()
      .where('owner_id', 'in', person.ownerIds);
    if (associationId !== undefined) query = query.where('association_id', '=', associationId);
    if (statuses.length) query = query.where('status', 'in', statuses);
    const rows = (await query.orderBy('updated_at', 'desc').orderBy('id', 'desc').execute()).filter(
      // "Created on or after this day": the day as the association's calendar has it.
      (row) => !from || dayInZone(row.created_at) >= from,
    );
    const messages = await messagesOf(
      context.db,
      rows.map((r) => r.id),
    );
    return {
      status: 200,
      body: rows.map((row) =>
        summaryOf(
          row,
          messages.filter((m) => m.request_id === row.id),
        ),
      ),
    };
  },

  async getHomeownerRequest(context) {
    const person = await signedIn(context);
    const row = await ownRequest(context, person, context.params.id);
    return { status: 200, body: await detailOf(context.db, row) };
  },

  async createHomeownerRequest(context) {
    const person = await signedIn(context);
    const form = await formOf(context);
    if (!form) throw problemOf(context, 400);
    const type = form.field('type') as RequestType | undefined;
    if (!type || !REQUEST_TYPES.includes(type))
      throw invalid(context, 'type', 'Choose the kind of request.');
    const subject = required(context, form.field('subject'), 'subject', 'Subject', 200);
    const description = required(
      context,
      form.field('description'),
      'description',
      'Description',
      4000,
    );
    const associationId = Number(form.field('associationId'));
    const propertyId = Number(form.field('propertyId'));
    if (!Number.isInteger(associationId) || !Number.isInteger(propertyId))
      throw problemOf(context, 400);
    const property = person.ownerIds.length
      ? await context.db
          .selectFrom('properties')
          .select(['id', 'owner_id', 'association_id'])
          .where('id', '=', propertyId)
          .where('owner_id', 'in', person.ownerIds)
          .executeTakeFirst()
      : undefined;
    // Only the caller's own property at that association takes a request.
    if (!property || property.association_id !== associationId) throw problemOf(context, 404);
    const files = form.files('files');
    const now = context.now.toISOString();
    const id = await context.db.transaction().execute(async (trx) => {
      const request = await trx
        .insertInto('homeowner_requests')
        .values({
          association_id: associationId,
          property_id: propertyId,
          owner_id: property.owner_id,
          type,
          subject,
          description,
          status: 'open',
          created_at: now,
          updated_at: now,
          expected_response_by: addDaysToDay(dayInZone(context.now), RESPONSE_DAYS),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      // What was typed is the request's description; the thread starts empty and the files
      // belong to the request itself (the contract's created 10004).
      await storeAttachments(trx, request.id, null, files);
      return request.id;
    });
    const row = await ownRequest(context, person, id);
    return { status: 201, body: await detailOf(context.db, row) };
  },

  async sendHomeownerRequestMessage(context) {
    const person = await signedIn(context);
    const request = await ownRequest(context, person, context.params.id);
    const form = await formOf(context);
    if (!form) throw problemOf(context, 400);
    const body = form.field('message')?.trim() ?? '';
    if (!body) throw problemOf(context, 422);
    if (body.length > 4000)
      throw invalid(context, 'message', 'Message must be at most 4000 characters.');
    if (request.status === 'closed') throw problemOf(context, 409);
    const author = await nameOfUser(context.db, person.userId);
    const files = form.files('files');
    const now = context.now.toISOString();
    const messageId = await context.db.transaction().execute(async (trx) => {
      // Checked again inside the write: a request closed meanwhile takes no reply.
      const current = await trx
        .selectFrom('homeowner_requests')
        .select('status')
        .where('id', '=', request.id)
        .forUpdate()
        .executeTakeFirstOrThrow();
      if (current.status === 'closed') throw problemOf(context, 409);
      const message = await trx
        .insertInto('request_messages')
        .values({ request_id: request.id, author, author_role: 'homeowner', body, sent_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      await storeAttachments(trx, request.id, message.id, files);
      await trx
        .updateTable('homeowner_requests')
        .set({ updated_at: now })
        .where('id', '=', request.id)
        .execute();
      return message.id;
    });
    const message = await context.db
      .selectFrom('request_messages')
      .selectAll()
      .where('id', '=', messageId)
      .executeTakeFirstOrThrow();
    const attachments = await context.db
      .selectFrom('request_attachments')
      .selectAll()
      .where('message_id', '=', messageId)
      .orderBy('id')
      .execute();
    return { status: 201, body: messageOf(message, attachments) };
  },
};
