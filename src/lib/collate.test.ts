import { describe, expect, it } from 'vitest';
import { nameCollator } from './collate';

describe('nameCollator', () => {
  it('orders the digits in a name by their value', () => {
    expect(['Unit 10', 'Unit 9', 'Unit 1'].sort(nameCollator('en').compare)).toEqual([
      'Unit 1',
      'Unit 9',
      'Unit 10',
    ]);
  });

  it('sets letter case and accents aside', () => {
    expect(nameCollator('es').compare('Élan', 'elan')).toBe(0);
  });

  it('is made once per language', () => {
    expect(nameCollator('en')).toBe(nameCollator('en'));
    expect(nameCollator('es')).not.toBe(nameCollator('en'));
  });
});
