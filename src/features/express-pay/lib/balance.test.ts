import { describe, expect, it } from 'vitest';
import { formatCents } from '@/lib/money';
import { balanceInDollars, readBalance } from './balance';

describe('readBalance', () => {
  it('reads cents: a positive balance is due', () => {
    expect(readBalance(45000)).toEqual({ kind: 'due', cents: 45000 });
    expect(readBalance(1)).toEqual({ kind: 'due', cents: 1 });
  });

  it('needs no payment at zero or for a credit', () => {
    expect(readBalance(0)).toEqual({ kind: 'nothingDue', cents: 0 });
    expect(readBalance(-2500)).toEqual({ kind: 'nothingDue', cents: -2500 });
  });

  it.each([
    ['45000'],
    [450.5],
    [Number.NaN],
    [Number.POSITIVE_INFINITY],
    [null],
    [undefined],
    [{}],
  ])('refuses a balance that is not a whole number of cents: %s', (value) => {
    expect(readBalance(value)).toEqual({ kind: 'invalid' });
  });
});

describe('cents to dollars', () => {
  it('divides by 100 exactly', () => {
    expect(balanceInDollars(45000)).toBe('450.00');
    expect(balanceInDollars(46328)).toBe('463.28');
    expect(balanceInDollars(1)).toBe('0.01');
    expect(balanceInDollars(0)).toBe('0.00');
    expect(balanceInDollars(-2500)).toBe('-25.00');
    expect(balanceInDollars(1_000_000_007)).toBe('10000000.07');
  });

  it('shows dollars, never cents, to the reader', () => {
    expect(formatCents(45000, 'en')).toBe('$450.00');
    expect(formatCents(259875, 'en')).toBe('$2,598.75');
  });
});
