import { describe, expect, it } from 'vitest';
import { setupDifferences, setupDifferencesText, type AnsweredSetup } from './setup-differences';

const requested = {
  amount: 1234,
  methodId: 11,
  accountId: 3001,
  date: '2026-12-02',
  fees: { convenienceFee: 0, largeAmountFee: 0 },
};
const matching: AnsweredSetup = {
  amount: 1234,
  convenienceFee: 0,
  largeAmountFee: 0,
  total: 1234,
  methodId: 11,
  accountId: 3001,
  date: '2026-12-02',
};

describe('setupDifferences', () => {
  it('finds nothing in an answer that repeats the request', () => {
    expect(setupDifferences(requested, matching)).toEqual([]);
  });

  it('finds another amount', () => {
    expect(setupDifferences(requested, { ...matching, amount: 46328, total: 46328 })).toEqual([
      'amount',
    ]);
  });

  it('finds fees on another basis: a total that is not the amount plus its fees', () => {
    expect(setupDifferences(requested, { ...matching, total: 1300 })).toEqual(['fees']);
  });

  it('finds fees other than the ones priced', () => {
    expect(setupDifferences(requested, { ...matching, convenienceFee: 36, total: 1270 })).toEqual([
      'fees',
    ]);
  });

  it('accepts any consistent fees when the portal priced none', () => {
    const { fees: _fees, ...withoutFees } = requested;
    expect(setupDifferences(withoutFees, { ...matching, convenienceFee: 36, total: 1270 })).toEqual(
      [],
    );
  });

  it('finds another method', () => {
    expect(setupDifferences(requested, { ...matching, methodId: 12 })).toEqual(['method']);
  });

  it('finds another account', () => {
    expect(setupDifferences(requested, { ...matching, accountId: 3002 })).toEqual(['account']);
  });

  it('finds another date', () => {
    expect(setupDifferences(requested, { ...matching, date: '2026-11-02' })).toEqual(['date']);
  });

  it('finds a field the answer left out', () => {
    const { methodId: _methodId, ...noMethod } = matching;
    expect(setupDifferences(requested, noMethod)).toEqual(['method']);
  });

  it('does not compare a field the request did not carry (express pay: amount only)', () => {
    expect(setupDifferences({ amount: 1234 }, { ...matching, methodId: 99, date: 'x' })).toEqual(
      [],
    );
  });

  it('lists every difference in order: Prism’s $463.28 by Visa for $12.34 by checking', () => {
    expect(
      setupDifferences(requested, {
        amount: 46328,
        convenienceFee: 1367,
        largeAmountFee: 0,
        total: 47695,
        methodId: 42,
        accountId: 3001,
        date: '2026-11-02',
      }),
    ).toEqual(['amount', 'fees', 'method', 'date']);
  });
});

describe('setupDifferencesText', () => {
  const t = (key: string, options?: Record<string, unknown>) =>
    options ? `${key} ${JSON.stringify(options)}` : (key.split('.').pop() ?? key);

  it('names the fields as a list in the person’s language', () => {
    expect(setupDifferencesText(['amount', 'method'], t, 'en', true)).toBe(
      'common:paymentAttempt.setupDiffers {"fields":"amount and method"}',
    );
    expect(setupDifferencesText(['amount', 'method'], t, 'es', false)).toBe(
      'common:paymentAttempt.setupDiffersKept {"fields":"amount y method"}',
    );
  });
});
