import { describe, expect, it } from 'vitest';
import { cutoffFor } from './cutoff';
import { formatDeadline, formatMonth } from './format';

const spaces = (text: string) => text.replace(/\s/g, ' ');

describe('formatDeadline', () => {
  it('shows the cut-off as Eastern time with EST or EDT, wherever the person is', () => {
    expect(spaces(formatDeadline(cutoffFor('2026-11-23'), 'en-US'))).toBe(
      'Nov 22, 2026, 8:00 PM EST',
    );
    expect(spaces(formatDeadline(cutoffFor('2026-03-09'), 'en-US'))).toBe(
      'Mar 8, 2026, 8:00 PM EDT',
    );
    expect(spaces(formatDeadline(cutoffFor('2026-11-23'), 'es'))).toMatch(/22 nov 2026.*20:00 EST/);
  });
});

describe('formatMonth', () => {
  it('names a month in the language', () => {
    expect(formatMonth('2027-01', 'en')).toBe('January 2027');
    expect(formatMonth('2027-01', 'es')).toBe('enero de 2027');
    expect(formatMonth('nope', 'en')).toBe('nope');
  });
});
