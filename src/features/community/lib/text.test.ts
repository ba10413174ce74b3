import { describe, expect, it } from 'vitest';
import {
  matchesAllWords,
  normaliseText,
  parsePositiveInt,
  parseSearchText,
  searchWords,
} from './text';

describe('normaliseText', () => {
  it('drops case, accents and extra spaces', () => {
    expect(normaliseText('  Elena   VÁSQUEZ ')).toBe('elena vasquez');
  });
});

describe('matchesAllWords', () => {
  it('needs every word somewhere in the texts', () => {
    const words = searchWords('maple jordan');
    expect(matchesAllWords(words, ['Jordan Rivera', '12 Maple Court'])).toBe(true);
    expect(matchesAllWords(words, ['Jordan Rivera', '3 Birch Lane'])).toBe(false);
  });

  it('matches everything for a blank search and skips absent texts', () => {
    expect(matchesAllWords([], [undefined])).toBe(true);
    expect(matchesAllWords(['pool'], [undefined, 'Pool pavilion'])).toBe(true);
  });
});

describe('URL values', () => {
  it('keeps a trimmed, capped search and drops blanks and objects', () => {
    expect(parseSearchText('  maple ')).toBe('maple');
    expect(parseSearchText('   ')).toBeUndefined();
    expect(parseSearchText({ a: 1 })).toBeUndefined();
    expect(parseSearchText(12)).toBe('12');
    expect(parseSearchText('x'.repeat(500))).toHaveLength(100);
  });

  it('reads positive whole numbers only', () => {
    expect(parsePositiveInt('10001')).toBe(10001);
    expect(parsePositiveInt(3)).toBe(3);
    for (const bad of ['0', '-1', '1.5', 'abc', '', null, undefined, '99999999999999999'])
      expect(parsePositiveInt(bad)).toBeUndefined();
  });
});
