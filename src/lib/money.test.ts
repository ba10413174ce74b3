import { describe, expect, it } from 'vitest';
import {
  ambiguousAmountMessage,
  centsToDecimalString,
  centsToInputText,
  formatCents,
  parseMoneyInput,
  percentOfCents,
} from './money';

describe('parseMoneyInput in English', () => {
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
    const result = parseMoneyInput(text, 'en');
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
    ['1.234,56', 'invalid'],
  ])('%j is refused as %s', (text, problem) => {
    expect(parseMoneyInput(text, 'en')).toEqual({ ok: false, problem });
    expect(parseMoneyInput(text, 'en-US')).toEqual({ ok: false, problem });
  });

  it('reads a comma before three digits as thousands, as it always did', () => {
    expect(parseMoneyInput('2,500', 'en')).toEqual({ ok: true, cents: 250000 });
    expect(parseMoneyInput('12,345.6', 'en')).toEqual({ ok: true, cents: 1234560 });
  });
});

describe('parseMoneyInput in Spanish', () => {
  it.each([
    ['1.234,56', 123456],
    ['1234,56', 123456],
    ['1234,5', 123450],
    ['1234', 123400],
    ['1.234', 123400],
    ['9.876.543,21', 987654321],
    ['0,01', 1],
    ['450,', 45000],
    ['  2000,00 ', 200000],
    ['$1.234,56', 123456],
    ['1.234,56 US$', 123456],
    ['1234,56 $', 123456],
    ['US$ 12,34', 1234],
    // A lone dot before one or two digits cannot be a thousands separator: a decimal point.
    ['450.00', 45000],
    ['450.5', 45050],
    ['12.34', 1234],
  ])('%j → %j cents', (text, cents) => {
    expect(parseMoneyInput(text, 'es')).toEqual({ ok: true, cents });
    expect(parseMoneyInput(text, 'es-ES')).toEqual({ ok: true, cents });
  });

  it.each([
    ['2,500', 'ambiguous'],
    ['12,345', 'ambiguous'],
    ['123,456', 'ambiguous'],
    ['0,500', 'ambiguous'],
    ['$2,500', 'ambiguous'],
    ['2,500 US$', 'ambiguous'],
    // Another separator says which is which: a dot before, so the comma holds too many cents.
    ['1.234,567', 'tooManyDecimals'],
    // No English amount has four digits before a comma: only a Spanish one, with three decimals.
    ['1234,567', 'tooManyDecimals'],
    ['2,5000', 'tooManyDecimals'],
    ['', 'required'],
    ['US$', 'required'],
    ['-5', 'negative'],
    ['1,234.56', 'invalid'],
    ['1.23.45', 'invalid'],
    ['12.3456', 'invalid'],
    ['1.2345,00', 'invalid'],
    ['abc', 'invalid'],
    ['1e3', 'invalid'],
    ['1.234.567.890,00', 'invalid'],
  ])('%j is refused as %s', (text, problem) => {
    expect(parseMoneyInput(text, 'es')).toEqual({ ok: false, problem });
  });

  it('never reads "2,500" as an amount, in either of its meanings', () => {
    expect(parseMoneyInput('2,500', 'es').ok).toBe(false);
    expect(parseMoneyInput('2,50', 'es')).toEqual({ ok: true, cents: 250 });
    expect(parseMoneyInput('2.500', 'es')).toEqual({ ok: true, cents: 250000 });
    expect(parseMoneyInput('2500', 'es')).toEqual({ ok: true, cents: 250000 });
  });
});

describe('the amount a field starts with', () => {
  it('is written the way the language reads it back', () => {
    expect(centsToInputText(123456, 'en')).toBe('1234.56');
    expect(centsToInputText(123456, 'es')).toBe('1234,56');
    expect(centsToInputText(45000, 'es-MX')).toBe('450,00');
    for (const locale of ['en', 'es']) {
      for (const cents of [1, 45000, 123456, 99_999_999])
        expect(parseMoneyInput(centsToInputText(cents, locale), locale)).toEqual({
          ok: true,
          cents,
        });
    }
  });
});

describe('ambiguousAmountMessage', () => {
  it('names what was typed and the whole-dollar way to write it, from the common texts', () => {
    const calls: [string, Record<string, unknown> | undefined][] = [];
    const t = (key: string, options?: Record<string, unknown>) => {
      calls.push([key, options]);
      return key;
    };
    ambiguousAmountMessage(' $2,500 ', t);
    expect(calls).toEqual([['common:moneyInput.ambiguous', { typed: '$2,500', whole: '2500' }]]);
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
