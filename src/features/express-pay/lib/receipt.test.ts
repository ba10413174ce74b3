import { describe, expect, it } from 'vitest';
import en from '../../../../public/locales/en/express-pay.json';
import type { SavedConfirmation } from './confirmation-store';
import { expressReceipt } from './receipt';

// The express-pay namespace's method words, with {{placeholders}} filled in.
const t = (key: string, options: Record<string, unknown> = {}): string => {
  let node: unknown = en;
  for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  if (typeof node !== 'string')
    return typeof options.defaultValue === 'string' ? options.defaultValue : key;
  return node.replace(/\{\{(\w+)\}\}/g, (_, name: string) => {
    const value = options[name];
    return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
  });
};

// A confirmation over $2,000.00: a convenience fee and a large-amount fee.
const confirmation: SavedConfirmation = {
  confirmationNumber: 'CY-20261122-7201',
  amount: 205000,
  convenienceFee: 6048,
  largeAmountFee: 2050,
  total: 213098,
  paidAt: '2026-11-22T15:10:00Z',
  status: 'pending',
  paymentMethod: { type: 'creditCard', brand: 'visa', last4: '4242' },
};

describe('expressReceipt', () => {
  it('adds the fees up and names the card by its last four digits', () => {
    expect(expressReceipt(confirmation, t)).toEqual({
      reference: 'CY-20261122-7201',
      referenceKind: 'confirmationNumber',
      amount: 205000,
      fee: 8098,
      total: 213098,
      methodLabel: 'Visa ending in 4242',
      date: '2026-11-22T15:10:00Z',
      dateKind: 'date',
    });
  });

  it('names the association the link paid', () => {
    expect(
      expressReceipt({ ...confirmation, associationName: 'Maple Grove HOA' }, t).associationName,
    ).toBe('Maple Grove HOA');
  });

  it('after a reload names the method by its type alone, and leaves out one not known', () => {
    expect(
      expressReceipt({ ...confirmation, paymentMethod: { type: 'debitCard' } }, t).methodLabel,
    ).toBe('Debit card');
    const { paymentMethod: _dropped, ...withoutMethod } = confirmation;
    expect(expressReceipt(withoutMethod, t).methodLabel).toBe('');
  });
});
