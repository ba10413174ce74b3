import { describe, expect, it } from 'vitest';
import { addressLine, matchesSearch, normalizeSearchText, searchTerms } from './search';

describe('the board search', () => {
  it('compares without case, accents or extra spaces', () => {
    expect(normalizeSearchText('  Gloria   ÁLVAREZ ')).toBe('gloria alvarez');
    expect(searchTerms('  ')).toEqual([]);
    expect(searchTerms('Maple  14')).toEqual(['maple', '14']);
  });

  it('finds a row when every word is in some field, in any order', () => {
    const fields = ['Clear storm drain behind 14 Maple Court', 'GreenLine Drainage', 16501];
    expect(matchesSearch(fields, searchTerms('maple 14'))).toBe(true);
    expect(matchesSearch(fields, searchTerms('greenline storm'))).toBe(true);
    expect(matchesSearch(fields, searchTerms('16501'))).toBe(true);
    expect(matchesSearch(fields, searchTerms('maple 22'))).toBe(false);
  });

  it('matches everything with no words, and skips missing fields', () => {
    expect(matchesSearch(['a'], [])).toBe(true);
    expect(matchesSearch([null, undefined, 'Pool gate'], searchTerms('gate'))).toBe(true);
    expect(matchesSearch([null], searchTerms('null'))).toBe(false);
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
