import { describe, expect, it } from 'vitest';
import en from '../../../../public/locales/en/make-payment.json';
import type { SubmittedPayment } from '../api/payment-setups';
import { receiptOf } from './receipt';

// The make-payment namespace's method words, with {{placeholders}} filled in.
const t = (key: string, options: Record<string, unknown> = {}): string => {
  let node: unknown = en;
  for (const part of key.split('.')) node = (node as Record<string, unknown>)[part];
  if (typeof node !== 'string') return key;
  return node.replace(/\{\{(\w+)\}\}/g, (_, name: string) => {
    const value = options[name];
    return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
  });
};

const oneTime: SubmittedPayment = {
  kind: 'oneTime',
  id: 9003,
  amount: 45000,
  fee: 1328,
  total: 46328,
  date: '2026-11-22',
  confirmationNumber: 'CY-20261122-9003',
  paymentMethod: { id: 4001, type: 'creditCard', brand: 'visa', last4: '4242' },
};

describe('receiptOf', () => {
  it('gives a one-time payment its confirmation number, fee, total and card', () => {
    expect(receiptOf(oneTime, t)).toEqual({
      reference: 'CY-20261122-9003',
      referenceKind: 'confirmationNumber',
      amount: 45000,
      fee: 1328,
      total: 46328,
      methodLabel: 'Visa ending in 4242',
      date: '2026-11-22',
      dateKind: 'date',
    });
  });

  it('names a recurring payment by its id and its next date, with the bank by its last four', () => {
    const receipt = receiptOf(
      {
        kind: 'recurring',
        id: 8003,
        amount: 45000,
        fee: 150,
        total: 45150,
        date: '2027-01-01',
        paymentMethod: { id: 4006, type: 'eCheck', bankType: 'savings', last4: '1234' },
      },
      t,
    );
    expect(receipt).toMatchObject({
      reference: '8003',
      referenceKind: 'reference',
      dateKind: 'nextDate',
      fee: 150,
    });
    expect(receipt.methodLabel).toMatch(/^Savings ending in 1234/);
  });

  it('works out what a result kept by an older page lacks', () => {
    const kept: SubmittedPayment = {
      kind: 'scheduled',
      id: 8101,
      amount: 45000,
      total: 46328,
      date: '2026-12-15',
    };
    expect(receiptOf(kept, t)).toMatchObject({ fee: 1328, total: 46328, methodLabel: '' });
    expect(receiptOf({ ...kept, total: undefined }, t)).toMatchObject({ fee: 0, total: 45000 });
  });
});
