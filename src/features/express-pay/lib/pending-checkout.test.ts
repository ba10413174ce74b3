import { describe, expect, it } from 'vitest';
import type { ExpressRecentPayment } from '../api/express-pay-api';
import { confirmationFromRecent, linkOwner, type PendingCheckout } from './pending-checkout';

const pending: PendingCheckout = {
  id: 7201,
  amount: 45000,
  convenienceFee: 1328,
  largeAmountFee: 0,
  total: 46328,
  choice: 4001,
};
const paid: ExpressRecentPayment = {
  id: 7201,
  amount: 45000,
  fee: 1328,
  total: 46328,
  paymentMethod: { type: 'creditCard', brand: 'visa', last4: '4242' },
  status: 'pending',
  submittedAt: '2026-11-22T15:10:00Z',
  confirmationNumber: 'CY-20261122-7201',
};

describe('a pending checkout after a reload', () => {
  it('is found among the recent payments by its id, with the breakdown it was priced with', () => {
    expect(confirmationFromRecent(pending, [{ ...paid, id: 9001 }, paid])).toEqual({
      id: 7201,
      confirmationNumber: 'CY-20261122-7201',
      amount: 45000,
      convenienceFee: 1328,
      largeAmountFee: 0,
      total: 46328,
      paidAt: '2026-11-22T15:10:00Z',
      status: 'pending',
      paymentMethod: { type: 'creditCard', brand: 'visa', last4: '4242' },
    });
  });

  it('is not found when it is missing, failed or cancelled', () => {
    expect(confirmationFromRecent(pending, [{ ...paid, id: 9001 }])).toBeNull();
    expect(confirmationFromRecent(pending, [{ ...paid, status: 'failed' }])).toBeNull();
    expect(confirmationFromRecent(pending, [{ ...paid, status: 'cancelled' }])).toBeNull();
  });

  it('belongs to its link only', () => {
    expect(linkOwner('card', 'a1b2c3d4')).toBe('link:card/a1b2c3d4');
    expect(linkOwner('card', 'a1b2c3d4')).not.toBe(linkOwner('card', 'b1b2c3d4'));
  });
});
