import { describe, expect, it } from 'vitest';
import { isRecord } from './is-record';

describe('isRecord', () => {
  it('takes objects whose fields can be read by name', () => {
    expect(isRecord({})).toBe(true);
    expect(isRecord({ a: 1 })).toBe(true);
    expect(isRecord(JSON.parse('{"theme":"Default"}'))).toBe(true);
  });

  it('refuses null, arrays and every other value', () => {
    for (const value of [null, undefined, [], [1], 'text', 1, true, () => undefined])
      expect(isRecord(value)).toBe(false);
  });
});
