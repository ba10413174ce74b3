import { describe, expect, it } from 'vitest';
import {
  UPCOMING_CHARGE_DAYS,
  isDueWithin,
  upcomingChargeWindow,
  upcomingCharges,
} from './upcoming-charges';

describe('the 25-day window of upcoming charges (SPEC §9)', () => {
  it('is 25 days', () => {
    expect(UPCOMING_CHARGE_DAYS).toBe(25);
  });

  it('runs from today to 25 days later, both days included', () => {
    expect(upcomingChargeWindow('2026-11-22')).toEqual({
      dueAfter: '2026-11-22',
      dueBefore: '2026-12-17',
    });
  });

  it('crosses months, years and leap days', () => {
    expect(upcomingChargeWindow('2026-12-20').dueBefore).toBe('2027-01-14');
    expect(upcomingChargeWindow('2028-02-10').dueBefore).toBe('2028-03-06');
    expect(upcomingChargeWindow('2027-02-10').dueBefore).toBe('2027-03-07');
  });

  it('includes the first and the last day, and nothing outside', () => {
    const window = upcomingChargeWindow('2026-11-22');
    expect(isDueWithin({ dueDate: '2026-11-22' }, window)).toBe(true);
    expect(isDueWithin({ dueDate: '2026-12-17' }, window)).toBe(true);
    expect(isDueWithin({ dueDate: '2026-11-21' }, window)).toBe(false);
    expect(isDueWithin({ dueDate: '2026-12-18' }, window)).toBe(false);
  });

  it('keeps the charges of the given accounts in the window, earliest first', () => {
    const window = upcomingChargeWindow('2026-11-22');
    const charges = [
      { id: 4, subLedgerId: 3001, dueDate: '2026-12-05' },
      { id: 1, subLedgerId: 3001, dueDate: '2026-12-01' },
      { id: 2, subLedgerId: 3004, dueDate: '2026-12-01' },
      { id: 3, subLedgerId: 3002, dueDate: '2026-12-01' },
      { id: 5, subLedgerId: 3001, dueDate: '2027-01-01' },
      { id: 6, subLedgerId: 3001, dueDate: '2026-11-01' },
    ];
    expect(upcomingCharges(charges, window, [3001, 3002]).map((c) => c.id)).toEqual([1, 3, 4]);
    expect(upcomingCharges([], window, [3001])).toEqual([]);
  });
});
