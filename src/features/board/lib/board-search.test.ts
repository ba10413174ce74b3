// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { BOARD_QUERY_MAX_LENGTH, parseBoardSearch } from './board-search';

describe('parseBoardSearch', () => {
  it('keeps the search and the known filters', () => {
    expect(parseBoardSearch({ q: 'maple court', status: 'open', priority: 'high' })).toEqual({
      q: 'maple court',
      status: 'open',
      priority: 'high',
    });
  });

  it('reads a numeric search as text (the router parses ?q=14 as a number)', () => {
    expect(parseBoardSearch({ q: 14 })).toEqual({ q: '14' });
  });

  it('drops blank searches, unknown keys and malformed filter values', () => {
    expect(
      parseBoardSearch({
        q: '   ',
        colour: 'red',
        status: '<script>',
        stage: ['a'],
        fund: '',
        type: 'x'.repeat(41),
      }),
    ).toEqual({});
  });

  it('cuts a very long search', () => {
    expect(parseBoardSearch({ q: 'a'.repeat(500) }).q).toHaveLength(BOARD_QUERY_MAX_LENGTH);
  });

  it('keeps the id of the row to open, as the router reads a number or a string', () => {
    expect(parseBoardSearch({ open: 16401 })).toEqual({ open: 16401 });
    expect(parseBoardSearch({ open: '16501' })).toEqual({ open: 16501 });
    expect(parseBoardSearch({ open: 1.5 })).toEqual({});
    expect(parseBoardSearch({ open: '0' })).toEqual({});
    expect(parseBoardSearch({ open: '12a' })).toEqual({});
    expect(parseBoardSearch({ open: -3 })).toEqual({});
  });
});
