import { describe, expect, it } from 'vitest';
import {
  calendarDateIn,
  dateTimeFormat,
  daysBetween,
  formatCalendarDate,
  formatInstantDay,
  isBeforeDate,
} from './dates';

describe('dates', () => {
  it('tells the Eastern calendar date, which differs from UTC late in the evening', () => {
    const lateEvening = new Date('2026-11-23T03:30:00Z'); // 22:30 on the 22nd in New York
    expect(calendarDateIn('America/New_York', lateEvening)).toBe('2026-11-22');
    expect(calendarDateIn('UTC', lateEvening)).toBe('2026-11-23');
  });

  it('compares and formats calendar dates without shifting them', () => {
    expect(isBeforeDate('2026-11-21', '2026-11-22')).toBe(true);
    expect(isBeforeDate('2026-11-22', '2026-11-22')).toBe(false);
    expect(formatCalendarDate('2026-12-01', 'en')).toBe('Dec 1, 2026');
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

describe('daysBetween', () => {
  it('counts calendar days either way, across a month and a clock change', () => {
    expect(daysBetween('2026-11-22', '2026-12-02')).toBe(10);
    expect(daysBetween('2026-12-02', '2026-11-22')).toBe(-10);
    expect(daysBetween('2026-10-31', '2026-11-02')).toBe(2);
    expect(daysBetween('2026-11-22', '2026-11-22')).toBe(0);
  });
});
