// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { dayInZone, editableUntil, isEditable, shiftDates } from './clock.ts';

describe('editableUntil (SPEC §4: 8:00 pm Eastern the day before)', () => {
  it('is 8 pm EST in winter and 8 pm EDT in summer', () => {
    expect(editableUntil('2026-12-15')).toBe('2026-12-14T20:00:00-05:00');
    expect(editableUntil('2026-07-01')).toBe('2026-06-30T20:00:00-04:00');
  });

  it('takes a change until the minute before, refuses it from then on', () => {
    expect(isEditable('2026-12-15', new Date('2026-12-15T00:59:59Z'))).toBe(true);
    expect(isEditable('2026-12-15', new Date('2026-12-15T01:00:00Z'))).toBe(false);
  });
});

describe('dayInZone', () => {
  it('is the calendar day in New York, not in UTC', () => {
    expect(dayInZone(new Date('2026-12-02T03:00:00Z'))).toBe('2026-12-01');
  });
});

describe('shiftDates', () => {
  it('moves days and instants, keeps the offset and leaves other strings', () => {
    expect(
      shiftDates(
        {
          due: '2026-12-01',
          at: '2026-11-22T20:00:00-05:00',
          utc: '2026-11-20T15:42:00Z',
          text: 'December 2026 assessment',
          list: ['2026-11-30'],
          n: 5,
        },
        9,
      ),
    ).toEqual({
      due: '2026-12-10',
      at: '2026-12-01T20:00:00-05:00',
      utc: '2026-11-29T15:42:00Z',
      text: 'December 2026 assessment',
      list: ['2026-12-09'],
      n: 5,
    });
  });
});
