import { describe, expect, it } from 'vitest';
import { parsePositiveInt, parseSearchText } from './text';

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
