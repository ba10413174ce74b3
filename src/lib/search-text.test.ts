import { describe, expect, it } from 'vitest';
import { matchesAllWords, normaliseSearchText, searchWords } from './search-text';

describe('search text', () => {
  it('drops case, accents and extra spaces', () => {
    expect(normaliseSearchText('  Elena   VÁSQUEZ ')).toBe('elena vasquez');
    expect(normaliseSearchText('Cómo  PAGAR')).toBe('como pagar');
    expect(normaliseSearchText('Peñasco Ünïon')).toBe('penasco union');
  });

  it('splits a search into words; a blank one has none', () => {
    expect(searchWords('  ')).toEqual([]);
    expect(searchWords('Maple  14')).toEqual(['maple', '14']);
  });

  it('needs every word somewhere in the texts, in any order', () => {
    const fields = ['Clear storm drain', 'behind 14 Maple Court', 16501];
    expect(matchesAllWords(searchWords('maple 14'), fields)).toBe(true);
    expect(matchesAllWords(searchWords('16501'), fields)).toBe(true);
    expect(matchesAllWords(searchWords('maple 22'), fields)).toBe(false);
  });

  it('matches everything for a blank search and skips absent texts', () => {
    expect(matchesAllWords([], [undefined])).toBe(true);
    expect(matchesAllWords(['pool'], [null, undefined, 'Pool pavilion'])).toBe(true);
  });
});
