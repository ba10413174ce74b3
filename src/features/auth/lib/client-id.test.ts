import { describe, expect, it } from 'vitest';
import { isClientId } from './client-id';

describe('isClientId', () => {
  it.each(['MAPLE', 'maple-grove_2', 'A', 'x'.repeat(32)])('accepts %s', (value) => {
    expect(isClientId(value)).toBe(true);
  });

  it.each([
    '',
    'x'.repeat(33),
    '<b>MAPLE</b>',
    'MAPLE GROVE',
    'MAPLE.example',
    'évora',
    'MAPLE\u202e',
    undefined,
    7,
  ])('refuses %j', (value) => {
    expect(isClientId(value)).toBe(false);
  });
});
