// The demo's requests and reservations: Jordan's from the contracts' examples (10001–10003 with
// their threads, 11001–11003, the amenities of Maple Grove), and Priya's own, which the examples
// lack, so each person sees theirs and not Jordan's.
import jpeg from 'jpeg-js';
import type { SeedContext } from '../domain.ts';
import type { AmenitySlotRecord, AuthorRole, RequestStatus, RequestType } from './tables.ts';

const MAPLE_GROVE = 101;
const PRIYA = { ownerId: 5007, propertyId: 2007, name: 'Priya Shah' } as const;
const MANAGEMENT = 'Harborview Community Management';

interface ExampleReply {
  author: string;
  body: string;
  sentAt: string;
}
interface ExampleAttachment {
  id: number;
  fileName: string;
  contentType: string;
}
interface ExampleMessage {
  id: number;
  author: string;
  authorRole: AuthorRole;
  body: string;
  sentAt: string;
  attachments: ExampleAttachment[];
}
interface ExampleRequest {
  id: number;
  associationId: number;
  propertyId: number;
  type: RequestType;
  subject: string;
  status: RequestStatus;
  createdAt: string;
  updatedAt: string;
  latestReply: ExampleReply | null;
  expectedResponseBy: string | null;
  description?: string;
  messages?: ExampleMessage[];
}

/** The streetlight photo of request 10001: a dark street, a dark lamp, one lit window. */
export function streetlightJpeg(): Buffer {
  const width = 480;
  const height = 320;
  const data = Buffer.alloc(width * height * 4);
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1) {
      const pole = x > 232 && x < 244 && y > 60 && y < 280;
      const lamp = x > 210 && x < 266 && y > 48 && y < 66;
      const window = x > 360 && x < 400 && y > 150 && y < 190;
      const road = y >= 280;
      const [r, g, b] =
        pole || lamp
          ? [60, 60, 64]
          : window
            ? [235, 200, 120]
            : road
              ? [38, 38, 42]
              : [14, 18, 40 + Math.floor(y / 12)];
      const at = (y * width + x) * 4;
      data[at] = r;
      data[at + 1] = g;
      data[at + 2] = b;
      data[at + 3] = 255;
    }
  return Buffer.from(jpeg.encode({ data, width, height }, 85).data);
}

/** What the examples leave out of 10003 (listed, with no detail example): its description. */
const STORM_DRAIN =
  'The storm drain behind 14 Maple Court is clogged with leaves. Water pools across the path after every rain.';

/** A thread for a request the examples only list (10003): what was written, then the reply. */
function threadOf(summary: ExampleRequest, description: string): ExampleMessage[] {
  if (summary.id !== 10003) throw new Error(`request seed: no thread for ${String(summary.id)}`);
  const opening: ExampleMessage = {
    id: 10109,
    author: 'Jordan Rivera',
    authorRole: 'homeowner',
    body: description,
    sentAt: summary.createdAt,
    attachments: [],
  };
  const reply = summary.latestReply;
  return reply
    ? [opening, { id: 10110, ...reply, authorRole: 'management', attachments: [] }]
    : [opening];
}

export async function seedRequests(context: SeedContext): Promise<void> {
  const { trx } = context;
  const listed = context.example(
    'action-items',
    'listHomeownerRequests',
  ) as unknown as ExampleRequest[];
  const details = new Map<number, ExampleRequest>(
    ['streetlight', 'poolGate'].map((name) => {
      const detail = context.example(
        'action-items',
        'getHomeownerRequest',
        name,
      ) as unknown as ExampleRequest;
      return [detail.id, detail];
    }),
  );
  const propertyOwners = new Map(
    (await trx.selectFrom('properties').select(['id', 'owner_id']).execute()).map((p) => [
      p.id,
      p.owner_id,
    ]),
  );
  const ownerOf = (propertyId: number) => {
    const owner = propertyOwners.get(propertyId);
    if (owner === undefined) throw new Error(`request seed: no property ${String(propertyId)}`);
    return owner;
  };

  const priya: ExampleRequest = {
    id: 10005,
    associationId: MAPLE_GROVE,
    propertyId: PRIYA.propertyId,
    type: 'maintenance',
    subject: 'Irrigation head broken by the 18 Maple Court mailbox',
    status: 'open',
    ...context.moved({
      createdAt: '2026-11-20T13:10:00Z',
      updatedAt: '2026-11-21T15:25:00Z',
      expectedResponseBy: '2026-11-27',
    }),
    latestReply: null,
    description:
      'A sprinkler head next to the mailbox at 18 Maple Court is snapped off and sprays the sidewalk every morning.',
    messages: context.moved([
      {
        id: 10107,
        author: PRIYA.name,
        authorRole: 'homeowner',
        body: 'A sprinkler head next to the mailbox at 18 Maple Court is snapped off and sprays the sidewalk every morning.',
        sentAt: '2026-11-20T13:10:00Z',
        attachments: [],
      },
      {
        id: 10108,
        author: MANAGEMENT,
        authorRole: 'management',
        body: 'Thanks, Priya. Our landscaper will replace the head on their next visit.',
        sentAt: '2026-11-21T15:25:00Z',
        attachments: [],
      },
    ]),
  };

  const files: { id: number; fileName: string; contentType: string; bytes: Buffer }[] = [];
  for (const summary of [...listed, priya]) {
    const detail = details.get(summary.id) ?? summary;
    const description =
      detail.description ?? (summary.id === 10003 ? STORM_DRAIN : summary.subject);
    const messages = detail.messages ?? threadOf(summary, description);
    await trx
      .insertInto('homeowner_requests')
      .values({
        id: summary.id,
        association_id: summary.associationId,
        property_id: summary.propertyId,
        owner_id: ownerOf(summary.propertyId),
        type: summary.type,
        subject: summary.subject,
        description,
        status: summary.status,
        created_at: summary.createdAt,
        updated_at: summary.updatedAt,
        expected_response_by: summary.expectedResponseBy,
      })
      .execute();
    for (const message of messages) {
      await trx
        .insertInto('request_messages')
        .values({
          id: message.id,
          request_id: summary.id,
          author: message.author,
          author_role: message.authorRole,
          body: message.body,
          sent_at: message.sentAt,
        })
        .execute();
      for (const attachment of message.attachments) {
        const bytes = attachment.contentType === 'image/jpeg' ? streetlightJpeg() : Buffer.alloc(0);
        files.push({ ...attachment, bytes });
        await trx
          .insertInto('request_attachments')
          .values({
            id: attachment.id,
            request_id: summary.id,
            message_id: message.id,
            file_name: attachment.fileName,
            content_type: attachment.contentType,
            // The real size of the bytes served, not the example's.
            size: bytes.length,
          })
          .execute();
      }
    }
  }
  if (files.length)
    await trx
      .insertInto('files')
      .values(
        files.map((file) => ({
          key: `attachment:${String(file.id)}`,
          file_name: file.fileName,
          content_type: file.contentType,
          bytes: file.bytes,
        })),
      )
      .execute();
}

interface ExampleAmenity {
  id: number;
  name: string;
  description?: string;
  capacity?: number;
  feeAmount: number;
  requiresApproval: boolean;
  movable?: boolean;
  date: string;
  slots: (AmenitySlotRecord & { taken: boolean })[];
}
interface ExampleReservation {
  id: number;
  associationId: number;
  ownerId: number;
  propertyId: number;
  amenityId: number;
  date: string;
  startTime: string;
  endTime: string;
  status: 'tentative' | 'confirmed' | 'declined';
  notes?: string | null;
  decisionNote?: string | null;
  createdAt: string;
}

export async function seedReservations(context: SeedContext): Promise<void> {
  const { trx } = context;
  const amenities = context.example(
    'associations',
    'listAssociationAmenities',
  ) as unknown as ExampleAmenity[];
  await trx
    .insertInto('amenities')
    .values(
      amenities.map((amenity) => ({
        id: amenity.id,
        association_id: MAPLE_GROVE,
        name: amenity.name,
        description: amenity.description ?? null,
        capacity: amenity.capacity ?? null,
        fee_amount: amenity.feeAmount,
        requires_approval: amenity.requiresApproval,
        movable: amenity.movable ?? false,
        slots: JSON.stringify(
          amenity.slots.map(({ startTime, endTime }) => ({ startTime, endTime })),
        ),
      })),
    )
    .execute();
  const jordan = context.example(
    'associations',
    'listAssociationReservations',
  ) as unknown as ExampleReservation[];
  // The example's taken tennis slots of its day (8 and 11 am) are Priya's: her own reservations.
  const priya: ExampleReservation[] = context.moved([
    {
      id: 11006,
      associationId: MAPLE_GROVE,
      ownerId: PRIYA.ownerId,
      propertyId: PRIYA.propertyId,
      amenityId: 1503,
      date: '2026-12-06',
      startTime: '08:00',
      endTime: '09:00',
      status: 'confirmed',
      notes: 'Doubles with neighbours.',
      decisionNote: null,
      createdAt: '2026-11-16T12:00:00Z',
    },
    {
      id: 11007,
      associationId: MAPLE_GROVE,
      ownerId: PRIYA.ownerId,
      propertyId: PRIYA.propertyId,
      amenityId: 1503,
      date: '2026-12-06',
      startTime: '11:00',
      endTime: '12:00',
      status: 'confirmed',
      notes: null,
      decisionNote: null,
      createdAt: '2026-11-16T12:05:00Z',
    },
  ]);
  await trx
    .insertInto('reservations')
    .values(
      [...jordan, ...priya].map((r) => ({
        id: r.id,
        association_id: r.associationId,
        owner_id: r.ownerId,
        property_id: r.propertyId,
        amenity_id: r.amenityId,
        date: r.date,
        start_time: r.startTime,
        end_time: r.endTime,
        status: r.status,
        notes: r.notes ?? null,
        decision_note: r.decisionNote ?? null,
        created_at: r.createdAt,
        cancelled_at: null,
      })),
    )
    .execute();
}
