// The tables of homeowner requests and their threads, amenities and reservations.
import { sql, type Generated } from 'kysely';
import type { Migration } from 'kysely/migration';
import type { Instant, Json, NullableInstant } from '../columns.ts';
import type { MigrationDb } from '../domain.ts';

export type RequestType = 'general' | 'reservation' | 'arc' | 'maintenance';
export type RequestStatus = 'open' | 'inProgress' | 'onHold' | 'closed';
export type AuthorRole = 'homeowner' | 'management' | 'board';
export type ReservationStatus = 'tentative' | 'confirmed' | 'declined';

export interface HomeownerRequestTable {
  id: Generated<number>;
  association_id: number;
  property_id: number;
  /** The property's owner: whoever holds that owner id sees the request. */
  owner_id: number;
  type: RequestType;
  subject: string;
  description: string;
  status: RequestStatus;
  created_at: Instant;
  updated_at: Instant;
  /** A calendar day (YYYY-MM-DD); null once closed. */
  expected_response_by: string | null;
}

export interface RequestMessageTable {
  id: Generated<number>;
  request_id: number;
  author: string;
  author_role: AuthorRole;
  body: string;
  sent_at: Instant;
}

/** An attached file's record; its bytes are the platform's `files` row `attachment:<id>`. */
export interface RequestAttachmentTable {
  id: Generated<number>;
  request_id: number;
  message_id: number | null;
  file_name: string;
  content_type: string;
  size: number;
}

export interface AmenitySlotRecord {
  startTime: string;
  endTime: string;
}

export interface AmenityTable {
  id: number;
  association_id: number;
  name: string;
  description: string | null;
  capacity: number | null;
  fee_amount: number;
  requires_approval: boolean;
  movable: boolean;
  /** The same slots every day. */
  slots: Json<AmenitySlotRecord[]>;
}

export interface ReservationTable {
  id: Generated<number>;
  association_id: number;
  owner_id: number;
  property_id: number;
  amenity_id: number;
  date: string;
  start_time: string;
  end_time: string;
  status: ReservationStatus;
  notes: string | null;
  decision_note: string | null;
  created_at: Instant;
  /** Kept, not deleted: a cancelled reservation leaves the lists and frees its slot. */
  cancelled_at: NullableInstant;
}

export interface RequestsTables {
  homeowner_requests: HomeownerRequestTable;
  request_messages: RequestMessageTable;
  request_attachments: RequestAttachmentTable;
  amenities: AmenityTable;
  reservations: ReservationTable;
}

function initial(schema: string): Migration {
  return {
    async up(db: MigrationDb) {
      const s = db.schema.withSchema(schema);
      const id = (table: ReturnType<typeof s.createTable>) =>
        table.addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity());
      const instant = 'timestamptz' as const;
      await id(s.createTable('homeowner_requests'))
        .addColumn('association_id', 'integer', (c) => c.notNull())
        .addColumn('property_id', 'integer', (c) => c.notNull().references('properties.id'))
        .addColumn('owner_id', 'integer', (c) => c.notNull())
        .addColumn('type', 'text', (c) => c.notNull())
        .addColumn('subject', 'text', (c) => c.notNull())
        .addColumn('description', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('created_at', instant, (c) => c.notNull())
        .addColumn('updated_at', instant, (c) => c.notNull())
        .addColumn('expected_response_by', 'text')
        .execute();
      await s
        .createIndex('homeowner_requests_owner')
        .on('homeowner_requests')
        .columns(['owner_id', 'updated_at'])
        .execute();
      await id(s.createTable('request_messages'))
        .addColumn('request_id', 'integer', (c) => c.notNull().references('homeowner_requests.id'))
        .addColumn('author', 'text', (c) => c.notNull())
        .addColumn('author_role', 'text', (c) => c.notNull())
        .addColumn('body', 'text', (c) => c.notNull())
        .addColumn('sent_at', instant, (c) => c.notNull())
        .execute();
      await s
        .createIndex('request_messages_request')
        .on('request_messages')
        .columns(['request_id', 'sent_at'])
        .execute();
      await id(s.createTable('request_attachments'))
        .addColumn('request_id', 'integer', (c) => c.notNull().references('homeowner_requests.id'))
        .addColumn('message_id', 'integer', (c) => c.references('request_messages.id'))
        .addColumn('file_name', 'text', (c) => c.notNull())
        .addColumn('content_type', 'text', (c) => c.notNull())
        .addColumn('size', 'integer', (c) => c.notNull())
        .execute();
      await s
        .createTable('amenities')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('association_id', 'integer', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('description', 'text')
        .addColumn('capacity', 'integer')
        .addColumn('fee_amount', 'integer', (c) => c.notNull())
        .addColumn('requires_approval', 'boolean', (c) => c.notNull())
        .addColumn('movable', 'boolean', (c) => c.notNull())
        .addColumn('slots', 'jsonb', (c) => c.notNull())
        .execute();
      await id(s.createTable('reservations'))
        .addColumn('association_id', 'integer', (c) => c.notNull())
        .addColumn('owner_id', 'integer', (c) => c.notNull())
        .addColumn('property_id', 'integer', (c) => c.notNull())
        .addColumn('amenity_id', 'integer', (c) => c.notNull().references('amenities.id'))
        .addColumn('date', 'text', (c) => c.notNull())
        .addColumn('start_time', 'text', (c) => c.notNull())
        .addColumn('end_time', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('notes', 'text')
        .addColumn('decision_note', 'text')
        .addColumn('created_at', instant, (c) => c.notNull())
        .addColumn('cancelled_at', instant)
        .execute();
      // One holder per slot: two people booking the same slot at once cannot both get it.
      await s
        .createIndex('reservations_one_holder')
        .on('reservations')
        .columns(['amenity_id', 'date', 'start_time'])
        .unique()
        .where(sql<boolean>`cancelled_at is null and status <> 'declined'`)
        .execute();
    },
  };
}

/** Migration 005_requests: requests, their threads and files, amenities and reservations. */
export function requestsMigrations(schema: string): Record<string, Migration> {
  return { '005_requests_and_reservations': initial(schema) };
}
