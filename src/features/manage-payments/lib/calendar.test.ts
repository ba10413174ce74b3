import { describe, expect, it } from 'vitest';
import { addDays, addMonths, isCalendarDate } from './calendar';

describe('calendar days', () => {
  it('adds days across months, years and the DST weekends', () => {
    expect(addDays('2026-11-23', -1)).toBe('2026-11-22');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-08', 1)).toBe('2026-03-09');
    expect(addDays('2026-11-01', 1)).toBe('2026-11-02');
  });

  it('adds months, keeping the day or taking the last day of a shorter month', () => {
    expect(addMonths('2026-12-01', 1)).toBe('2027-01-01');
    expect(addMonths('2027-01-01', 3)).toBe('2027-04-01');
    expect(addMonths('2027-01-31', 1)).toBe('2027-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2026-08-31', 12)).toBe('2027-08-31');
  });

  it('tells real calendar days from look-alikes', () => {
    expect(isCalendarDate('2026-12-15')).toBe(true);
    expect(isCalendarDate('2026-02-30')).toBe(false);
    expect(isCalendarDate('2026-1-5')).toBe(false);
    expect(isCalendarDate('')).toBe(false);
  });
});
