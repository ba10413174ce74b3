// The files the portal downloads: the association's documents and the ARC attachments, byte for
// byte as the seed made them (mocks/sandbox/files.ts), to people who belong to the association.
import type { operations as associations } from '../../../generated/associations/schema.d.ts';
import type { operations as actionItems } from '../../../generated/action-items/schema.d.ts';
import { problemOf, type Context, type Handlers } from '../handler.ts';
import { signedIn } from './people.ts';

async function fileAnswer(context: Context<unknown>, key: string) {
  const file = await context.db
    .selectFrom('files')
    .select(['file_name', 'content_type', 'bytes'])
    .where('key', '=', key)
    .executeTakeFirst();
  if (!file) throw problemOf(context, 404);
  return {
    status: 200 as const,
    file: Buffer.from(file.bytes),
    contentType: file.content_type,
    fileName: file.file_name,
  };
}

/** The associations a person belongs to: where they own a property or sit on the board. */
async function associationsOf(context: Context<unknown>): Promise<number[]> {
  const person = await signedIn(context);
  const owned = person.ownerIds.length
    ? await context.db
        .selectFrom('properties')
        .select('association_id')
        .where('owner_id', 'in', person.ownerIds)
        .execute()
    : [];
  const user = await context.db
    .selectFrom('users')
    .select('security')
    .where('id', '=', person.userId)
    .executeTakeFirstOrThrow();
  const boards = (user.security as { boardAssociationIds?: number[] }).boardAssociationIds ?? [];
  return [...new Set([...owned.map((p) => p.association_id), ...boards])];
}

export const associationsHandlers: Handlers<associations> = {
  async downloadDocument(context) {
    if (!(await associationsOf(context)).includes(context.params.id)) throw problemOf(context, 404);
    return fileAnswer(context, `document:${String(context.params.docId)}`);
  },
};

export const actionItemsHandlers: Handlers<actionItems> = {
  async downloadAttachment(context) {
    await signedIn(context);
    return fileAnswer(context, `attachment:${String(context.query.imgId)}`);
  },
};
