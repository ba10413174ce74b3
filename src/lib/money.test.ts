import { describe, expect, it } from 'vitest';
import { centsToDecimalString, formatCents, parseMoneyInput, percentOfCents } from './money';

describe('parseMoneyInput', () => {
  it.each([
    ['450', 45000],
    ['450.5', 45050],
    ['450.05', 45005],
    ['$1,285.50', 128550],
    ['  2000.00 ', 200000],
    ['2000.01', 200001],
    ['0.01', 1],
    ['.', null],
  ])('%j → %j cents', (text, cents) => {
    const result = parseMoneyInput(text);
    if (cents === null) expect(result.ok).toBe(false);
    else expect(result).toEqual({ ok: true, cents });
  });

  it.each([
    ['', 'required'],
    ['   ', 'required'],
    ['-5', 'negative'],
    ['12.345', 'tooManyDecimals'],
    ['abc', 'invalid'],
    ['1e3', 'invalid'],
    ['1,23.00', 'invalid'],
    ['12,3456', 'invalid'],
    ['999999999', 'invalid'],
  ])('%j is refused as %s', (text, problem) => {
    expect(parseMoneyInput(text)).toEqual({ ok: false, problem });
  });
});

describe('formatting', () => {
  it('shows cents exactly, in the language of the reader', () => {
    expect(formatCents(128550, 'en')).toBe('$1,285.50');
    expect(formatCents(1, 'en')).toBe('$0.01');
    expect(formatCents(-2500, 'en')).toBe('-$25.00');
    expect(formatCents(128550, 'es')).toMatch(/1\.?285,50/);
    expect(centsToDecimalString(45000)).toBe('450.00');
    expect(centsToDecimalString(5)).toBe('0.05');
  });
});

describe('percentOfCents', () => {
  it('rounds half up to the cent', () => {
    expect(percentOfCents(45000, 295)).toBe(1328); // 1327.5
    expect(percentOfCents(200000, 100)).toBe(2000);
    expect(percentOfCents(200001, 100)).toBe(2000); // 2000.01
    expect(percentOfCents(200050, 100)).toBe(2001); // 2000.5
  });
});
