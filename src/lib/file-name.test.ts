import { describe, expect, it } from 'vitest';
import { safeFileName } from './file-name';

describe('safeFileName', () => {
  it('keeps letters, digits, dot, dash and underscore, and drops accents', () => {
    expect(safeFileName('Reunión anual: 2026/12/10')).toBe('Reunion-anual-2026-12-10');
    expect(safeFileName('***', 'event')).toBe('event');
  });
});
