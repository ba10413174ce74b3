import { describe, expect, it } from 'vitest';
import { timeZoneOfInstant, zoneOffsetMs, zoneTransitions } from './time-zones';

describe('time zones', () => {
  const HOUR = 3_600_000;

  it("reads a zone's offset at an instant, daylight saving time included", () => {
    expect(zoneOffsetMs('America/New_York', new Date('2026-01-15T12:00:00Z'))).toBe(-5 * HOUR);
    expect(zoneOffsetMs('America/New_York', new Date('2026-07-15T12:00:00Z'))).toBe(-4 * HOUR);
    expect(zoneOffsetMs('UTC', new Date('2026-07-15T12:00:00Z'))).toBe(0);
  });

  it('names the US zone an instant is written in, the business zone first', () => {
    expect(timeZoneOfInstant('2026-12-10T18:30:00-05:00')).toBe('America/New_York');
    expect(timeZoneOfInstant('2026-07-10T18:30:00-04:00')).toBe('America/New_York');
    expect(timeZoneOfInstant('2026-12-10T18:30:00-06:00')).toBe('America/Chicago');
    // -05:00 in July is Central daylight time, not Eastern.
    expect(timeZoneOfInstant('2026-07-10T18:30:00-05:00')).toBe('America/Chicago');
    expect(timeZoneOfInstant('2026-07-10T18:30:00-07:00')).toBe('America/Phoenix');
    expect(timeZoneOfInstant('2026-12-10T18:30:00-10:00')).toBe('Pacific/Honolulu');
  });

  it('gives UTC for Z, a fixed zone for another whole-hour offset, and the business zone otherwise', () => {
    expect(timeZoneOfInstant('2026-12-10T18:30:00Z')).toBe('UTC');
    expect(timeZoneOfInstant('2026-12-10T18:30:00+00:00')).toBe('UTC');
    expect(timeZoneOfInstant('2026-12-10T18:30:00+01:00')).toBe('Etc/GMT-1');
    expect(timeZoneOfInstant('2026-12-10T18:30:00+05:30')).toBe('America/New_York');
    expect(timeZoneOfInstant('2026-12-10T18:30:00')).toBe('America/New_York');
    expect(timeZoneOfInstant('not a date')).toBe('America/New_York');
  });

  it("finds a zone's offset changes to the minute", () => {
    expect(
      zoneTransitions(
        'America/New_York',
        new Date('2026-01-01T00:00Z'),
        new Date('2027-01-01T00:00Z'),
      ),
    ).toEqual([
      { at: new Date('2026-03-08T07:00Z'), offsetBeforeMs: -5 * HOUR, offsetAfterMs: -4 * HOUR },
      { at: new Date('2026-11-01T06:00Z'), offsetBeforeMs: -4 * HOUR, offsetAfterMs: -5 * HOUR },
    ]);
    expect(
      zoneTransitions(
        'America/Phoenix',
        new Date('2026-01-01T00:00Z'),
        new Date('2027-01-01T00:00Z'),
      ),
    ).toEqual([]);
  });
});
