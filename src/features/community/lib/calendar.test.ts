import { describe, expect, it } from 'vitest';
import type { CommunityEvent, Reservation } from '../api/community-types';
import { addDays, addMonths } from '@/lib/dates';
import {
  agenda,
  calendarItems,
  eventItem,
  fetchRange,
  firstDayOfWeek,
  itemsOn,
  monthGrid,
  moveByKey,
  parseCalendarSearch,
  stepView,
  viewRange,
  wallClock,
  weekDays,
} from './calendar';

const event = (patch: Partial<CommunityEvent>): CommunityEvent => ({
  eventId: 13001,
  title: 'Annual meeting',
  start: '2026-12-10T18:30:00-06:00',
  end: '2026-12-10T20:30:00-06:00',
  allDay: false,
  kind: 'meeting',
  associationId: 101,
  ...patch,
});

const reservation = (patch: Partial<Reservation>): Reservation => ({
  id: 11002,
  associationId: 101,
  ownerId: 5001,
  propertyId: 2001,
  amenityId: 1502,
  amenityName: 'Pool pavilion',
  date: '2026-11-28',
  startTime: '12:00',
  endTime: '16:00',
  status: 'confirmed',
  createdAt: '2026-11-05T09:30:00Z',
  ...patch,
});

describe('day arithmetic', () => {
  it('adds days across months and years', () => {
    expect(addDays('2026-11-30', 1)).toBe('2026-12-01');
    expect(addDays('2027-01-01', -1)).toBe('2026-12-31');
    // No daylight-saving drift (US clocks change on 2026-11-01).
    expect(addDays('2026-10-31', 2)).toBe('2026-11-02');
  });

  it('adds months, clamping to shorter months', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2026-11-22', -11)).toBe('2025-12-22');
    expect(addMonths('2026-12-15', 1)).toBe('2027-01-15');
  });
});

describe('monthGrid', () => {
  it('builds November 2026 as five full Sunday-first weeks', () => {
    const weeks = monthGrid('2026-11-22', 0);
    expect(weeks).toHaveLength(5);
    expect(weeks.every((week) => week.length === 7)).toBe(true);
    expect(weeks[0]?.[0]).toBe('2026-11-01');
    expect(weeks[4]?.[6]).toBe('2026-12-05');
  });

  it('fills the edges with the neighbouring months when weeks start on Monday', () => {
    const weeks = monthGrid('2026-11-01', 1);
    expect(weeks[0]?.[0]).toBe('2026-10-26');
    expect(weeks.at(-1)?.[6]).toBe('2026-12-06');
    expect(weeks).toHaveLength(6);
  });

  it('has four rows for a February that fits exactly', () => {
    expect(monthGrid('2026-02-10', 0)).toHaveLength(4);
  });
});

describe('weeks and views', () => {
  it('knows the week of a day', () => {
    expect(weekDays('2026-11-25', 0)).toEqual([
      '2026-11-22',
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
    ]);
    expect(weekDays('2026-11-22', 1)[0]).toBe('2026-11-16');
  });

  it('starts weeks on Sunday in English and Monday in Spanish', () => {
    expect(firstDayOfWeek('en')).toBe(0);
    expect(firstDayOfWeek('es')).toBe(1);
  });

  it('gives each view its range, and asks the service a day wider', () => {
    expect(viewRange('month', '2026-11-22', 0)).toEqual({
      first: '2026-11-01',
      last: '2026-12-05',
    });
    expect(viewRange('week', '2026-11-22', 0)).toEqual({ first: '2026-11-22', last: '2026-11-28' });
    expect(viewRange('list', '2026-11-22', 0)).toEqual({ first: '2026-11-01', last: '2026-11-30' });
    expect(fetchRange({ first: '2026-11-01', last: '2026-11-30' })).toEqual({
      from: '2026-10-31T00:00:00Z',
      to: '2026-12-02T00:00:00Z',
    });
  });

  it('steps a month or a week', () => {
    expect(stepView('month', '2026-11-22', 1)).toBe('2026-12-22');
    expect(stepView('list', '2026-11-22', -1)).toBe('2026-10-22');
    expect(stepView('week', '2026-11-22', 1)).toBe('2026-11-29');
  });
});

describe('moveByKey', () => {
  it('moves by day, week, week edge and month', () => {
    expect(moveByKey('2026-11-30', 'ArrowRight', 0)).toBe('2026-12-01');
    expect(moveByKey('2026-11-01', 'ArrowLeft', 0)).toBe('2026-10-31');
    expect(moveByKey('2026-11-22', 'ArrowUp', 0)).toBe('2026-11-15');
    expect(moveByKey('2026-11-22', 'ArrowDown', 0)).toBe('2026-11-29');
    expect(moveByKey('2026-11-25', 'Home', 0)).toBe('2026-11-22');
    expect(moveByKey('2026-11-25', 'End', 0)).toBe('2026-11-28');
    expect(moveByKey('2026-11-25', 'Home', 1)).toBe('2026-11-23');
    expect(moveByKey('2026-11-22', 'PageDown', 0)).toBe('2026-12-22');
    expect(moveByKey('2026-11-22', 'PageUp', 0)).toBe('2026-10-22');
  });

  it('ignores other keys', () => {
    expect(moveByKey('2026-11-22', 'Enter', 0)).toBeNull();
    expect(moveByKey('2026-11-22', 'a', 0)).toBeNull();
  });
});

describe('events as calendar items', () => {
  it('reads the day and time as the association wrote them', () => {
    expect(wallClock('2026-11-24T19:00:00-06:00')).toEqual({ day: '2026-11-24', time: '19:00' });
    expect(wallClock('nonsense')).toBeNull();
  });

  it('places a timed event on its day with its times', () => {
    expect(eventItem(event({}))).toMatchObject({
      key: 'event-13001',
      startDay: '2026-12-10',
      endDay: '2026-12-10',
      startTime: '18:30',
      endTime: '20:30',
    });
  });

  it('ends an all-day event the day before its exclusive end', () => {
    const item = eventItem(
      event({
        eventId: 13003,
        allDay: true,
        start: '2026-11-30T00:00:00-06:00',
        end: '2026-12-01T00:00:00-06:00',
      }),
    );
    expect(item).toMatchObject({ startDay: '2026-11-30', endDay: '2026-11-30', allDay: true });
    expect(item?.startTime).toBeUndefined();
  });

  it('spans every day of a multi-day event', () => {
    const item = eventItem(
      event({ allDay: true, start: '2026-12-18T00:00:00-06:00', end: '2026-12-21T00:00:00-06:00' }),
    );
    expect(item && itemsOn([item], '2026-12-20')).toHaveLength(1);
    expect(item && itemsOn([item], '2026-12-21')).toHaveLength(0);
  });

  it("shows each reservation once, the homeowner's own record winning", () => {
    const items = calendarItems(
      [
        event({}),
        event({
          eventId: 13005,
          kind: 'reservation',
          title: 'Pool pavilion reservation',
          reservationId: 11002,
          reservationStatus: 'confirmed',
          start: '2026-12-05T12:00:00-06:00',
          end: '2026-12-05T16:00:00-06:00',
        }),
      ],
      [reservation({}), reservation({ id: 11003, status: 'declined', date: '2026-11-24' })],
    );
    expect(items.map((item) => item.key)).toEqual([
      'reservation-11003',
      'reservation-11002',
      'event-13001',
    ]);
    expect(items[1]).toMatchObject({ startDay: '2026-11-28', reservationStatus: 'confirmed' });
  });

  it('orders a day all-day first, then by time', () => {
    const items = calendarItems(
      [
        event({
          eventId: 1,
          title: 'Late',
          start: '2026-11-30T19:00:00-06:00',
          end: '2026-11-30T20:00:00-06:00',
        }),
        event({
          eventId: 2,
          title: 'Early',
          start: '2026-11-30T08:00:00-06:00',
          end: '2026-11-30T09:00:00-06:00',
        }),
        event({
          eventId: 3,
          title: 'All day',
          allDay: true,
          start: '2026-11-30T00:00:00-06:00',
          end: '2026-12-01T00:00:00-06:00',
        }),
      ],
      [],
    );
    expect(itemsOn(items, '2026-11-30').map((item) => item.title)).toEqual([
      'All day',
      'Early',
      'Late',
    ]);
    expect(agenda(items, { first: '2026-11-29', last: '2026-12-01' }).map((d) => d.day)).toEqual([
      '2026-11-30',
    ]);
  });
});

describe('parseCalendarSearch', () => {
  it('keeps a known view and a real day', () => {
    expect(parseCalendarSearch({ view: 'week', date: '2026-12-10' })).toEqual({
      view: 'week',
      date: '2026-12-10',
    });
  });

  it('drops the default view and anything malformed', () => {
    expect(parseCalendarSearch({ view: 'month', date: '2026-13-01' })).toEqual({});
    expect(parseCalendarSearch({ view: 'year', date: 20261210 })).toEqual({});
  });
});
