// A stored file (the `files` table) as a handler's answer: its bytes, type and name as stored, or
// the operation's 404.
import { problemOf, type Context, type Reply } from './handler.ts';

export async function fileReply(context: Context<unknown>, key: string): Promise<Reply<never>> {
  const file = await context.db
    .selectFrom('files')
    .select(['file_name', 'content_type', 'bytes'])
    .where('key', '=', key)
    .executeTakeFirst();
  if (!file) throw problemOf(context, 404);
  return {
    status: 200,
    file: Buffer.from(file.bytes),
    contentType: file.content_type,
    fileName: file.file_name,
  };
}
