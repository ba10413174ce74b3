// Amenities and their reservations (associations): slots per amenity and day, one holder per slot,
// each person's own reservations, moves and cancellations kept.
import type { Selectable } from 'kysely';
import type { components, operations } from '../../../generated/associations/schema.d.ts';
import { dayInZone } from '../clock.ts';
import { problemOf, type Context, type Handlers } from '../handler.ts';
import { associationsOf, signedIn, type SignedIn } from '../services/people.ts';
import type { AmenityTable, ReservationStatus, ReservationTable } from './tables.ts';

type Schemas = components['schemas'];
type ReservationRow = Selectable<ReservationTable> & { amenity_name: string };

/** The statuses that hold a slot: a declined or cancelled reservation frees it. */
export const HOLDING: readonly ReservationStatus[] = ['tentative', 'confirmed'];

export function reservationOf(row: ReservationRow): Schemas['Reservation'] {
  return {
    id: row.id,
    associationId: row.association_id,
    ownerId: row.owner_id,
    propertyId: row.property_id,
    amenityId: row.amenity_id,
    amenityName: row.amenity_name,
    date: row.date,
    startTime: row.start_time,
    endTime: row.end_time,
    status: row.status,
    notes: row.notes,
    decisionNote: row.decision_note,
    createdAt: row.created_at.toISOString(),
  };
}

/** Whether a start and end are one of the amenity's slots. */
export function isSlotOf(
  amenity: Pick<Selectable<AmenityTable>, 'slots'>,
  startTime: string,
  endTime: string,
): boolean {
  return amenity.slots.some((slot) => slot.startTime === startTime && slot.endTime === endTime);
}

/** A reservation can still change while it holds its slot and its day has not passed. */
export function isChangeable(row: Pick<ReservationRow, 'status' | 'date'>, now: Date): boolean {
  return HOLDING.includes(row.status) && row.date >= dayInZone(now);
}

/** The signed-in person at an association they belong to; any other association is not there. */
async function member(context: Context<unknown>, associationId: number): Promise<SignedIn> {
  const person = await signedIn(context);
  if (!(await associationsOf(context, person)).includes(associationId))
    throw problemOf(context, 404);
  return person;
}

function reservations(context: Context<unknown>) {
  return context.db
    .selectFrom('reservations')
    .innerJoin('amenities', 'amenities.id', 'reservations.amenity_id')
    .selectAll('reservations')
    .select('amenities.name as amenity_name')
    .where('reservations.cancelled_at', 'is', null);
}

async function ownReservation(
  context: Context<unknown>,
  person: SignedIn,
  associationId: number,
  id: number,
): Promise<ReservationRow> {
  const row = person.ownerIds.length
    ? await reservations(context)
        .where('reservations.id', '=', id)
        .where('reservations.association_id', '=', associationId)
        .where('reservations.owner_id', 'in', person.ownerIds)
        .executeTakeFirst()
    : undefined;
  if (!row) throw problemOf(context, 404);
  return row;
}

async function amenityOf(context: Context<unknown>, associationId: number, id: number) {
  const amenity = await context.db
    .selectFrom('amenities')
    .selectAll()
    .where('id', '=', id)
    .where('association_id', '=', associationId)
    .executeTakeFirst();
  if (!amenity) throw problemOf(context, 404);
  return amenity;
}

/**
 * A day and slot a reservation may take: one of the amenity's slots, today or later. A create
 * refuses others as invalid fields (422); a move's 422 means "not changeable", so it answers 400.
 */
function checkSlot(
  context: Context<unknown>,
  amenity: Selectable<AmenityTable>,
  slot: { date: string; startTime: string; endTime: string },
) {
  const status = context.operationId === 'moveAssociationReservation' ? 400 : 422;
  const refuse = (field: string, message: string) =>
    problemOf(context, status, undefined, {
      detail: message,
      ...(status === 422 ? { errors: { [field]: [message] } } : {}),
    });
  if (!isSlotOf(amenity, slot.startTime, slot.endTime))
    throw refuse('startTime', 'Choose one of the time slots offered.');
  if (slot.date < dayInZone(context.now)) throw refuse('date', 'Choose a day from today on.');
}

/** Whether the slot's one holder (reservations_one_holder) refused the write. */
function isSlotTaken(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === '23505';
}

async function slotHeld(
  context: Context<unknown>,
  amenityId: number,
  date: string,
  startTime: string,
  except?: number,
): Promise<boolean> {
  let query = context.db
    .selectFrom('reservations')
    .select('id')
    .where('amenity_id', '=', amenityId)
    .where('date', '=', date)
    .where('start_time', '=', startTime)
    .where('cancelled_at', 'is', null)
    .where('status', 'in', HOLDING);
  if (except !== undefined) query = query.where('id', '!=', except);
  return (await query.executeTakeFirst()) !== undefined;
}

export const reservationsHandlers: Handlers<operations> = {
  async listAssociationReservations(context) {
    const associationId = context.params.id;
    const person = await member(context, associationId);
    if (person.ownerIds.length === 0) return { status: 200, body: [] };
    const { ownerId, from, to } = context.query;
    const status = context.query.status as ReservationStatus[] | ReservationStatus | undefined;
    const statuses = status === undefined ? [] : Array.isArray(status) ? status : [status];
    // Each person sees their own reservations; an owner id of someone else's finds none.
    let query = reservations(context)
      .where('reservations.association_id', '=', associationId)
      .where('reservations.owner_id', 'in', person.ownerIds);
    if (ownerId !== undefined) query = query.where('reservations.owner_id', '=', ownerId);
    if (statuses.length) query = query.where('reservations.status', 'in', statuses);
    const rows = await query
      .orderBy('reservations.date')
      .orderBy('reservations.start_time')
      .orderBy('reservations.id')
      .execute();
    return {
      status: 200,
      body: rows
        .filter((row) => {
          // "Created on or after / before this day", as the association's calendar has it.
          const created = dayInZone(row.created_at);
          return (!from || created >= from) && (!to || created <= to);
        })
        .map(reservationOf),
    };
  },

  async listAssociationAmenities(context) {
    const associationId = context.params.id;
    await member(context, associationId);
    const date = context.query.date ?? dayInZone(context.now);
    const amenities = await context.db
      .selectFrom('amenities')
      .selectAll()
      .where('association_id', '=', associationId)
      .orderBy('id')
      .execute();
    const held = await context.db
      .selectFrom('reservations')
      .select(['amenity_id', 'start_time'])
      .where('association_id', '=', associationId)
      .where('date', '=', date)
      .where('cancelled_at', 'is', null)
      .where('status', 'in', HOLDING)
      .execute();
    return {
      status: 200,
      body: amenities.map((amenity) => ({
        id: amenity.id,
        name: amenity.name,
        ...(amenity.description === null ? {} : { description: amenity.description }),
        ...(amenity.capacity === null ? {} : { capacity: amenity.capacity }),
        feeAmount: amenity.fee_amount,
        requiresApproval: amenity.requires_approval,
        movable: amenity.movable,
        date,
        slots: amenity.slots.map((slot) => ({
          startTime: slot.startTime,
          endTime: slot.endTime,
          taken: held.some((h) => h.amenity_id === amenity.id && h.start_time === slot.startTime),
        })),
      })),
    };
  },

  async createAssociationReservation(context) {
    const associationId = context.params.id;
    const person = await member(context, associationId);
    const { amenityId, propertyId, date, startTime, endTime, notes } = context.body;
    const amenity = await amenityOf(context, associationId, amenityId);
    // The caller's property at this association: the one named, else their first there.
    let propertyQuery = context.db
      .selectFrom('properties')
      .select(['id', 'owner_id'])
      .where('association_id', '=', associationId)
      .where('owner_id', 'in', person.ownerIds.length ? person.ownerIds : [-1]);
    if (propertyId !== undefined) propertyQuery = propertyQuery.where('id', '=', propertyId);
    const property = await propertyQuery.orderBy('id').executeTakeFirst();
    if (!property) {
      if (propertyId !== undefined) throw problemOf(context, 404);
      throw problemOf(context, 422, undefined, {
        detail: 'Reservations are made for a property you own at the association.',
        errors: {
          propertyId: ['Reservations are made for a property you own at the association.'],
        },
      });
    }
    checkSlot(context, amenity, { date, startTime, endTime });
    if (await slotHeld(context, amenity.id, date, startTime)) throw problemOf(context, 409);
    let id: number;
    try {
      id = await context.db.transaction().execute(async (trx) => {
        const created = await trx
          .insertInto('reservations')
          .values({
            association_id: associationId,
            owner_id: property.owner_id,
            property_id: property.id,
            amenity_id: amenity.id,
            date,
            start_time: startTime,
            end_time: endTime,
            status: amenity.requires_approval ? 'tentative' : 'confirmed',
            notes: notes?.trim() ? notes.trim() : null,
            decision_note: null,
            created_at: context.now.toISOString(),
            cancelled_at: null,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        return created.id;
      });
    } catch (error) {
      if (isSlotTaken(error)) throw problemOf(context, 409);
      throw error;
    }
    return {
      status: 201,
      body: reservationOf(await ownReservation(context, person, associationId, id)),
    };
  },

  async moveAssociationReservation(context) {
    const associationId = context.params.id;
    const person = await member(context, associationId);
    const row = await ownReservation(context, person, associationId, context.params.reservationId);
    if (!isChangeable(row, context.now)) throw problemOf(context, 422, 'notChangeable');
    const amenity = await amenityOf(context, associationId, row.amenity_id);
    if (!amenity.movable) throw problemOf(context, 422, 'notMovable');
    const { date, startTime, endTime } = context.body;
    checkSlot(context, amenity, { date, startTime, endTime });
    if (await slotHeld(context, amenity.id, date, startTime, row.id)) throw problemOf(context, 409);
    const unchanged = row.date === date && row.start_time === startTime;
    try {
      await context.db.transaction().execute(async (trx) => {
        await trx
          .updateTable('reservations')
          .set({
            date,
            start_time: startTime,
            end_time: endTime,
            // An amenity that needs approval has the new slot approved again.
            ...(amenity.requires_approval && !unchanged
              ? { status: 'tentative' as const, decision_note: null }
              : {}),
          })
          .where('id', '=', row.id)
          .execute();
      });
    } catch (error) {
      if (isSlotTaken(error)) throw problemOf(context, 409);
      throw error;
    }
    return {
      status: 200,
      body: reservationOf(await ownReservation(context, person, associationId, row.id)),
    };
  },

  async cancelAssociationReservation(context) {
    const associationId = context.params.id;
    const person = await member(context, associationId);
    const row = await ownReservation(context, person, associationId, context.params.reservationId);
    if (!isChangeable(row, context.now)) throw problemOf(context, 422, 'notChangeable');
    await context.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('reservations')
        .set({ cancelled_at: context.now.toISOString() })
        .where('id', '=', row.id)
        .where('cancelled_at', 'is', null)
        .execute();
    });
    return { status: 204 };
  },
};
