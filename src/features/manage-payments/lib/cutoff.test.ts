import { describe, expect, it } from 'vitest';
import {
  canChange,
  changeWindow,
  cutoffFor,
  earliestChangeableDate,
  newDateProblem,
  zonedInstant,
} from './cutoff';

/** An instant written as Eastern wall-clock time with its offset, e.g. '2026-11-22T19:59-05:00'. */
const at = (iso: string) => new Date(iso);

describe('the 8:00 pm Eastern cut-off the day before (SPEC §4, §9)', () => {
  it('allows a change at 7:59 pm and refuses it at 8:00 pm the day before', () => {
    // 8102 is dated 2026-11-23: its cut-off is 2026-11-22 8:00 pm EST.
    expect(canChange(at('2026-11-22T19:59:59-05:00'), '2026-11-23')).toBe(true);
    expect(canChange(at('2026-11-22T19:59:00-05:00'), '2026-11-23')).toBe(true);
    expect(canChange(at('2026-11-22T20:00:00-05:00'), '2026-11-23')).toBe(false);
    expect(canChange(at('2026-11-22T20:01:00-05:00'), '2026-11-23')).toBe(false);
    expect(cutoffFor('2026-11-23').toISOString()).toBe('2026-11-23T01:00:00.000Z');
  });

  it('follows daylight saving time: spring forward (EDT, UTC-4)', () => {
    // Clocks go forward on Sunday 2026-03-08; 8:00 pm that evening is 00:00 UTC.
    expect(cutoffFor('2026-03-09').toISOString()).toBe('2026-03-09T00:00:00.000Z');
    expect(canChange(at('2026-03-08T19:59:00-04:00'), '2026-03-09')).toBe(true);
    expect(canChange(at('2026-03-08T20:00:00-04:00'), '2026-03-09')).toBe(false);
    // The day before the change is still EST.
    expect(cutoffFor('2026-03-08').toISOString()).toBe('2026-03-08T01:00:00.000Z');
  });

  it('follows daylight saving time: fall back (EST, UTC-5)', () => {
    // Clocks go back on Sunday 2026-11-01; 8:00 pm that evening is 01:00 UTC.
    expect(cutoffFor('2026-11-02').toISOString()).toBe('2026-11-02T01:00:00.000Z');
    expect(canChange(at('2026-11-01T19:59:00-05:00'), '2026-11-02')).toBe(true);
    expect(canChange(at('2026-11-01T20:00:00-05:00'), '2026-11-02')).toBe(false);
    // The day before the change is still EDT.
    expect(cutoffFor('2026-11-01').toISOString()).toBe('2026-11-01T00:00:00.000Z');
  });

  it('uses Eastern time whatever the clock of the person (a Pacific evening is already late)', () => {
    // 5:30 pm in Los Angeles is 8:30 pm in New York.
    expect(canChange(at('2026-11-22T17:30:00-08:00'), '2026-11-23')).toBe(false);
    expect(canChange(at('2026-11-22T16:59:00-08:00'), '2026-11-23')).toBe(true);
  });

  it("prefers the service's editableUntil when it is earlier, never when it is later", () => {
    const earlier = '2026-11-22T18:00:00-05:00';
    expect(
      changeWindow(at('2026-11-22T18:30:00-05:00'), '2026-11-23', { editableUntil: earlier }),
    ).toMatchObject({ allowed: false, reason: 'pastCutoff' });
    const later = '2026-11-23T12:00:00-05:00';
    const window = changeWindow(at('2026-11-22T20:30:00-05:00'), '2026-11-23', {
      editableUntil: later,
    });
    expect(window.allowed).toBe(false);
    expect(window.until.toISOString()).toBe('2026-11-23T01:00:00.000Z');
    expect(
      changeWindow(at('2026-11-22T10:00:00-05:00'), '2026-11-23', { editableUntil: 'garbage' }),
    ).toMatchObject({ allowed: true });
  });

  it('says a same-day one-time payment cannot be cancelled', () => {
    expect(
      changeWindow(at('2026-11-23T09:00:00-05:00'), '2026-11-23', { oneTime: true }),
    ).toMatchObject({ allowed: false, reason: 'sameDay' });
    expect(changeWindow(at('2026-11-23T09:00:00-05:00'), '2026-11-23')).toMatchObject({
      allowed: false,
      reason: 'pastCutoff',
    });
    expect(
      changeWindow(at('2026-11-22T21:00:00-05:00'), '2026-11-23', { oneTime: true }),
    ).toMatchObject({ allowed: false, reason: 'pastCutoff' });
  });

  it('names the first date a payment can move to, and refuses earlier ones', () => {
    expect(earliestChangeableDate(at('2026-11-22T19:59:00-05:00'))).toBe('2026-11-23');
    expect(earliestChangeableDate(at('2026-11-22T20:00:00-05:00'))).toBe('2026-11-24');
    const now = at('2026-11-22T20:00:00-05:00');
    expect(newDateProblem(now, '')).toBe('required');
    expect(newDateProblem(now, '2026-13-01')).toBe('invalid');
    expect(newDateProblem(now, '2026-11-21')).toBe('past');
    expect(newDateProblem(now, '2026-11-22')).toBe('pastCutoff');
    expect(newDateProblem(now, '2026-11-23')).toBe('pastCutoff');
    expect(newDateProblem(now, '2026-11-24')).toBeNull();
  });

  it('finds wall-clock instants in other zones too', () => {
    expect(zonedInstant('2026-07-01', 20, 'UTC').toISOString()).toBe('2026-07-01T20:00:00.000Z');
    expect(zonedInstant('2026-07-01', 20, 'America/Los_Angeles').toISOString()).toBe(
      '2026-07-02T03:00:00.000Z',
    );
  });
});
