import { describe, expect, it } from 'vitest';
import {
  canMove,
  isCalendarDate,
  isChangeable,
  isPastDate,
  nowAt,
  parseSlotKey,
  refusedKey,
  reservationProblems,
  slotKey,
  slotUnavailable,
  toReservationCreate,
  toReservationMove,
  withoutReservation,
  withoutReservationEvents,
  withReservationReplaced,
} from './reservations';

const now = { date: '2026-11-22', time: '10:30' };
const slot = (startTime: string, endTime: string, taken = false) => ({ startTime, endTime, taken });

describe('slot keys', () => {
  it('round-trips a slot', () => {
    expect(slotKey(slot('14:00', '18:00'))).toBe('14:00-18:00');
    expect(parseSlotKey('14:00-18:00')).toEqual({ startTime: '14:00', endTime: '18:00' });
  });

  it('refuses malformed or backwards slots', () => {
    for (const bad of ['14:00', '14:00-', '25:00-26:00', '18:00-14:00', '10:00-11:00-12:00'])
      expect(parseSlotKey(bad)).toBeNull();
  });
});

describe('dates', () => {
  it('knows real calendar days', () => {
    expect(isCalendarDate('2026-12-06')).toBe(true);
    expect(isCalendarDate('2026-02-30')).toBe(false);
    expect(isCalendarDate('12/06/2026')).toBe(false);
  });

  it('says a day before today is in the past, today is not', () => {
    expect(isPastDate('2026-11-21', now)).toBe(true);
    expect(isPastDate('2026-11-22', now)).toBe(false);
  });

  it('reads the local date and time of an instant', () => {
    expect(nowAt(new Date(2026, 10, 22, 9, 5))).toEqual({ date: '2026-11-22', time: '09:05' });
  });
});

describe('slotUnavailable', () => {
  it('refuses a slot the service marks taken', () => {
    expect(slotUnavailable(slot('14:00', '18:00', true), '2026-12-06', now)).toBe('taken');
  });

  it('refuses a slot the service refused with 409 during this visit', () => {
    const refused = new Set([refusedKey(1501, '2026-12-06', '10:00-14:00')]);
    expect(slotUnavailable(slot('10:00', '14:00'), '2026-12-06', now, refused, 1501)).toBe('taken');
    expect(slotUnavailable(slot('10:00', '14:00'), '2026-12-06', now, refused, 1502)).toBeNull();
  });

  it('refuses a slot that has started today, or any slot of a past day', () => {
    expect(slotUnavailable(slot('08:00', '12:00'), '2026-11-22', now)).toBe('past');
    expect(slotUnavailable(slot('10:30', '12:00'), '2026-11-22', now)).toBe('past');
    expect(slotUnavailable(slot('12:00', '16:00'), '2026-11-22', now)).toBeNull();
    expect(slotUnavailable(slot('12:00', '16:00'), '2026-11-21', now)).toBe('past');
  });
});

describe('reservationProblems', () => {
  const slots = [slot('10:00', '14:00'), slot('14:00', '18:00', true)];

  it('reports a past date', () => {
    expect(
      reservationProblems(
        { amenityId: 1501, date: '2026-11-01', slot: '10:00-14:00' },
        now,
        slots,
        new Set(),
      ),
    ).toEqual({ date: 'past' });
  });

  it('reports a taken or unknown slot', () => {
    expect(
      reservationProblems(
        { amenityId: 1501, date: '2026-12-06', slot: '14:00-18:00' },
        now,
        slots,
        new Set(),
      ),
    ).toEqual({ slot: 'taken' });
    expect(
      reservationProblems(
        { amenityId: 1501, date: '2026-12-06', slot: '18:00-22:00' },
        now,
        slots,
        new Set(),
      ),
    ).toEqual({ slot: 'unknown' });
  });

  it('has nothing to say about a free slot on a future day', () => {
    expect(
      reservationProblems(
        { amenityId: 1501, date: '2026-12-06', slot: '10:00-14:00' },
        now,
        slots,
        new Set(),
      ),
    ).toEqual({});
  });
});

describe('toReservationCreate', () => {
  it('builds the contract body', () => {
    expect(
      toReservationCreate(
        { amenityId: 1501, date: '2026-12-06', slot: '10:00-14:00', notes: '  Open house ' },
        2001,
      ),
    ).toEqual({
      amenityId: 1501,
      propertyId: 2001,
      date: '2026-12-06',
      startTime: '10:00',
      endTime: '14:00',
      notes: 'Open house',
    });
  });

  it('leaves out blank notes and a placeholder property', () => {
    expect(
      toReservationCreate(
        { amenityId: 1503, date: '2026-12-06', slot: '09:00-10:00', notes: ' ' },
        -103,
      ),
    ).toEqual({ amenityId: 1503, date: '2026-12-06', startTime: '09:00', endTime: '10:00' });
  });

  it('gives null for an incomplete form', () => {
    expect(toReservationCreate({ amenityId: 1501, date: '2026-12-06' }, 2001)).toBeNull();
  });
});

describe('changing a reservation', () => {
  const reservation = (status: string, date: string, startTime = '14:00') => ({
    id: 11001,
    amenityId: 1501,
    status,
    date,
    startTime,
  });

  it('cancels or moves only a tentative or confirmed reservation that has not started', () => {
    expect(isChangeable(reservation('tentative', '2026-12-06'), now)).toBe(true);
    expect(isChangeable(reservation('confirmed', '2026-11-22', '12:00'), now)).toBe(true);
    expect(isChangeable(reservation('confirmed', '2026-11-22', '10:30'), now)).toBe(false);
    expect(isChangeable(reservation('confirmed', '2026-11-21'), now)).toBe(false);
    expect(isChangeable(reservation('declined', '2026-12-06'), now)).toBe(false);
  });

  it('moves only where the amenity allows it', () => {
    const tentative = reservation('tentative', '2026-12-06');
    expect(canMove(tentative, [{ id: 1501, movable: true }], now)).toBe(true);
    expect(canMove(tentative, [{ id: 1501, movable: false }], now)).toBe(false);
    expect(canMove(tentative, [{ id: 1501 }], now)).toBe(false);
    expect(canMove(tentative, [{ id: 1502, movable: true }], now)).toBe(false);
    expect(canMove(tentative, undefined, now)).toBe(false);
    expect(canMove(reservation('declined', '2026-12-06'), [{ id: 1501, movable: true }], now)).toBe(
      false,
    );
  });

  it('writes the service answer into a list, or takes a cancelled one out', () => {
    const list = [
      { id: 1, date: 'a' },
      { id: 2, date: 'b' },
    ];
    expect(withReservationReplaced(list, { id: 2, date: 'c' })).toEqual([
      { id: 1, date: 'a' },
      { id: 2, date: 'c' },
    ]);
    expect(withoutReservation(list, 1)).toEqual([{ id: 2, date: 'b' }]);
    expect(list).toHaveLength(2);
  });

  it('drops the event copy of a cancelled reservation from the association events', () => {
    const events = {
      associationId: 101,
      events: [{ eventId: 1 }, { eventId: 2, reservationId: 11001 }],
    };
    expect(withoutReservationEvents(events, 11001)).toEqual({
      associationId: 101,
      events: [{ eventId: 1 }],
    });
    expect(withoutReservationEvents(events, 11002).events).toHaveLength(2);
  });

  it('builds the move body from a real day and a slot', () => {
    expect(toReservationMove('2026-12-13', '14:00-18:00')).toEqual({
      date: '2026-12-13',
      startTime: '14:00',
      endTime: '18:00',
    });
    expect(toReservationMove('2026-02-30', '14:00-18:00')).toBeNull();
    expect(toReservationMove('2026-12-13', undefined)).toBeNull();
    expect(toReservationMove(undefined, '14:00-18:00')).toBeNull();
  });
});
