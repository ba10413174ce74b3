import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CONFIRMATION_STORAGE_KEY,
  forgetConfirmations,
  readSavedConfirmation,
  saveConfirmation,
} from './confirmation-store';

// The confirmed example of openapi/express-pay.yaml.
const confirmed = {
  id: 7201,
  confirmationNumber: 'CY-20261122-7201',
  amount: 45000,
  convenienceFee: 1328,
  largeAmountFee: 0,
  total: 46328,
  paidAt: '2026-11-22T15:10:00Z',
  status: 'pending',
  paymentMethod: { type: 'creditCard', brand: 'visa', last4: '4242' },
  receiptEmail: 'jordan.rivera@example.com',
};

afterEach(() => forgetConfirmations());

describe('the saved confirmation', () => {
  it('comes back for the same link, after a reload too', () => {
    saveConfirmation('card', 'a1b2c3d4', confirmed);
    const expected = {
      confirmationNumber: 'CY-20261122-7201',
      amount: 45000,
      convenienceFee: 1328,
      largeAmountFee: 0,
      total: 46328,
      paidAt: '2026-11-22T15:10:00Z',
      status: 'pending',
    };
    expect(readSavedConfirmation('card', 'a1b2c3d4')).toEqual({
      ...expected,
      paymentMethod: { type: 'creditCard', brand: 'visa', last4: '4242' },
    });
    // A reload empties the memory; the tab's session storage still has it, and of the card only
    // its type.
    const raw = sessionStorage.getItem(CONFIRMATION_STORAGE_KEY);
    forgetConfirmations();
    sessionStorage.setItem(CONFIRMATION_STORAGE_KEY, raw ?? '');
    expect(readSavedConfirmation('card', 'a1b2c3d4')).toEqual({
      ...expected,
      paymentMethod: { type: 'creditCard' },
    });
    expect(readSavedConfirmation('card', 'other')).toBeNull();
  });

  it('keeps the association paid, for the receipt, after a reload too', () => {
    saveConfirmation('card', 'a1b2c3d4', { ...confirmed, associationName: 'Maple Grove HOA' });
    expect(readSavedConfirmation('card', 'a1b2c3d4')?.associationName).toBe('Maple Grove HOA');
    const raw = sessionStorage.getItem(CONFIRMATION_STORAGE_KEY);
    forgetConfirmations();
    sessionStorage.setItem(CONFIRMATION_STORAGE_KEY, raw ?? '');
    expect(readSavedConfirmation('card', 'a1b2c3d4')?.associationName).toBe('Maple Grove HOA');
    // An empty name is no name.
    saveConfirmation('card', 'b1', { ...confirmed, associationName: '' });
    expect(readSavedConfirmation('card', 'b1')).not.toHaveProperty('associationName');
  });

  it('keeps no card details, email or ids', () => {
    saveConfirmation('card', 'a1b2c3d4', confirmed);
    const raw = sessionStorage.getItem(CONFIRMATION_STORAGE_KEY) ?? '';
    expect(raw).not.toContain('4242');
    expect(raw).not.toContain('visa');
    expect(raw).not.toContain('@');
    expect(raw).not.toContain('7201,');
  });

  it('does not keep a failed payment', () => {
    saveConfirmation('card', 'a1b2c3d4', { ...confirmed, status: 'failed' });
    expect(readSavedConfirmation('card', 'a1b2c3d4')).toBeNull();
  });

  it('survives blocked or corrupt storage', () => {
    sessionStorage.setItem(CONFIRMATION_STORAGE_KEY, '{oops');
    expect(readSavedConfirmation('card', 'a1b2c3d4')).toBeNull();
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('blocked');
    });
    saveConfirmation('card', 'a1b2c3d4', confirmed);
    expect(readSavedConfirmation('card', 'a1b2c3d4')?.confirmationNumber).toBe('CY-20261122-7201');
  });
});
