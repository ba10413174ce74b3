// The files the portal downloads: the association's documents and the ARC attachments, byte for
// byte as the seed made them (mocks/sandbox/files.ts), to people who belong to the association.
import type { operations as associations } from '../../../generated/associations/schema.d.ts';
import type { operations as actionItems } from '../../../generated/action-items/schema.d.ts';
import { problemOf, type Context, type Handlers } from '../handler.ts';
import { associationsOf, signedIn } from './people.ts';

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

export const associationsHandlers: Handlers<associations> = {
  async downloadDocument(context) {
    if (!(await associationsOf(context, await signedIn(context))).includes(context.params.id))
      throw problemOf(context, 404);
    return fileAnswer(context, `document:${String(context.params.docId)}`);
  },
};

export const actionItemsHandlers: Handlers<actionItems> = {
  async downloadAttachment(context) {
    await signedIn(context);
    return fileAnswer(context, `attachment:${String(context.query.imgId)}`);
  },
};
