// The board's side of ARC review over the database: the lists, one request with its ballots and
// the chair's decision, votes cast, edited and retracted, the decision that closes voting, the
// conversation with the homeowner (with files), and the files served byte for byte.
import type { Kysely, Selectable, Transaction } from 'kysely';
import type {
  components,
  operations as actionItems,
} from '../../../generated/action-items/schema.d.ts';
import type { operations as associations } from '../../../generated/associations/schema.d.ts';
import { dayInZone } from '../clock.ts';
import { problemOf, type Context, type Handlers } from '../handler.ts';
import { fileReply } from '../file-reply.ts';
import { formOf, type Form, type FormFile } from '../multipart.ts';
import type { Database } from '../schema.ts';
import { associationsOf, boardMember, signedIn } from '../services/people.ts';
import { instant, isImageType, tallyOf, votingOpen } from './rules.ts';
import type { ArcAuthorRole, ArcRequestTable } from './tables.ts';

type Schemas = components['schemas'];
type ArcRow = Selectable<ArcRequestTable>;
type Db = Kysely<Database>;

/** The largest file a message takes (the sandbox's body limit is 12 MB for the whole form). */
export const MAX_FILE_BYTES = 10 * 1024 * 1024;

export async function requestOf(context: Context<unknown>, id: number): Promise<ArcRow> {
  const row = await context.db
    .selectFrom('arc_requests')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw problemOf(context, 404);
  return row;
}

async function ballotsOf(db: Db, ids: readonly number[]) {
  if (!ids.length) return [];
  return db
    .selectFrom('arc_votes')
    .selectAll()
    .where('arc_request_id', 'in', ids)
    .orderBy('voter_id')
    .execute();
}

async function countsOf(db: Db, table: 'arc_messages' | 'arc_attachments', ids: number[]) {
  if (!ids.length) return new Map<number, number>();
  let query = db
    .selectFrom(table)
    .select(['arc_request_id', db.fn.countAll<string>().as('n')])
    .where('arc_request_id', 'in', ids)
    .groupBy('arc_request_id');
  // A request's own files: a message's files are counted with its message.
  if (table === 'arc_attachments') query = query.where('message_id', 'is', null);
  const rows = await query.execute();
  return new Map(rows.map((r) => [r.arc_request_id, Number(r.n)]));
}

/** The request as the board list shows it, for one caller. */
function listItemOf(
  row: ArcRow,
  ballots: readonly { arc_request_id: number; voter_id: number; vote: 'approve' | 'decline' }[],
  userId: number,
  attachmentCount: number,
): Schemas['ArcRequestListItem'] {
  const mine = ballots.filter((b) => b.arc_request_id === row.id);
  return {
    id: row.id,
    associationId: row.association_id,
    title: row.title,
    homeowner: { ownerId: row.owner_id, name: row.owner_name },
    propertyId: row.property_id,
    propertyAddress: row.property_address,
    submittedAt: instant(row.submitted_at),
    status: row.status,
    votes: tallyOf(mine, row.eligible_voters),
    myVote: mine.find((b) => b.voter_id === userId)?.vote ?? null,
    decisionDueDate: row.decision_due_date,
    attachmentCount,
  };
}

export function decisionOf(row: ArcRow): Schemas['ArcChairDecision'] | null {
  if (!row.decision || !row.decided_at) return null;
  return {
    decision: row.decision,
    comment: row.decision_comment,
    conditions: row.decision_conditions,
    decidedAt: instant(row.decided_at),
    decidedBy: { userId: row.decided_by_id ?? 0, name: row.decided_by_name ?? '' },
  };
}

export async function nameOf(db: Db, userId: number): Promise<string> {
  const user = await db
    .selectFrom('users')
    .select('profile')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return `${String(user.profile.firstName)} ${String(user.profile.lastName)}`;
}

export function attachmentOf(row: {
  id: number;
  file_name: string;
  content_type: string;
  size: number;
}): Schemas['Attachment'] {
  return {
    id: row.id,
    fileName: row.file_name,
    contentType: row.content_type,
    size: row.size,
    isImage: isImageType(row.content_type),
  };
}

export async function messagesOf(db: Db, arcRequestId: number, userId: number, onlyId?: number) {
  let query = db
    .selectFrom('arc_messages')
    .selectAll()
    .where('arc_request_id', '=', arcRequestId)
    .orderBy('sent_at')
    .orderBy('id');
  if (onlyId !== undefined) query = query.where('id', '=', onlyId);
  const messages = await query.execute();
  const files = messages.length
    ? await db
        .selectFrom('arc_attachments')
        .selectAll()
        .where(
          'message_id',
          'in',
          messages.map((m) => m.id),
        )
        .orderBy('id')
        .execute()
    : [];
  return messages.map((m): Schemas['ArcMessage'] => ({
    id: m.id,
    arcRequestId: m.arc_request_id,
    authorName: m.author_name,
    authorRole: m.author_role,
    isMine: m.author_user_id === userId,
    body: m.body,
    sentAt: instant(m.sent_at),
    attachments: files.filter((f) => f.message_id === m.id).map(attachmentOf),
  }));
}

/**
 * Who may see a request's files: its association's board, and the homeowner who sent it. Anyone
 * else is told it does not exist (the attachment operations have no 403).
 */
async function mayReadFiles(context: Context<unknown>, row: ArcRow): Promise<void> {
  const person = await signedIn(context);
  if (person.ownerIds.includes(row.owner_id)) return;
  try {
    await boardMember(context, row.association_id);
  } catch {
    throw problemOf(context, 404);
  }
}

/** The files of a form, each within the limit (the operation's 413 names the first that is not). */
export function filesOf(context: Context<unknown>, form: Form) {
  const files = form.files('files').filter((f) => f.fileName || f.bytes.length);
  const tooLarge = files.find((f) => f.bytes.length > MAX_FILE_BYTES);
  if (tooLarge)
    throw problemOf(context, 413, undefined, {
      detail: `${tooLarge.fileName} is ${(tooLarge.bytes.length / 1048576).toFixed(1)} MB, which exceeds the maximum file size of 10 MB.`,
    });
  return files;
}

/** Stores files of a request (messageId null) or of one of its messages: records and bytes. */
export async function storeArcFiles(
  trx: Transaction<Database>,
  arcRequestId: number,
  messageId: number | null,
  files: readonly FormFile[],
  at: Date,
): Promise<void> {
  for (const file of files) {
    const attachment = await trx
      .insertInto('arc_attachments')
      .values({
        arc_request_id: arcRequestId,
        message_id: messageId,
        file_name: file.fileName || 'attachment',
        content_type: file.contentType,
        size: file.bytes.length,
        created_at: at.toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('files')
      .values({
        key: `attachment:${String(attachment.id)}`,
        file_name: file.fileName || 'attachment',
        content_type: file.contentType,
        bytes: file.bytes,
      })
      .execute();
  }
}

/** A message about a request, with its files, written by the board or by the homeowner. */
export async function storeMessage(
  trx: Transaction<Database>,
  arcRequestId: number,
  author: { userId: number; name: string; role: ArcAuthorRole },
  body: string,
  files: readonly FormFile[],
  at: Date,
): Promise<number> {
  const stored = await trx
    .insertInto('arc_messages')
    .values({
      arc_request_id: arcRequestId,
      author_user_id: author.userId,
      author_name: author.name,
      author_role: author.role,
      body,
      sent_at: at.toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await storeArcFiles(trx, arcRequestId, stored.id, files, at);
  return stored.id;
}

/** A message's text as both sides send it: required, at most 4000 characters. */
export function messageTextOf(context: Context<unknown>, value: string | undefined): string {
  const message = value?.trim() ?? '';
  if (!message) throw problemOf(context, 422);
  if (message.length > 4000)
    throw problemOf(context, 422, undefined, { detail: 'At most 4000 characters.' });
  return message;
}

export const arcHandlers: Handlers<actionItems> = {
  async listBoardArcRequests(context) {
    const associationId = Number(context.query.associationId);
    const person = await boardMember(context, associationId);
    let query = context.db
      .selectFrom('arc_requests')
      .selectAll()
      .where('association_id', '=', associationId)
      .orderBy('submitted_at', 'desc');
    if (context.query.status?.length) query = query.where('status', 'in', context.query.status);
    const rows = await query.execute();
    const ids = rows.map((r) => r.id);
    const ballots = await ballotsOf(context.db, ids);
    const files = await countsOf(context.db, 'arc_attachments', ids);
    let items = rows.map((row) => listItemOf(row, ballots, person.userId, files.get(row.id) ?? 0));
    if (context.query.mine)
      items = items.filter((item) => votingOpen(item.status) && item.myVote === null);
    return { status: 200, body: items };
  },

  async getBoardArcRequest(context) {
    const row = await requestOf(context, context.params.id);
    const person = await boardMember(context, row.association_id);
    const ballots = await ballotsOf(context.db, [row.id]);
    const messages = await countsOf(context.db, 'arc_messages', [row.id]);
    const files = await countsOf(context.db, 'arc_attachments', [row.id]);
    return {
      status: 200,
      body: {
        ...listItemOf(row, ballots, person.userId, files.get(row.id) ?? 0),
        category: row.category,
        description: row.description,
        plannedStartDate: row.planned_start_date,
        messageCount: messages.get(row.id) ?? 0,
        ballots: ballots.map((b) => ({
          voterId: b.voter_id,
          voterName: b.voter_name,
          vote: b.vote,
          comment: b.comment,
          votedAt: instant(b.voted_at),
        })),
        chairDecision: decisionOf(row),
        isChair: person.arcChairAssociationIds.includes(row.association_id),
        canVote: votingOpen(row.status) && person.securities.includes('arcVote'),
      },
    };
  },

  async castArcRequestVote(context) {
    const row = await requestOf(context, context.params.id);
    const person = await boardMember(context, row.association_id);
    if (!person.securities.includes('arcVote')) throw problemOf(context, 403);
    const form = await formOf(context);
    const vote = form?.field('vote');
    const comment = form?.field('comment')?.trim() ?? '';
    if (vote !== 'approve' && vote !== 'decline' && vote !== 'retract')
      throw problemOf(context, 422, undefined, {
        errors: { vote: ['Choose approve or decline.'] },
      });
    if (comment.length > 2000)
      throw problemOf(context, 422, undefined, {
        errors: { comment: ['At most 2000 characters.'] },
      });
    const name = await nameOf(context.db, person.userId);
    const ballots = await context.db.transaction().execute(async (trx) => {
      // The status read in the same transaction as the write: a decision in between closes it.
      const current = await trx
        .selectFrom('arc_requests')
        .select('status')
        .where('id', '=', row.id)
        .forUpdate()
        .executeTakeFirstOrThrow();
      if (!votingOpen(current.status)) throw problemOf(context, 409);
      if (vote === 'retract')
        await trx
          .deleteFrom('arc_votes')
          .where('arc_request_id', '=', row.id)
          .where('voter_id', '=', person.userId)
          .execute();
      else
        await trx
          .insertInto('arc_votes')
          .values({
            arc_request_id: row.id,
            voter_id: person.userId,
            voter_name: name,
            vote,
            comment: comment || null,
            voted_at: context.now.toISOString(),
          })
          .onConflict((oc) =>
            oc.columns(['arc_request_id', 'voter_id']).doUpdateSet({
              vote,
              comment: comment || null,
              voted_at: context.now.toISOString(),
            }),
          )
          .execute();
      return ballotsOf(trx, [row.id]);
    });
    return {
      status: 200,
      body: {
        arcRequestId: row.id,
        status: row.status,
        myVote: ballots.find((b) => b.voter_id === person.userId)?.vote ?? null,
        votes: tallyOf(ballots, row.eligible_voters),
      },
    };
  },

  async submitArcChairDecision(context) {
    const row = await requestOf(context, context.params.id);
    const person = await boardMember(context, row.association_id);
    if (!person.arcChairAssociationIds.includes(row.association_id))
      throw problemOf(context, 403, 'notChair');
    const { decision } = context.body;
    const comment = context.body.comment?.trim() || null;
    const conditions = context.body.conditions?.trim() || null;
    // Conditions belong to an approval ("approved with conditions"), never to a refusal.
    if (conditions && decision !== 'approved')
      throw problemOf(context, 422, undefined, {
        errors: { conditions: ['Conditions go with an approval only.'] },
      });
    const name = await nameOf(context.db, person.userId);
    const decidedAt = context.now.toISOString();
    await context.db.transaction().execute(async (trx) => {
      const current = await trx
        .selectFrom('arc_requests')
        .select(['status', 'decision'])
        .where('id', '=', row.id)
        .forUpdate()
        .executeTakeFirstOrThrow();
      if (current.decision || !votingOpen(current.status)) throw problemOf(context, 409);
      await trx
        .updateTable('arc_requests')
        .set({
          status: decision,
          decision,
          decision_comment: comment,
          decision_conditions: conditions,
          decided_at: decidedAt,
          decided_by_id: person.userId,
          decided_by_name: name,
        })
        .where('id', '=', row.id)
        .execute();
    });
    return {
      status: 200,
      body: {
        arcRequestId: row.id,
        status: decision,
        chairDecision: {
          decision,
          comment,
          conditions,
          decidedAt: instant(new Date(decidedAt)),
          decidedBy: { userId: person.userId, name },
        },
      },
    };
  },

  async listArcRequestMessages(context) {
    const row = await requestOf(context, context.params.id);
    const person = await boardMember(context, row.association_id);
    return { status: 200, body: await messagesOf(context.db, row.id, person.userId) };
  },

  async sendArcRequestMessage(context) {
    const form = await formOf(context);
    if (!form) throw problemOf(context, 400);
    const arcRequestId = Number(form.field('arcRequestId'));
    if (!Number.isInteger(arcRequestId) || arcRequestId <= 0) throw problemOf(context, 400);
    const row = await requestOf(context, arcRequestId);
    const person = await boardMember(context, row.association_id);
    const message = messageTextOf(context, form.field('message'));
    const files = filesOf(context, form);
    const name = await nameOf(context.db, person.userId);
    const id = await context.db
      .transaction()
      .execute((trx) =>
        storeMessage(
          trx,
          row.id,
          { userId: person.userId, name, role: 'boardMember' },
          message,
          files,
          context.now,
        ),
      );
    const [sent] = await messagesOf(context.db, row.id, person.userId, id);
    if (!sent) throw problemOf(context, 500);
    return { status: 201, body: sent };
  },

  async listAttachmentsByActionItem(context) {
    const row = await requestOf(context, Number(context.query.actionItemId));
    await mayReadFiles(context, row);
    const files = await context.db
      .selectFrom('arc_attachments')
      .selectAll()
      .where('arc_request_id', '=', row.id)
      .where('message_id', 'is', null)
      .orderBy('id')
      .execute();
    return { status: 200, body: files.map(attachmentOf) };
  },

  async downloadAttachment(context) {
    const imgId = Number(context.query.imgId);
    const attachment = await context.db
      .selectFrom('arc_attachments')
      .select('arc_request_id')
      .where('id', '=', imgId)
      .executeTakeFirst();
    if (attachment)
      await mayReadFiles(context, await requestOf(context, attachment.arc_request_id));
    // A file of another kind of action item: the platform's rule (anyone signed in) until its
    // domain says who may read it.
    else await signedIn(context);
    return fileReply(context, `attachment:${String(imgId)}`);
  },
};

export const arcAssociationHandlers: Handlers<associations> = {
  async listAssociationArcRequests(context) {
    const associationId = context.params.id;
    if (!(await associationsOf(context, await signedIn(context))).includes(associationId))
      throw problemOf(context, 404);
    const page = context.query.page ?? 1;
    const pageSize = context.query.pageSize ?? 25;
    const { from, to, status } = context.query;
    const rows = (
      await context.db
        .selectFrom('arc_requests')
        .selectAll()
        .where('association_id', '=', associationId)
        .$if(Boolean(status?.length), (q) => q.where('status', 'in', status ?? []))
        .orderBy('submitted_at', 'desc')
        .orderBy('id', 'desc')
        .execute()
    ).filter((row) => {
      // Calendar days at the association (New York), as the filters are given.
      const day = dayInZone(row.submitted_at);
      return (!from || day >= from) && (!to || day <= to);
    });
    return {
      status: 200,
      body: {
        page,
        pageSize,
        totalCount: rows.length,
        items: rows.slice((page - 1) * pageSize, page * pageSize).map((row) => ({
          id: row.id,
          associationId: row.association_id,
          title: row.title,
          category: row.category,
          homeowner: { ownerId: row.owner_id, name: row.owner_name },
          propertyId: row.property_id,
          propertyAddress: row.property_address,
          submittedAt: instant(row.submitted_at),
          status: row.status,
          decisionDueDate: row.decision_due_date,
          decidedAt: row.decided_at ? instant(row.decided_at) : null,
        })),
      },
    };
  },
};
