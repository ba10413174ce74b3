import { describe, expect, it } from 'vitest';
import { upcomingChargeWindow } from '@/entities/account/lib/upcoming-charges';
import { autopayShortfalls, type AutopayCheckInput } from './autopay-check';

const today = '2026-11-22';
const none: AutopayCheckInput = {
  today,
  charges: [],
  recurring: [],
  autoDrafts: [],
  scheduled: [],
};
const charge = (subLedgerId: number, amount: number, dueDate: string) => ({
  subLedgerId,
  amount,
  dueDate,
});
const recurring = (
  subLedgerId: number,
  amount: number,
  nextPaymentDate: string,
  interval: 'monthly' | 'quarterly' | 'yearly' = 'monthly',
) => ({
  subLedgerId,
  amount,
  nextPaymentDate,
  interval,
  isActive: true,
  status: 'active' as const,
});

describe('the upcoming-charge window (SPEC §9: next 25 days)', () => {
  it('runs from today to 25 days later, both included', () => {
    expect(upcomingChargeWindow(today)).toEqual({
      dueAfter: '2026-11-22',
      dueBefore: '2026-12-17',
    });
  });
});

describe('autopayShortfalls', () => {
  it('finds the demo condo dues that a quarterly payment in January will not cover', () => {
    const result = autopayShortfalls({
      ...none,
      charges: [charge(3001, 45000, '2026-12-01'), charge(3004, 128550, '2026-12-05')],
      recurring: [
        recurring(3001, 45000, '2026-12-01'),
        recurring(3004, 30000, '2027-01-01', 'quarterly'),
      ],
      scheduled: [
        {
          subLedgerId: 3004,
          amount: 20000,
          scheduledDate: '2026-12-15',
          isActive: true,
          status: 'scheduled',
        },
      ],
    });
    expect(result).toEqual([
      {
        subLedgerId: 3004,
        dueDate: '2026-12-05',
        due: 128550,
        covered: 0,
        shortfall: 128550,
        sources: ['recurring'],
      },
    ]);
  });

  it('is quiet when autopay on or before the due date pays it all', () => {
    expect(
      autopayShortfalls({
        ...none,
        charges: [charge(3001, 45000, '2026-12-01')],
        recurring: [recurring(3001, 45000, '2026-12-01')],
      }),
    ).toEqual([]);
  });

  it('gives the shortfall when the recurring amount is too small', () => {
    const [shortfall] = autopayShortfalls({
      ...none,
      charges: [charge(3001, 45000, '2026-12-01'), charge(3001, 2500, '2026-12-01')],
      recurring: [recurring(3001, 45000, '2026-11-30')],
    });
    expect(shortfall).toMatchObject({ dueDate: '2026-12-01', due: 47500, shortfall: 2500 });
  });

  it('counts a payment after the due date as late, not as cover', () => {
    const [shortfall] = autopayShortfalls({
      ...none,
      charges: [charge(3001, 45000, '2026-12-01')],
      recurring: [recurring(3001, 45000, '2026-12-02')],
    });
    expect(shortfall).toMatchObject({ dueDate: '2026-12-01', shortfall: 45000 });
  });

  it('adds scheduled one-time payments to what autopay pays', () => {
    expect(
      autopayShortfalls({
        ...none,
        charges: [charge(3001, 60000, '2026-12-01')],
        recurring: [recurring(3001, 45000, '2026-12-01')],
        scheduled: [
          {
            subLedgerId: 3001,
            amount: 15000,
            scheduledDate: '2026-11-23',
            isActive: true,
            status: 'scheduled',
          },
        ],
      }),
    ).toEqual([]);
  });

  it('lets a full-balance draft cover what is due by its date, and not what is due before it', () => {
    const full = {
      subLedgerId: 3003,
      startDate: '2026-12-01',
      amountType: 'full' as const,
      status: 'active' as const,
    };
    expect(
      autopayShortfalls({
        ...none,
        charges: [charge(3003, 45000, '2026-12-01')],
        autoDrafts: [full],
      }),
    ).toEqual([]);
    const [late] = autopayShortfalls({
      ...none,
      charges: [charge(3003, 45000, '2026-11-30')],
      autoDrafts: [full],
    });
    expect(late).toMatchObject({ dueDate: '2026-11-30', shortfall: 45000, sources: ['autoDraft'] });
  });

  it('drafts a fixed amount monthly from a start date in the past', () => {
    const [short] = autopayShortfalls({
      ...none,
      charges: [charge(3003, 45000, '2026-12-05')],
      autoDrafts: [
        {
          subLedgerId: 3003,
          startDate: '2026-01-05',
          amountType: 'fixed',
          fixedAmount: 40000,
          status: 'active',
        },
      ],
    });
    expect(short).toMatchObject({ due: 45000, covered: 40000, shortfall: 5000 });
  });

  it('ignores accounts without autopay, inactive autopay and charges outside the window', () => {
    expect(
      autopayShortfalls({
        ...none,
        charges: [charge(3002, 2500, '2026-12-01'), charge(3001, 45000, '2026-12-18')],
        recurring: [
          recurring(3001, 100, '2026-12-01'),
          { ...recurring(3002, 100, '2026-12-01'), isActive: false, status: 'inactive' },
        ],
        autoDrafts: [
          {
            subLedgerId: 3002,
            startDate: '2026-12-01',
            amountType: 'fixed',
            fixedAmount: 1,
            status: 'cancelled',
          },
        ],
      }),
    ).toEqual([]);
  });

  it('stops a recurring payment at its end date', () => {
    const [short] = autopayShortfalls({
      ...none,
      charges: [charge(3001, 45000, '2026-12-01')],
      recurring: [{ ...recurring(3001, 45000, '2026-12-01'), endDate: '2026-11-30' }],
    });
    expect(short).toMatchObject({ shortfall: 45000 });
  });
});
