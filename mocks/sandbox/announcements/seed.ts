// Maple Grove's news: the contract's two announcements (the pinned pool notice, the annual
// meeting with its agenda), the agenda's PDF, and who has read the meeting notice already.
import type { SeedContext } from '../domain.ts';
import { documentPdf } from '../files.ts';

const JORDAN = 1001;
const PRIYA = 1002;
const AUTHORS: Record<string, number> = { 'Jordan Rivera': 1001, 'Marcus Chen': 1003 };

interface ExampleAnnouncement {
  id: number;
  associationId: number;
  title: string;
  body: string;
  pinned: boolean;
  status: 'published' | 'unpublished';
  postedAt: string;
  updatedAt: string | null;
  author: string;
  attachment: { fileName: string; contentType: string; size: number } | null;
  read: boolean;
}

export async function seedAnnouncements(context: SeedContext) {
  const { trx } = context;
  const news = context.example(
    'associations',
    'listAnnouncements',
  ) as unknown as ExampleAnnouncement[];
  for (const item of news) {
    let attachment = item.attachment;
    if (attachment) {
      const bytes = await documentPdf('Annual meeting agenda', [
        'Maple Grove HOA - Annual meeting, December 9, 7:00 p.m., clubhouse.',
        '1. Call to order. 2. Minutes of the last annual meeting. 3. 2027 budget. 4. Board election. 5. Open forum.',
      ]);
      attachment = { ...attachment, size: bytes.length };
      await trx
        .insertInto('files')
        .values({
          key: `announcement:${String(item.id)}`,
          file_name: attachment.fileName,
          content_type: attachment.contentType,
          bytes,
        })
        .execute();
    }
    await trx
      .insertInto('announcements')
      .values({
        id: item.id,
        association_id: item.associationId,
        title: item.title,
        body: item.body,
        pinned: item.pinned,
        status: item.status,
        posted_at: item.postedAt,
        updated_at: item.updatedAt,
        author_user_id: AUTHORS[item.author] ?? null,
        author_name: item.author,
        attachment: attachment ? JSON.stringify(attachment) : null,
      })
      .execute();
    // The example's `read` is Jordan's; Priya has read the same ones.
    if (item.read)
      await trx
        .insertInto('announcement_reads')
        .values(
          [JORDAN, PRIYA].map((user) => ({
            announcement_id: item.id,
            user_id: user,
            read_at: item.postedAt,
          })),
        )
        .execute();
  }
}
