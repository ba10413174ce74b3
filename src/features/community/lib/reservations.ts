import type { ReservationCreate } from '../api/community-types';
import { isCalendarDate } from '@/lib/dates';

export { isCalendarDate };

/** A slot as the form holds it: "14:00-18:00" (start and end, association local time). */
export type SlotKey = string;

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

export function slotKey(slot: { startTime: string; endTime: string }): SlotKey {
  return `${slot.startTime}-${slot.endTime}`;
}

export function parseSlotKey(key: string): { startTime: string; endTime: string } | null {
  const [startTime = '', endTime = '', ...rest] = key.split('-');
  if (rest.length > 0 || !TIME.test(startTime) || !TIME.test(endTime)) return null;
  if (endTime <= startTime) return null;
  return { startTime, endTime };
}

/** Where the homeowner is in time: today's date and the time of day, both local. */
export interface Now {
  date: string;
  time: string;
}

export function nowAt(at: Date): Now {
  const pad = (n: number) => String(n).padStart(2, '0');
  return {
    date: `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`,
    time: `${pad(at.getHours())}:${pad(at.getMinutes())}`,
  };
}

/** Issue 10 "Bad input": a reservation is never for a day in the past. */
export function isPastDate(date: string, now: Now): boolean {
  return date < now.date;
}

export type SlotUnavailable = 'taken' | 'past';

/**
 * Whether a slot can be booked, and if not why: the service marks it taken (a tentative or
 * confirmed reservation holds it), the service refused it a moment ago (409, remembered in
 * `refused`), or it has already started today.
 */
export function slotUnavailable(
  slot: { startTime: string; endTime: string; taken: boolean },
  date: string,
  now: Now,
  refused: ReadonlySet<string> = new Set(),
  amenityId?: number,
): SlotUnavailable | null {
  if (slot.taken) return 'taken';
  if (amenityId !== undefined && refused.has(refusedKey(amenityId, date, slotKey(slot))))
    return 'taken';
  if (isPastDate(date, now) || (date === now.date && slot.startTime <= now.time)) return 'past';
  return null;
}

/** How a refused (409) slot is remembered for the rest of the visit. */
export function refusedKey(amenityId: number, date: string, slot: SlotKey): string {
  return `${amenityId}|${date}|${slot}`;
}

/** The reservation form's data (forms/reservation-request.schema.json). */
export interface ReservationFormData {
  amenityId?: number;
  date?: string;
  slot?: SlotKey;
  notes?: string;
}

/** The reservation form's own rules beyond the schema, as problems per field. */
export function reservationProblems(
  form: ReservationFormData,
  now: Now,
  slots: readonly { startTime: string; endTime: string; taken: boolean }[] | undefined,
  refused: ReadonlySet<string>,
): { date?: 'past'; slot?: SlotUnavailable | 'unknown' } {
  const problems: { date?: 'past'; slot?: SlotUnavailable | 'unknown' } = {};
  if (form.date && isCalendarDate(form.date) && isPastDate(form.date, now)) problems.date = 'past';
  if (form.slot && form.date && form.amenityId !== undefined && slots && !problems.date) {
    const slot = slots.find((candidate) => slotKey(candidate) === form.slot);
    if (!slot) problems.slot = 'unknown';
    else {
      const why = slotUnavailable(slot, form.date, now, refused, form.amenityId);
      if (why) problems.slot = why;
    }
  }
  return problems;
}

/** The contract body for a validated form; null when the form is not complete. */
export function toReservationCreate(
  form: ReservationFormData,
  propertyId: number | null,
): ReservationCreate | null {
  const slot = form.slot ? parseSlotKey(form.slot) : null;
  if (form.amenityId === undefined || !form.date || !slot) return null;
  const body: ReservationCreate = {
    amenityId: form.amenityId,
    date: form.date,
    startTime: slot.startTime,
    endTime: slot.endTime,
  };
  if (propertyId !== null && propertyId > 0) body.propertyId = propertyId;
  const notes = form.notes?.trim();
  if (notes) body.notes = notes;
  return body;
}

// ---------------------------------------------------------------------------------------------
// Changing a reservation (issue 22 item 8)

interface ReservationLike {
  id: number;
  status: string;
  date: string;
  startTime: string;
}

/**
 * A tentative or confirmed reservation that has not started yet can be cancelled or moved; a
 * declined one holds nothing, and a past one is history.
 */
export function isChangeable(reservation: ReservationLike, now: Now): boolean {
  if (reservation.status !== 'tentative' && reservation.status !== 'confirmed') return false;
  if (isPastDate(reservation.date, now)) return false;
  return reservation.date !== now.date || reservation.startTime > now.time;
}

/** Moving needs an amenity that allows it (`Amenity.movable`; absent is no). */
export function canMove(
  reservation: ReservationLike & { amenityId: number },
  amenities: readonly { id: number; movable?: boolean | undefined }[] | undefined,
  now: Now,
): boolean {
  const amenity = amenities?.find((candidate) => candidate.id === reservation.amenityId);
  return amenity?.movable === true && isChangeable(reservation, now);
}

/** Every cached list with the service's answer for one reservation in place of the old one. */
export function withReservationReplaced<R extends { id: number }>(
  list: readonly R[],
  next: R,
): R[] {
  return list.map((reservation) => (reservation.id === next.id ? next : reservation));
}

/** Every cached list without a cancelled reservation. */
export function withoutReservation<R extends { id: number }>(list: readonly R[], id: number): R[] {
  return list.filter((reservation) => reservation.id !== id);
}

/**
 * The association's events without the copy of a cancelled reservation: the calendar shows an
 * event copy of a reservation only while the homeowner's own record of it is not listed, so the
 * copy would come back in its place.
 */
export function withoutReservationEvents<
  L extends { events: readonly { reservationId?: number | undefined }[] },
>(list: L, id: number): L {
  return { ...list, events: list.events.filter((event) => event.reservationId !== id) };
}

/** The body of a move to a slot of the chosen day; null while the choice is incomplete. */
export function toReservationMove(
  date: string | undefined,
  slot: SlotKey | undefined,
): { date: string; startTime: string; endTime: string } | null {
  const times = slot ? parseSlotKey(slot) : null;
  if (!date || !isCalendarDate(date) || !times) return null;
  return { date, ...times };
}
