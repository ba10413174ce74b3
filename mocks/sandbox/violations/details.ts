// What a violation notice says beyond the board's row: the rule's words (from the governing
// document the notice cites), the photos, when the first notice went, the fine's ledger line, and
// the owner's answers. The board's list and the homeowner's pages answer the same rows with it.
import type { Kysely } from 'kysely';
import type { components } from '../../../generated/action-items/schema.d.ts';
import { GOVERNING_DOCUMENTS } from '../governing-documents.ts';
import type { Database } from '../schema.ts';
import type { ViolationPhotoTable } from './tables.ts';

type Schemas = components['schemas'];
type Db = Kysely<Database>;

/** The ledger line of a violation's fine carries this reference. */
export const fineReference = (violationId: number) => `VIOL-${String(violationId)}`;

export function photoOf(
  row: Pick<ViolationPhotoTable, 'file_name' | 'content_type' | 'size'> & {
    id: number;
  },
): Schemas['Attachment'] {
  return {
    id: row.id,
    fileName: row.file_name,
    contentType: row.content_type,
    size: row.size,
    isImage: /^image\/(jpeg|png)$/.test(row.content_type),
  };
}

function ruleOf(documentId: number, section: string): Schemas['ViolationRule'] {
  const document = GOVERNING_DOCUMENTS.find((d) => d.id === documentId);
  const found = document?.sections.find((s) => s.heading === section);
  return {
    documentId: document ? documentId : null,
    documentTitle: document?.title ?? '',
    section,
    text: found?.text ?? '',
  };
}

/** The violations with their rule, photos, first notice, fine charge and answers. */
export async function withViolationDetails(
  db: Db,
  violations: Schemas['Violation'][],
): Promise<Schemas['Violation'][]> {
  const ids = violations.map((v) => v.id);
  if (ids.length === 0) return [];
  const [rules, photos, responses, notices, fines] = await Promise.all([
    db.selectFrom('violation_rules').selectAll().where('violation_id', 'in', ids).execute(),
    db
      .selectFrom('violation_photos')
      .selectAll()
      .where('violation_id', 'in', ids)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('violation_responses')
      .selectAll()
      .where('violation_id', 'in', ids)
      .orderBy('sent_at')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('board_violation_notices')
      .select(['violation_id', 'sent_at'])
      .where('violation_id', 'in', ids)
      .orderBy('sent_at')
      .execute(),
    db
      .selectFrom('ledger_entries')
      .select(['date', 'amount', 'reference'])
      .where('reference', 'in', ids.map(fineReference))
      .execute(),
  ]);
  return violations.map((violation) => {
    const rule = rules.find((r) => r.violation_id === violation.id);
    const fine = fines.find((f) => f.reference === fineReference(violation.id));
    const first = notices.find((n) => n.violation_id === violation.id);
    return {
      ...violation,
      noticeSentAt: first ? new Date(first.sent_at).toISOString() : null,
      ...(rule ? { rule: ruleOf(rule.document_id, rule.section) } : {}),
      photos: photos
        .filter((p) => p.violation_id === violation.id && p.response_id === null)
        .map(photoOf),
      fineCharge: fine
        ? { date: fine.date, amount: Math.abs(fine.amount), reference: fine.reference }
        : null,
      responses: responses
        .filter((r) => r.violation_id === violation.id)
        .map((r) => ({
          id: r.id,
          kind: r.kind,
          message: r.message,
          author: r.author_name,
          sentAt: new Date(r.sent_at).toISOString(),
          photos: photos.filter((p) => p.response_id === r.id).map(photoOf),
        })),
    };
  });
}
