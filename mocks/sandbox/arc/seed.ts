// Maple Grove's three ARC requests as rows, read from the contract's own examples: 6001 (open,
// two ballots, three messages with Priya), 6002 (approved) and 6003 (declined), each with its own
// ballots and chair's decision. The examples list only 6001's files; 6002's and 6003's (as many as
// their attachmentCount) and the photo on message 6103 are written here, with real bytes.
import type { Insertable } from 'kysely';
import type { SeedContext } from '../domain.ts';
import { documentPdf, frontElevationJpeg } from '../files.ts';
import type { FileTable } from '../schema.ts';
import { PROJECT_TYPE_LABELS } from './rules.ts';
import type { ArcAuthorRole, ArcDecision, ArcProjectType, ArcStatus, ArcVote } from './tables.ts';

type Rec = Record<string, unknown>;

/** The story's categories as the application's project types. */
const PROJECT_TYPES = new Map<string, ArcProjectType>(
  Object.entries(PROJECT_TYPE_LABELS).map(([type, label]) => [label, type as ArcProjectType]),
);

const DETAIL_EXAMPLES = ['exteriorPaint', 'fenceApproved', 'solarDeclined'] as const;

interface ExtraFile {
  id: number;
  arcRequestId: number;
  messageId: number | null;
  fileName: string;
  contentType: string;
  bytes: () => Promise<Buffer>;
}

/** The files the examples name without listing them (ids after 6001's 6201–6203). */
const EXTRA_FILES: readonly ExtraFile[] = [
  {
    id: 6204,
    arcRequestId: 6001,
    messageId: 6103,
    fileName: 'trim-detail.jpg',
    contentType: 'image/jpeg',
    bytes: () => Promise.resolve(photo()),
  },
  {
    id: 6205,
    arcRequestId: 6002,
    messageId: null,
    fileName: 'fence-site-plan.pdf',
    contentType: 'application/pdf',
    bytes: () =>
      documentPdf('Backyard cedar fence - site plan', [
        'A 6-foot natural cedar privacy fence along the back lot line of 18 Maple Court, 92 feet.',
        'Posts set 8 feet apart in concrete, 2 feet inside the lot line; one 4-foot gate by the shed.',
      ]),
  },
  {
    id: 6206,
    arcRequestId: 6003,
    messageId: null,
    fileName: 'solar-roof-layout.pdf',
    contentType: 'application/pdf',
    bytes: () =>
      documentPdf('Solar panels - roof layout', [
        'Twelve 400 W panels in two rows of six on the street-facing roof slope of 18 Maple Court.',
        'Black frames, flush mounted, 18 inches from the ridge and the eaves.',
      ]),
  },
  {
    id: 6207,
    arcRequestId: 6003,
    messageId: null,
    fileName: 'front-roof-photo.jpg',
    contentType: 'image/jpeg',
    bytes: () => Promise.resolve(photo()),
  },
];

// A JPEG takes a while in plain JS: made once per process, the same bytes for every tenant.
let madePhoto: Buffer | undefined;
function photo(): Buffer {
  madePhoto ??= frontElevationJpeg();
  return madePhoto;
}

let madeFiles: Promise<(Insertable<FileTable> & { id: number })[]> | undefined;
function extraFiles() {
  madeFiles ??= Promise.all(
    EXTRA_FILES.map(async (file) => ({
      id: file.id,
      key: `attachment:${String(file.id)}`,
      file_name: file.fileName,
      content_type: file.contentType,
      bytes: await file.bytes(),
    })),
  );
  return madeFiles;
}

export async function seedArc(context: SeedContext): Promise<void> {
  const { trx } = context;
  const users = await trx.selectFrom('users').select(['id', 'profile']).execute();
  const userByName = new Map(
    users.map((u) => [`${String(u.profile.firstName)} ${String(u.profile.lastName)}`, u.id]),
  );
  const owners = await trx.selectFrom('owners').select(['id', 'user_id']).execute();

  const details = DETAIL_EXAMPLES.map((name) =>
    context.example('action-items', 'getBoardArcRequest', name),
  );
  for (const detail of details) {
    const votes = detail.votes as Rec;
    const homeowner = detail.homeowner as Rec;
    const decision = detail.chairDecision as Rec | null;
    const decidedBy = decision?.decidedBy as Rec | undefined;
    const id = Number(detail.id);
    await trx
      .insertInto('arc_requests')
      .values({
        id,
        association_id: Number(detail.associationId),
        title: String(detail.title),
        category: String(detail.category),
        project_type: PROJECT_TYPES.get(String(detail.category)) ?? 'other',
        description: String(detail.description),
        owner_id: Number(homeowner.ownerId),
        owner_name: String(homeowner.name),
        property_id: Number(detail.propertyId),
        property_address: JSON.stringify(detail.propertyAddress),
        submitted_at: String(detail.submittedAt),
        status: detail.status as ArcStatus,
        decision_due_date: (detail.decisionDueDate as string | null | undefined) ?? null,
        planned_start_date: (detail.plannedStartDate as string | null | undefined) ?? null,
        eligible_voters: Number(votes.total),
        decision: decision ? (decision.decision as ArcDecision) : null,
        decision_comment: (decision?.comment as string | null | undefined) ?? null,
        decided_at: decision ? String(decision.decidedAt) : null,
        decided_by_id: decidedBy ? Number(decidedBy.userId) : null,
        decided_by_name: decidedBy ? String(decidedBy.name) : null,
      })
      .execute();
    const ballots = detail.ballots as Rec[];
    if (ballots.length)
      await trx
        .insertInto('arc_votes')
        .values(
          ballots.map((ballot) => ({
            arc_request_id: id,
            voter_id: Number(ballot.voterId),
            voter_name: String(ballot.voterName),
            vote: ballot.vote as ArcVote,
            comment: (ballot.comment as string | null | undefined) ?? null,
            voted_at: String(ballot.votedAt),
          })),
        )
        .execute();
  }

  // The conversation about 6001: a homeowner's message is her user's, a board member's his.
  const messages = context.example('action-items', 'listArcRequestMessages', 'withPriya');
  const requestOwner = new Map(details.map((d) => [Number(d.id), (d.homeowner as Rec).ownerId]));
  for (const message of messages) {
    const arcRequestId = Number(message.arcRequestId);
    const role = message.authorRole as ArcAuthorRole;
    const author =
      role === 'homeowner'
        ? owners.find((o) => o.id === Number(requestOwner.get(arcRequestId)))?.user_id
        : userByName.get(String(message.authorName));
    await trx
      .insertInto('arc_messages')
      .values({
        id: Number(message.id),
        arc_request_id: arcRequestId,
        author_user_id: author ?? null,
        author_name: String(message.authorName),
        author_role: role,
        body: String(message.body),
        sent_at: String(message.sentAt),
      })
      .execute();
  }

  // 6001's files as the contract lists them (their bytes are the platform's, seed.ts), then the rest.
  const submitted = new Map(details.map((d) => [Number(d.id), String(d.submittedAt)]));
  const sent = new Map(messages.map((m) => [Number(m.id), String(m.sentAt)]));
  const files = await extraFiles();
  const stored = await trx
    .selectFrom('files')
    .select(['key', 'bytes'])
    .where('key', 'in', ['attachment:6201', 'attachment:6202', 'attachment:6203'])
    .execute();
  const sizeOf = (id: number) =>
    stored.find((f) => f.key === `attachment:${String(id)}`)?.bytes.length ?? 0;
  const listed = context.example('action-items', 'listAttachmentsByActionItem', 'exteriorPaint');
  await trx
    .insertInto('arc_attachments')
    .values([
      ...listed.map((file) => ({
        id: Number(file.id),
        arc_request_id: 6001,
        message_id: null,
        file_name: String(file.fileName),
        content_type: String(file.contentType),
        size: sizeOf(Number(file.id)),
        created_at: submitted.get(6001) ?? context.now.toISOString(),
      })),
      ...EXTRA_FILES.map((file) => ({
        id: file.id,
        arc_request_id: file.arcRequestId,
        message_id: file.messageId,
        file_name: file.fileName,
        content_type: file.contentType,
        size: files.find((f) => f.id === file.id)?.bytes.length ?? 0,
        created_at:
          (file.messageId ? sent.get(file.messageId) : submitted.get(file.arcRequestId)) ??
          context.now.toISOString(),
      })),
    ])
    .execute();
  await trx
    .insertInto('files')
    .values(files.map(({ id: _id, ...file }) => file))
    .execute();
}
