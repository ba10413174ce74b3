import { describe, expect, it } from 'vitest';
import {
  dayOfMonth,
  formatDayRange,
  formatLongDay,
  formatMonth,
  formatTimeOfDay,
  formatTimeRange,
  formatWeekday,
} from './format';

describe('format', () => {
  it('formats times of day as written', () => {
    expect(formatTimeOfDay('14:00', 'en-US')).toBe('2:00 PM');
    expect(formatTimeOfDay('09:30', 'es')).toBe('9:30');
    expect(formatTimeOfDay('nonsense', 'en-US')).toBe('nonsense');
    expect(formatTimeRange('14:00', '18:00', 'en-US')).toBe('2:00 PM – 6:00 PM');
  });

  it('formats days without a time-zone shift', () => {
    expect(formatLongDay('2026-11-22', 'en-US')).toBe('Sunday, November 22, 2026');
    expect(formatMonth('2026-11-22', 'en-US')).toBe('November 2026');
    expect(formatWeekday('2026-11-22', 'en-US', 'short')).toBe('Sun');
    expect(dayOfMonth('2026-11-05')).toBe(5);
    expect(formatDayRange('2026-11-22', '2026-11-28', 'en-US')).toMatch(/Nov 22\s?–\s?28, 2026/);
  });
});
