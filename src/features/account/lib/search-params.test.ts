import { describe, expect, it } from 'vitest';
import { isCalendarDate, parseAccountSearch, parseHistorySearch } from './search-params';
import { isInDateRange, ledgerQuery } from './account-search';
import { addDays, addMonths } from '@/lib/dates';

describe('parseAccountSearch', () => {
  it('keeps a positive sub-ledger id, as a number or as text', () => {
    expect(parseAccountSearch({ subLedger: 3001 })).toEqual({ subLedger: 3001 });
    expect(parseAccountSearch({ subLedger: '3004' })).toEqual({ subLedger: 3004 });
  });

  it('drops anything else', () => {
    for (const subLedger of [0, -1, 1.5, 'abc', '12e3', null, {}, Number.MAX_SAFE_INTEGER + 2]) {
      expect(parseAccountSearch({ subLedger })).toEqual({});
    }
  });
});

describe('parseHistorySearch', () => {
  it('reads the whole shareable view', () => {
    expect(
      parseHistorySearch({
        subLedger: 3001,
        from: '2026-06-01',
        to: '2026-11-30',
        type: 'lateFee',
        range: 'all',
      }),
    ).toEqual({
      subLedger: 3001,
      from: '2026-06-01',
      to: '2026-11-30',
      type: 'lateFee',
      range: 'all',
    });
  });

  it('turns round a range given the wrong way round', () => {
    expect(parseHistorySearch({ from: '2026-11-30', to: '2026-06-01' })).toEqual({
      from: '2026-06-01',
      to: '2026-11-30',
    });
  });

  it('drops dates that are not real days, unknown kinds and ranges', () => {
    expect(
      parseHistorySearch({ from: '2026-02-30', to: 'yesterday', type: 'charge', range: 'recent' }),
    ).toEqual({});
    expect(parseHistorySearch({ from: 20261101, type: ['fine'] })).toEqual({});
  });

  it('keeps an open-ended range', () => {
    expect(parseHistorySearch({ from: '2026-10-01' })).toEqual({ from: '2026-10-01' });
    expect(parseHistorySearch({ to: '2026-10-01' })).toEqual({ to: '2026-10-01' });
  });
});

describe('dates', () => {
  it('tells real days from look-alikes', () => {
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2027-02-29')).toBe(false);
    expect(isCalendarDate('2026-13-01')).toBe(false);
    expect(isCalendarDate('0050-01-01')).toBe(false);
    expect(isCalendarDate('2026-1-1')).toBe(false);
  });

  it('counts days and months on the calendar', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addMonths('2026-11-22', -36)).toBe('2023-11-22');
    expect(addMonths('2028-02-29', -36)).toBe('2025-02-28');
    expect(addMonths('2026-03-31', -1)).toBe('2026-02-28');
  });

  it('filters by an inclusive range, open at either end', () => {
    expect(isInDateRange('2026-10-01', { from: '2026-10-01', to: '2026-10-31' })).toBe(true);
    expect(isInDateRange('2026-10-31', { from: '2026-10-01', to: '2026-10-31' })).toBe(true);
    expect(isInDateRange('2026-11-01', { from: '2026-10-01', to: '2026-10-31' })).toBe(false);
    expect(isInDateRange('1999-01-01', { to: '2026-10-31' })).toBe(true);
    expect(isInDateRange('1999-01-01', {})).toBe(true);
  });
});

describe('ledgerQuery (SPEC §9 document filter)', () => {
  it('asks for the last 36 months by default and for everything with all', () => {
    expect(ledgerQuery(3001, 'recent', '2026-11-22')).toEqual({
      subLedgerId: 3001,
      from: '2023-11-22',
    });
    expect(ledgerQuery(3001, 'all', '2026-11-22')).toEqual({ subLedgerId: 3001 });
  });
});
