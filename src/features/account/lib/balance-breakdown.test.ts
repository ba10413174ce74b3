import { describe, expect, it } from 'vitest';
import type { LedgerEntry } from '../api/account-api';
import { breakdownAgrees, explainBalance } from './balance-breakdown';

let nextId = 1;
function entry(
  partial: Partial<LedgerEntry> & Pick<LedgerEntry, 'amount' | 'runningBalance'>,
): LedgerEntry {
  return {
    id: nextId++,
    date: '2026-11-01',
    description: 'entry',
    type: 'charge',
    ...partial,
  };
}

describe('explainBalance', () => {
  it('groups by kind so that opening balance and parts add up to the balance', () => {
    const entries = [
      entry({
        date: '2026-09-01',
        type: 'charge',
        chargeType: 'assessment',
        amount: 45000,
        runningBalance: 45000,
      }),
      entry({
        date: '2026-09-18',
        type: 'fine',
        chargeType: 'fine',
        amount: 5000,
        runningBalance: 50000,
      }),
      entry({ date: '2026-10-01', type: 'payment', amount: -45000, runningBalance: 5000 }),
      entry({ date: '2026-10-16', type: 'lateFee', amount: 2500, runningBalance: 7500 }),
      entry({
        date: '2026-10-20',
        type: 'charge',
        chargeType: 'lateFee',
        amount: 2500,
        runningBalance: 10000,
      }),
      entry({ date: '2026-10-28', type: 'adjustment', amount: -2500, runningBalance: 7500 }),
      entry({ date: '2026-11-01', type: 'credit', amount: -1000, runningBalance: 6500 }),
      entry({ date: '2026-11-02', type: 'charge', amount: 300, runningBalance: 6800 }),
      entry({
        date: '2026-11-03',
        type: 'charge',
        chargeType: 'other',
        amount: 200,
        runningBalance: 7000,
      }),
    ];
    const breakdown = explainBalance(entries);
    expect(breakdown).toEqual({
      openingBalance: 0,
      closingBalance: 7000,
      firstDate: '2026-09-01',
      lastDate: '2026-11-03',
      parts: [
        { kind: 'assessment', total: 45000, count: 1 },
        { kind: 'lateFee', total: 5000, count: 2 },
        { kind: 'fine', total: 5000, count: 1 },
        { kind: 'otherCharge', total: 500, count: 2 },
        { kind: 'payment', total: -45000, count: 1 },
        { kind: 'credit', total: -1000, count: 1 },
        { kind: 'adjustment', total: -2500, count: 1 },
      ],
    });
    expect(breakdownAgrees(breakdown, entries)).toBe(true);
  });

  it('carries a balance forward when the window starts mid-history', () => {
    const breakdown = explainBalance([
      entry({ date: '2026-10-01', type: 'payment', amount: -20000, runningBalance: 30000 }),
      entry({
        date: '2026-11-01',
        type: 'charge',
        chargeType: 'assessment',
        amount: 45000,
        runningBalance: 75000,
      }),
    ]);
    expect(breakdown.openingBalance).toBe(50000);
    expect(breakdown.closingBalance).toBe(75000);
  });

  it('reads entries in any order (newest first, shuffled, same-day ties by id)', () => {
    const first = entry({
      date: '2026-11-01',
      type: 'charge',
      chargeType: 'assessment',
      amount: 45000,
      runningBalance: 45000,
    });
    const second = entry({
      date: '2026-11-01',
      type: 'payment',
      amount: -45000,
      runningBalance: 0,
    });
    const third = entry({
      date: '2026-11-15',
      type: 'charge',
      chargeType: 'assessment',
      amount: 45000,
      runningBalance: 45000,
    });
    for (const order of [
      [third, second, first],
      [second, third, first],
      [first, second, third],
    ]) {
      const breakdown = explainBalance(order);
      expect(breakdown.openingBalance).toBe(0);
      expect(breakdown.closingBalance).toBe(45000);
      expect(breakdown.firstDate).toBe('2026-11-01');
      expect(breakdown.lastDate).toBe('2026-11-15');
      expect(breakdownAgrees(breakdown, order)).toBe(true);
    }
  });

  it('explains an empty ledger and a ledger of one row', () => {
    expect(explainBalance([])).toEqual({
      openingBalance: 0,
      parts: [],
      closingBalance: 0,
      firstDate: null,
      lastDate: null,
    });
    const one = [entry({ type: 'charge', chargeType: 'fine', amount: 5000, runningBalance: 5000 })];
    expect(explainBalance(one)).toMatchObject({
      openingBalance: 0,
      closingBalance: 5000,
      parts: [{ kind: 'fine', total: 5000, count: 1 }],
    });
  });

  it('notices a ledger whose running balance does not match its entries', () => {
    const entries = [
      entry({
        date: '2026-10-01',
        type: 'charge',
        chargeType: 'assessment',
        amount: 45000,
        runningBalance: 45000,
      }),
      entry({ date: '2026-11-01', type: 'payment', amount: -45000, runningBalance: 100 }),
    ];
    expect(breakdownAgrees(explainBalance(entries), entries)).toBe(false);
  });
});
