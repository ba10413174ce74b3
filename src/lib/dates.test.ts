import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  businessDayOf,
  businessToday,
  calendarDateIn,
  dateTimeFormat,
  daysBetween,
  formatCalendarDate,
  formatInstantDay,
  isBeforeDate,
  isCalendarDate,
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

describe('calendar days', () => {
  it('adds days across months, years, leap days and the DST weekends', () => {
    expect(addDays('2026-11-23', -1)).toBe('2026-11-22');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-08', 1)).toBe('2026-03-09');
    expect(addDays('2026-11-01', 1)).toBe('2026-11-02');
    expect(addDays('2026-11-30', 25)).toBe('2026-12-25');
  });

  it('adds and subtracts months, taking the last day of a shorter month', () => {
    expect(addMonths('2026-12-01', 1)).toBe('2027-01-01');
    expect(addMonths('2027-01-31', 1)).toBe('2027-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2026-08-31', 12)).toBe('2027-08-31');
    expect(addMonths('2028-02-29', -36)).toBe('2025-02-28');
    expect(addMonths('2026-11-30', -36)).toBe('2023-11-30');
  });

  it('tells real calendar days from look-alikes', () => {
    expect(isCalendarDate('2026-12-15')).toBe(true);
    expect(isCalendarDate('2026-02-30')).toBe(false);
    expect(isCalendarDate('2026-1-5')).toBe(false);
    expect(isCalendarDate('')).toBe(false);
  });

  it("counts the business day on Eastern time, whatever the reader's zone", () => {
    expect(businessToday(new Date('2026-11-23T03:30:00Z'))).toBe('2026-11-22');
    expect(businessToday(new Date('2026-11-23T05:30:00Z'))).toBe('2026-11-23');
    expect(businessDayOf('2026-07-01T02:00:00Z')).toBe('2026-06-30');
    expect(businessDayOf('not a date')).toBeNull();
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
