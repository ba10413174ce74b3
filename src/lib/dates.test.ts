import { describe, expect, it } from 'vitest';
import {
  BUSINESS_TIME_ZONE,
  EASTERN_RULE_YEARS,
  calendarDateIn,
  dateTimeFormat,
  intlZoneOffsetMs,
  zoneOffsetMs,
  formatCalendarDate,
  formatInstantDay,
  isBeforeDate,
} from './dates';

describe('dates', () => {
  it('tells the Eastern calendar date, which differs from UTC late in the evening', () => {
    const lateEvening = new Date('2026-11-23T03:30:00Z'); // 22:30 on the 22nd in New York
    expect(calendarDateIn('America/New_York', lateEvening)).toBe('2026-11-22');
    expect(calendarDateIn('UTC', lateEvening)).toBe('2026-11-23');
    expect(calendarDateIn('America/Chicago', lateEvening)).toBe('2026-11-22');
    expect(calendarDateIn('Asia/Tokyo', lateEvening)).toBe('2026-11-23');
  });

  it('compares and formats calendar dates without shifting them', () => {
    expect(isBeforeDate('2026-11-21', '2026-11-22')).toBe(true);
    expect(isBeforeDate('2026-11-22', '2026-11-22')).toBe(false);
    expect(formatCalendarDate('2026-12-01', 'en')).toBe('Dec 1, 2026');
  });
});

describe('zoneOffsetMs', () => {
  it('agrees with the time-zone data for Eastern time on every day of the written-out years', () => {
    const { first, last } = EASTERN_RULE_YEARS;
    const day = 86_400_000;
    const disagreements: string[] = [];
    const check = (at: number) => {
      const instant = new Date(at);
      if (
        zoneOffsetMs(BUSINESS_TIME_ZONE, instant) !== intlZoneOffsetMs(BUSINESS_TIME_ZONE, instant)
      )
        disagreements.push(instant.toISOString());
    };
    for (
      let midnight = Date.UTC(first, 0, 1);
      midnight < Date.UTC(last + 1, 0, 1);
      midnight += day
    ) {
      check(midnight + day / 2);
      // A day on which the clocks change, every quarter of an hour.
      const offsetAt = (at: number) => intlZoneOffsetMs(BUSINESS_TIME_ZONE, new Date(at));
      if (offsetAt(midnight) !== offsetAt(midnight + day))
        for (let at = midnight; at < midnight + day; at += 900_000) check(at);
    }
    expect(disagreements).toEqual([]);
  });

  it('turns EDT on at 2:00 am on the second Sunday of March and off on the first Sunday of November', () => {
    const hours = (iso: string) => zoneOffsetMs(BUSINESS_TIME_ZONE, new Date(iso)) / 3_600_000;
    expect(hours('2026-03-08T06:59:59Z')).toBe(-5);
    expect(hours('2026-03-08T07:00:00Z')).toBe(-4);
    expect(hours('2026-11-01T05:59:59Z')).toBe(-4);
    expect(hours('2026-11-01T06:00:00Z')).toBe(-5);
  });

  it('asks the time-zone data outside those years and for other zones', () => {
    const old = new Date('2006-04-01T12:00:00Z'); // EDT began on April 2 in 2006
    expect(zoneOffsetMs(BUSINESS_TIME_ZONE, old)).toBe(-5 * 3_600_000);
    const july = new Date('2026-07-01T12:00:00Z');
    expect(zoneOffsetMs('America/Los_Angeles', july)).toBe(-7 * 3_600_000);
    expect(zoneOffsetMs('UTC', july)).toBe(0);
  });
});

describe('dateTimeFormat', () => {
  it('reuses one formatter per locale and options', () => {
    expect(dateTimeFormat('en', { dateStyle: 'medium' })).toBe(
      dateTimeFormat('en', { dateStyle: 'medium' }),
    );
    expect(dateTimeFormat('es', { dateStyle: 'medium' })).not.toBe(
      dateTimeFormat('en', { dateStyle: 'medium' }),
    );
  });

  it('reads the day of an instant, and leaves a bad instant as written', () => {
    expect(formatInstantDay('2026-11-19T15:00:00Z', 'en')).toBe('Nov 19, 2026');
    expect(formatInstantDay('not a date', 'en')).toBe('not a date');
  });
});
