import { describe, expect, it } from 'vitest';
import { autoDraftSummary, canPay, nextCharge, totalBalance, upcomingCharges } from './payments';
import { upcomingChargeWindow } from '@/entities/account/lib/upcoming-charges';

const window = upcomingChargeWindow('2026-11-22');
const charges = [
  { id: 14004, subLedgerId: 3004, dueDate: '2026-12-05', amount: 128550 },
  { id: 14003, subLedgerId: 3002, dueDate: '2026-12-01', amount: 2500 },
  { id: 14001, subLedgerId: 3001, dueDate: '2026-12-01', amount: 45000 },
  { id: 14009, subLedgerId: 3001, dueDate: '2026-12-18', amount: 45000 },
  { id: 14008, subLedgerId: 3001, dueDate: '2026-11-21', amount: 100 },
];

describe('the next charge', () => {
  it('is the earliest charge due in the next 25 days on the property’s accounts', () => {
    expect(nextCharge(charges, window, [3001, 3002])?.id).toBe(14001);
    expect(nextCharge(charges, window, [3004])?.id).toBe(14004);
  });

  it('ignores charges already past due, beyond 25 days or on other accounts', () => {
    expect(upcomingCharges(charges, window, [3001]).map((c) => c.id)).toEqual([14001]);
    expect(nextCharge(charges, window, [3003])).toBeNull();
    expect(nextCharge([], window, [3001])).toBeNull();
  });

  it('includes both ends of the window', () => {
    const edges = [
      { id: 1, subLedgerId: 1, dueDate: '2026-12-17' },
      { id: 2, subLedgerId: 1, dueDate: '2026-11-22' },
    ];
    expect(upcomingCharges(edges, window, [1]).map((c) => c.id)).toEqual([2, 1]);
  });
});

describe('the balance and paying', () => {
  it('adds the accounts’ balances in cents', () => {
    expect(totalBalance([{ balance: 45000 }, { balance: 120000 }])).toBe(165000);
    expect(totalBalance([])).toBe(0);
  });

  it('can pay while one account is not blocked', () => {
    expect(canPay([{ isBlocked: false }, { isBlocked: true }])).toBe(true);
    expect(canPay([{ isBlocked: true }])).toBe(false);
    expect(canPay([])).toBe(false);
  });
});

describe('the auto-draft status', () => {
  const accounts = [
    { subLedgerId: 3001, name: 'Assessments', autoDraftEnrolled: false },
    { subLedgerId: 3003, name: 'Assessments', autoDraftEnrolled: false },
  ];

  it('names the enrolled accounts from the enrolments', () => {
    expect(
      autoDraftSummary('standard', accounts, [{ subLedgerId: 3003, status: 'pending' }]),
    ).toEqual({
      kind: 'enrolled',
      lines: [{ subLedgerId: 3003, accountName: 'Assessments', status: 'pending' }],
    });
  });

  it('does not count a cancelled enrolment, but trusts the account’s own flag', () => {
    expect(
      autoDraftSummary('standard', accounts, [{ subLedgerId: 3001, status: 'cancelled' }]),
    ).toEqual({ kind: 'notEnrolled' });
    expect(
      autoDraftSummary(
        'legacy',
        [{ subLedgerId: 3004, name: 'Dues', autoDraftEnrolled: true }],
        [],
      ),
    ).toEqual({
      kind: 'enrolled',
      lines: [{ subLedgerId: 3004, accountName: 'Dues', status: 'active' }],
    });
  });

  it('is not offered when the association has auto-draft off', () => {
    expect(autoDraftSummary('off', accounts, [{ subLedgerId: 3003, status: 'active' }])).toEqual({
      kind: 'notOffered',
    });
  });
});
