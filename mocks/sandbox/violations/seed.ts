// The rule each of the demo's violations cites (a section of governing-documents.ts) and the
// photo of what was observed at Priya's 18 Maple Court (board/seed.ts writes the notices).
import type { SeedContext } from '../domain.ts';
import { trashCansJpeg } from '../files.ts';

const RULES = [
  { violationId: 16301, documentId: 1305, section: 'Section 2 - Trash and recycling' },
  { violationId: 16302, documentId: 1301, section: 'Article VIII - Exterior changes' },
  { violationId: 16303, documentId: 1305, section: 'Section 2 - Trash and recycling' },
];

export async function seedViolations({ trx }: SeedContext) {
  await trx
    .insertInto('violation_rules')
    .values(
      RULES.map((rule) => ({
        violation_id: rule.violationId,
        document_id: rule.documentId,
        section: rule.section,
      })),
    )
    .execute();
  const photo = trashCansJpeg();
  const { id } = await trx
    .insertInto('violation_photos')
    .values({
      id: 16801,
      violation_id: 16303,
      response_id: null,
      file_name: 'trash-cans-street.jpg',
      content_type: 'image/jpeg',
      size: photo.length,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('files')
    .values({
      key: `attachment:${String(id)}`,
      file_name: 'trash-cans-street.jpg',
      content_type: 'image/jpeg',
      bytes: photo,
    })
    .execute();
}
