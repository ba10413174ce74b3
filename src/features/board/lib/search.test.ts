import { describe, expect, it } from 'vitest';
import { matchesAllWords, normaliseSearchText, searchWords } from '@/lib/search-text';
import { addressLine } from './search';

describe('the board search', () => {
  it('compares without case, accents or extra spaces', () => {
    expect(normaliseSearchText('  Gloria   ÁLVAREZ ')).toBe('gloria alvarez');
    expect(searchWords('  ')).toEqual([]);
    expect(searchWords('Maple  14')).toEqual(['maple', '14']);
  });

  it('finds a row when every word is in some field, in any order', () => {
    const fields = ['Clear storm drain behind 14 Maple Court', 'GreenLine Drainage', 16501];
    expect(matchesAllWords(searchWords('maple 14'), fields)).toBe(true);
    expect(matchesAllWords(searchWords('greenline storm'), fields)).toBe(true);
    expect(matchesAllWords(searchWords('16501'), fields)).toBe(true);
    expect(matchesAllWords(searchWords('maple 22'), fields)).toBe(false);
  });

  it('matches everything with no words, and skips missing fields', () => {
    expect(matchesAllWords([], ['a'])).toBe(true);
    expect(matchesAllWords(searchWords('gate'), [null, undefined, 'Pool gate'])).toBe(true);
    expect(matchesAllWords(searchWords('null'), [null])).toBe(false);
  });

  it('writes an address on one line, with or without a second line', () => {
    const address = {
      address1: '400 Lakeshore Drive',
      address2: 'Unit 4B',
      city: 'Chicago',
      stateProvince: 'IL',
      postalCode: '60611',
    };
    expect(addressLine(address)).toBe('400 Lakeshore Drive, Unit 4B, Chicago, IL 60611');
    expect(addressLine({ ...address, address2: undefined })).toBe(
      '400 Lakeshore Drive, Chicago, IL 60611',
    );
  });
});
