import { afterEach, describe, expect, it } from 'vitest';
import {
  clearPendingAttempt,
  clearUserAttempts,
  readPendingAttempt,
  savePendingAttempt,
  userOwner,
  type PendingAttempt,
} from './pending-attempt';

const attempt: PendingAttempt<{ id: number }, { confirmationNumber: string }> = {
  owner: userOwner(1001),
  setup: { id: 7 },
  keys: { create: { scope: 'a', key: 'k1' }, confirm: { scope: 's', key: 'k2' } },
  acknowledgeDuplicate: false,
  state: 'confirming',
};

afterEach(() => sessionStorage.clear());

describe('pending attempts', () => {
  it('are kept for the tab and read back for the same person', () => {
    savePendingAttempt('make-payment', attempt);
    expect(readPendingAttempt('make-payment', userOwner(1001))).toEqual(attempt);
  });

  it('are not shown to another person or another flow', () => {
    savePendingAttempt('make-payment', attempt);
    expect(readPendingAttempt('make-payment', userOwner(1002))).toBeNull();
    expect(readPendingAttempt('make-payment', null)).toBeNull();
    expect(readPendingAttempt('express-pay', userOwner(1001))).toBeNull();
  });

  it('ignore what cannot be read', () => {
    sessionStorage.setItem('payment-attempt:make-payment', '{not json');
    expect(readPendingAttempt('make-payment', userOwner(1001))).toBeNull();
    sessionStorage.setItem(
      'payment-attempt:make-payment',
      JSON.stringify({ owner: userOwner(1001) }),
    );
    expect(readPendingAttempt('make-payment', userOwner(1001))).toBeNull();
  });

  it('are gone once cleared', () => {
    savePendingAttempt('make-payment', attempt);
    clearPendingAttempt('make-payment');
    expect(readPendingAttempt('make-payment', userOwner(1001))).toBeNull();
  });

  it('a session’s end drops every signed-in person’s attempt and leaves a checkout link’s', () => {
    savePendingAttempt('make-payment', attempt);
    savePendingAttempt('express-pay', { ...attempt, owner: 'link:card/a1b2c3d4' });
    sessionStorage.setItem('courtyard-other', 'kept');
    clearUserAttempts();
    expect(sessionStorage.getItem('payment-attempt:make-payment')).toBeNull();
    expect(readPendingAttempt('express-pay', 'link:card/a1b2c3d4')).not.toBeNull();
    expect(sessionStorage.getItem('courtyard-other')).toBe('kept');
  });
});
