import { describe, expect, it } from 'vitest';
import type { AttemptSetup } from './resumable-setup';
import { resumableSetup } from './resumable-setup';

const kept: AttemptSetup = {
  kind: 'oneTime',
  id: 9001,
  ownerId: 5001,
  subLedgerId: 3001,
  amount: 45000,
  convenienceFee: 1328,
  largeAmountFee: 0,
  total: 46328,
  date: '2026-12-02',
  paymentMethod: { id: 4001, type: 'creditCard', brand: 'visa', last4: '4242' },
  acknowledgement: { id: 61, text: 'I authorise this payment.', required: true },
};

describe('resumableSetup', () => {
  it('keeps what the resume needs', () => {
    expect(resumableSetup(kept)).toEqual(kept);
  });

  it('drops every field it does not know, on the setup and on its method', () => {
    const raw = {
      ...kept,
      accountNumber: 'MG-1001',
      status: 'awaitingConfirmation',
      idempotencyKey: 'k-1',
      notes: 'for March',
      duplicateWarning: { previousPaymentId: 1, submittedAt: '2026-12-01T00:00:00Z', amount: 1 },
      clientSecret: 'pi_secret',
      paymentMethod: { ...kept.paymentMethod, accountNumber: '000123456789', token: 'tok' },
      acknowledgement: { ...kept.acknowledgement, signedBy: 'x' },
    } as AttemptSetup;
    const stored = JSON.parse(JSON.stringify(resumableSetup(raw))) as Record<string, unknown>;
    expect(stored).toEqual(kept);
    expect(JSON.stringify(stored)).not.toMatch(/MG-1001|000123456789|pi_secret|tok|k-1|March/);
  });

  it('keeps a recurring setup’s interval', () => {
    const recurring = { ...kept, kind: 'recurring' as const, interval: 'quarterly' };
    expect(resumableSetup(recurring).interval).toBe('quarterly');
  });
});
