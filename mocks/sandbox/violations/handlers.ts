// The homeowner's violation notices: the board's rows (board_violations) of the caller's own
// properties, and their answers ("fixed", "need more time", "dispute") with photos, which the
// board's violation page then shows on the same row.
import type { Transaction } from 'kysely';
import type { operations } from '../../../generated/action-items/schema.d.ts';
import { violationAnswer } from '../board/handlers.ts';
import { problemOf, type Context, type Handlers } from '../handler.ts';
import { formOf, type FormFile } from '../multipart.ts';
import type { Database } from '../schema.ts';
import { nameOfUser, signedIn, type SignedIn } from '../services/people.ts';
import { photoOf, withViolationDetails } from './details.ts';
import type { ViolationResponseKind } from './tables.ts';

const KINDS: readonly ViolationResponseKind[] = ['fixed', 'needMoreTime', 'dispute'];
const MAX_MESSAGE = 4000;

/** The caller's own notice, or a 404 (another owner's notice is not theirs to see). */
async function ownViolation(context: Context<unknown>, person: SignedIn, id: number) {
  const row = person.ownerIds.length
    ? await context.db
        .selectFrom('board_violations')
        .selectAll()
        .where('id', '=', id)
        .where('owner_id', 'in', person.ownerIds)
        .executeTakeFirst()
    : undefined;
  if (!row) throw problemOf(context, 404);
  return row;
}

/** Stores an answer's photos: their records and their bytes (`attachment:<id>`). */
export async function storePhotos(
  trx: Transaction<Database>,
  violationId: number,
  responseId: number | null,
  files: readonly FormFile[],
): Promise<void> {
  for (const file of files) {
    const { id } = await trx
      .insertInto('violation_photos')
      .values({
        violation_id: violationId,
        response_id: responseId,
        file_name: file.fileName,
        content_type: file.contentType,
        size: file.bytes.length,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
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

const OPEN_FIRST: Record<string, number> = { open: 0, escalated: 0, cured: 1, closed: 1 };

export const violationsHandlers: Handlers<operations> = {
  async listHomeownerViolations(context) {
    const person = await signedIn(context);
    if (person.ownerIds.length === 0) return { status: 200, body: [] };
    const { associationId, propertyId } = context.query;
    const rows = await context.db
      .selectFrom('board_violations')
      .selectAll()
      .where('owner_id', 'in', person.ownerIds)
      .where('association_id', '=', Number(associationId))
      .$if(propertyId !== undefined, (q) => q.where('property_id', '=', propertyId ?? 0))
      .orderBy('reported_date', 'desc')
      .orderBy('id', 'desc')
      .execute();
    const sorted = [...rows].sort(
      (a, b) => (OPEN_FIRST[a.status] ?? 1) - (OPEN_FIRST[b.status] ?? 1),
    );
    return {
      status: 200,
      body: await withViolationDetails(context.db, sorted.map(violationAnswer)),
    };
  },

  async getHomeownerViolation(context) {
    const person = await signedIn(context);
    const row = await ownViolation(context, person, context.params.id);
    const [answer] = await withViolationDetails(context.db, [violationAnswer(row)]);
    if (!answer) throw problemOf(context, 404);
    return { status: 200, body: answer };
  },

  async answerHomeownerViolation(context) {
    const person = await signedIn(context);
    const violation = await ownViolation(context, person, context.params.id);
    const form = await formOf(context);
    if (!form) throw problemOf(context, 400);
    const kind = form.field('kind') as ViolationResponseKind | undefined;
    if (!kind || !KINDS.includes(kind))
      throw problemOf(context, 422, undefined, {
        detail: 'Choose your answer.',
        errors: { kind: ['Choose your answer.'] },
      });
    const message = form.field('message')?.trim() ?? '';
    if (!message) throw problemOf(context, 422);
    if (message.length > MAX_MESSAGE)
      throw problemOf(context, 422, undefined, {
        detail: `Message must be at most ${String(MAX_MESSAGE)} characters.`,
        errors: { message: [`Message must be at most ${String(MAX_MESSAGE)} characters.`] },
      });
    const author = await nameOfUser(context.db, person.userId);
    const files = form.files('files');
    const responseId = await context.db.transaction().execute(async (trx) => {
      // Checked again inside the write: a notice the board closed meanwhile takes no answer.
      const current = await trx
        .selectFrom('board_violations')
        .select('status')
        .where('id', '=', violation.id)
        .forUpdate()
        .executeTakeFirstOrThrow();
      if (current.status === 'closed' || current.status === 'cured')
        throw problemOf(context, 409, undefined, {
          detail: 'This notice is closed and takes no more answers.',
        });
      const { id } = await trx
        .insertInto('violation_responses')
        .values({
          violation_id: violation.id,
          kind,
          message,
          author_user_id: person.userId,
          author_name: author,
          sent_at: context.now.toISOString(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await storePhotos(trx, violation.id, id, files);
      return id;
    });
    const response = await context.db
      .selectFrom('violation_responses')
      .selectAll()
      .where('id', '=', responseId)
      .executeTakeFirstOrThrow();
    const photos = await context.db
      .selectFrom('violation_photos')
      .selectAll()
      .where('response_id', '=', responseId)
      .orderBy('id')
      .execute();
    return {
      status: 201,
      body: {
        id: response.id,
        kind: response.kind,
        message: response.message,
        author: response.author_name,
        sentAt: new Date(response.sent_at).toISOString(),
        photos: photos.map(photoOf),
      },
    };
  },
};
