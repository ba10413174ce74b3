import { describe, expect, it } from 'vitest';
import { isDownloadUrl, pageCount } from './inbox';
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

describe('attachments', () => {
  it('downloads only from web addresses', () => {
    expect(isDownloadUrl('https://files.courtyard.example/messages/12001/a.pdf')).toBe(true);
    expect(isDownloadUrl('javascript:alert(1)')).toBe(false);
    expect(isDownloadUrl('data:text/html,hi')).toBe(false);
    expect(isDownloadUrl('not a url')).toBe(false);
  });
});
