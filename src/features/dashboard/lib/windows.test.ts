import { describe, expect, it } from 'vitest';
import { upcomingChargeWindow } from '@/entities/account/lib/upcoming-charges';
import { addDays, businessDayOf, businessToday } from '@/lib/dates';
import { isRecent, recentFrom } from './windows';

describe('calendar days', () => {
  it('adds and subtracts days across months and years', () => {
    expect(addDays('2026-11-22', -30)).toBe('2026-10-23');
    expect(addDays('2026-12-20', 25)).toBe('2027-01-14');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
  });

  it('reads today and an instant on the Eastern business calendar', () => {
    expect(businessToday(new Date('2026-11-23T03:30:00Z'))).toBe('2026-11-22');
    expect(businessDayOf('2026-11-23T03:30:00Z')).toBe('2026-11-22');
    expect(businessDayOf('not a date')).toBeNull();
  });
});

describe('the recent window (SPEC §9: the last 30 days)', () => {
  const today = '2026-11-22';

  it('starts 30 days before today', () => {
    expect(recentFrom(today)).toBe('2026-10-23');
  });

  it('keeps what was created from that day through today, both included', () => {
    expect(isRecent('2026-10-23T04:00:00Z', today)).toBe(true); // 00:00 Eastern on the 23rd
    expect(isRecent('2026-10-23T03:59:00Z', today)).toBe(false); // 23:59 Eastern on the 22nd
    expect(isRecent('2026-11-22T20:00:00Z', today)).toBe(true);
    expect(isRecent('2026-10-30T17:10:00Z', today)).toBe(true);
  });

  it('leaves out the future and values that are not dates', () => {
    expect(isRecent('2026-11-24T12:00:00Z', today)).toBe(false);
    expect(isRecent('', today)).toBe(false);
  });
});

describe('the upcoming-charge window (SPEC §9: the next 25 days)', () => {
  it('runs from today to today plus 25 days', () => {
    expect(upcomingChargeWindow('2026-11-22')).toEqual({
      dueAfter: '2026-11-22',
      dueBefore: '2026-12-17',
    });
  });
});
