import { describe, expect, it } from 'vitest';
import { isOnOrAfter, monthsBefore, recentDocumentsBound } from './date-bound';

describe('the "last 36 months" bound', () => {
  it('is the same day 36 months earlier (the contract example: 2026-11-22 → 2023-11-22)', () => {
    expect(recentDocumentsBound(new Date(2026, 10, 22, 9, 30))).toBe('2023-11-22');
  });

  it.each([
    [new Date(2026, 0, 1), '2023-01-01'],
    [new Date(2026, 11, 31, 23, 59), '2023-12-31'],
    // A day the earlier month lacks becomes its last day.
    [new Date(2028, 1, 29), '2025-02-28'],
    [new Date(2027, 2, 31), '2024-03-31'],
  ])('%s → %s', (today, bound) => {
    expect(recentDocumentsBound(today)).toBe(bound);
  });

  it('handles month arithmetic across years', () => {
    expect(monthsBefore(new Date(2026, 1, 15), 2)).toBe('2025-12-15');
    expect(monthsBefore(new Date(2026, 4, 31), 1)).toBe('2026-04-30');
    expect(monthsBefore(new Date(2026, 4, 31), 0)).toBe('2026-05-31');
  });
});

describe('isOnOrAfter', () => {
  it('keeps documents modified on or after the bound day', () => {
    expect(isOnOrAfter('2023-11-22T00:00:00Z', '2023-11-22')).toBe(true);
    expect(isOnOrAfter('2024-03-12T18:30:00Z', '2023-11-22')).toBe(true);
    expect(isOnOrAfter('2023-11-21T23:59:59Z', '2023-11-22')).toBe(false);
    expect(isOnOrAfter('2019-04-15T14:00:00Z', '2023-11-22')).toBe(false);
  });

  it('reads offsets and keeps an unreadable date', () => {
    expect(isOnOrAfter('2023-11-21T23:30:00-02:00', '2023-11-22')).toBe(true);
    expect(isOnOrAfter('not a date', '2023-11-22')).toBe(true);
  });
});
