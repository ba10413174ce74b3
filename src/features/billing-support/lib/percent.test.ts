import { describe, expect, it } from 'vitest';
import { basisPointsToDecimalString, formatBasisPoints } from './percent';

describe('basisPointsToDecimalString', () => {
  it.each([
    [0, '0.0000'],
    [1, '0.0001'],
    [5, '0.0005'],
    [10, '0.0010'],
    [100, '0.0100'],
    [295, '0.0295'],
    [9999, '0.9999'],
    [10_000, '1.0000'],
    [12_345, '1.2345'],
    [-5, '-0.0005'],
  ])('%i basis points → %s', (basisPoints, expected) => {
    expect(basisPointsToDecimalString(basisPoints)).toBe(expected);
  });

  it('takes a fractional value to the nearest basis point', () => {
    expect(basisPointsToDecimalString(294.6)).toBe('0.0295');
  });
});

describe('formatBasisPoints', () => {
  it.each([
    [295, '2.95%'],
    [100, '1%'],
    [250, '2.5%'],
    [1, '0.01%'],
    [0, '0%'],
    [10_000, '100%'],
    [12_345, '123.45%'],
    // Values whose float division is inexact still print exactly.
    [29, '0.29%'],
    [57, '0.57%'],
    [1_000_007, '10,000.07%'],
  ])('%i basis points read %s in English', (basisPoints, expected) => {
    expect(formatBasisPoints(basisPoints, 'en')).toBe(expected);
  });

  it('uses the Spanish decimal comma and spacing', () => {
    expect(formatBasisPoints(295, 'es')).toBe('2,95\u00a0%');
    expect(formatBasisPoints(100, 'es')).toBe('1\u00a0%');
  });
});
