import { describe, expect, it } from 'vitest';
import { STATEMENT_DURATIONS, STATEMENT_TYPES, statementFileName } from './statement';

describe('statements (SPEC §9)', () => {
  it('offer the five durations and four types', () => {
    expect(STATEMENT_DURATIONS).toEqual([
      'last30Days',
      'last60Days',
      'yearToDate',
      'lastCalendarYear',
      'fullHistory',
    ]);
    expect(STATEMENT_TYPES).toEqual([
      'transactionHistory',
      'statementWithCoupons',
      'statementWithFutureCharges',
      'statementChargeSummary',
    ]);
  });
});

describe('statementFileName', () => {
  it('names the account, the type and the duration, with the format extension', () => {
    expect(
      statementFileName({
        accountNumber: 'MG-1001',
        statementType: 'transactionHistory',
        duration: 'last30Days',
        format: 'pdf',
      }),
    ).toBe('MG-1001-transactionHistory-last30Days.pdf');
    expect(
      statementFileName({
        accountNumber: 'LT-2001',
        statementType: 'statementChargeSummary',
        duration: 'lastCalendarYear',
        format: 'csv',
      }),
    ).toBe('LT-2001-statementChargeSummary-lastCalendarYear.csv');
  });

  it('keeps an account number safe as a file name', () => {
    const name = (accountNumber: string) =>
      statementFileName({
        accountNumber,
        statementType: 'statementWithCoupons',
        duration: 'yearToDate',
        format: 'pdf',
      });
    expect(name('LT 2001/4B')).toBe('LT-2001-4B-statementWithCoupons-yearToDate.pdf');
    expect(name('../../etc')).toBe('etc-statementWithCoupons-yearToDate.pdf');
    expect(name('Añejo')).toBe('Anejo-statementWithCoupons-yearToDate.pdf');
    expect(name('')).toBe('account-statementWithCoupons-yearToDate.pdf');
  });
});
