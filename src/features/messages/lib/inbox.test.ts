import { describe, expect, it } from 'vitest';
import { pageCount } from './inbox';
import { parseInboxSearch } from './inbox-search';

describe('the inbox address', () => {
  it('keeps a page number beyond the first and drops anything else', () => {
    expect(parseInboxSearch({ page: '2' })).toEqual({ page: 2 });
    expect(parseInboxSearch({ page: 3 })).toEqual({ page: 3 });
    expect(parseInboxSearch({ page: '1' })).toEqual({});
    expect(parseInboxSearch({ page: '0' })).toEqual({});
    expect(parseInboxSearch({ page: '-2' })).toEqual({});
    expect(parseInboxSearch({ page: 'two' })).toEqual({});
    expect(parseInboxSearch({ page: 2.5 })).toEqual({});
    expect(parseInboxSearch({})).toEqual({});
  });

  it('counts pages, at least one', () => {
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(3, 20)).toBe(1);
    expect(pageCount(21, 20)).toBe(2);
    expect(pageCount(40, 20)).toBe(2);
    expect(pageCount(5, 0)).toBe(1);
  });
});
