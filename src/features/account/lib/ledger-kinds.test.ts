import { describe, expect, it } from 'vitest';
import { chronological, ledgerKindOf } from './ledger-kinds';

describe('ledgerKindOf', () => {
  it('names payments, credits, adjustments, late fees and fines by their type', () => {
    expect(ledgerKindOf({ type: 'payment' })).toBe('payment');
    expect(ledgerKindOf({ type: 'credit' })).toBe('credit');
    expect(ledgerKindOf({ type: 'adjustment' })).toBe('adjustment');
    expect(ledgerKindOf({ type: 'lateFee', chargeType: 'lateFee' })).toBe('lateFee');
    expect(ledgerKindOf({ type: 'fine' })).toBe('fine');
  });

  it('splits charges by their charge type', () => {
    expect(ledgerKindOf({ type: 'charge', chargeType: 'assessment' })).toBe('assessment');
    expect(ledgerKindOf({ type: 'charge', chargeType: 'lateFee' })).toBe('lateFee');
    expect(ledgerKindOf({ type: 'charge', chargeType: 'fine' })).toBe('fine');
    expect(ledgerKindOf({ type: 'charge', chargeType: 'other' })).toBe('otherCharge');
    expect(ledgerKindOf({ type: 'charge' })).toBe('otherCharge');
  });
});

describe('chronological', () => {
  it('orders by date, then by id', () => {
    const entries = [
      { id: 3, date: '2026-11-01' },
      { id: 1, date: '2026-11-15' },
      { id: 2, date: '2026-11-01' },
    ];
    expect([...entries].sort(chronological).map((e) => e.id)).toEqual([2, 3, 1]);
  });
});
