import { describe, expect, it } from 'vitest';
import { parseArcListSearch } from './search';

describe('parseArcListSearch', () => {
  it('keeps the known values', () => {
    expect(
      parseArcListSearch({ view: 'association', status: 'open', sort: 'due', page: '2' }),
    ).toEqual({ view: 'association', status: 'open', sort: 'due', page: 2 });
    expect(parseArcListSearch({ status: 'awaitingMyVote', page: 3 })).toEqual({
      status: 'awaitingMyVote',
      page: 3,
    });
  });

  it('drops unknown, malformed and default values instead of failing', () => {
    expect(
      parseArcListSearch({
        view: 'board',
        status: 'OPEN',
        sort: ['due'],
        page: '1',
      }),
    ).toEqual({});
    for (const page of ['0', '-2', '1.5', 'abc', '99999999', null, {}, 1e30])
      expect(parseArcListSearch({ page })).toEqual({});
    expect(parseArcListSearch({ status: { toString: () => 'open' }, sort: 42 })).toEqual({});
  });
});
