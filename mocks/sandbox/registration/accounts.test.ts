// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isUsPhone, normalizedCode, splitName } from './accounts.ts';

describe('the registration rules', () => {
  it('reads a key or account number whatever its case and spaces', () => {
    expect(normalizedCode('  mgh-7q4k-2x9p ')).toBe('MGH-7Q4K-2X9P');
  });

  it('takes ten digits as a US phone, with or without the country code', () => {
    expect(isUsPhone('(555) 201-4090')).toBe(true);
    expect(isUsPhone('+1 555 201 4090')).toBe(true);
    expect(isUsPhone('555-12')).toBe(false);
    expect(isUsPhone('2 555 201 4090')).toBe(false);
  });

  it('splits a full name at its last word', () => {
    expect(splitName(' Gloria  Maria Alvarez ')).toEqual({
      firstName: 'Gloria Maria',
      lastName: 'Alvarez',
    });
    expect(splitName('Cher')).toEqual({ firstName: 'Cher', lastName: '' });
  });
});
