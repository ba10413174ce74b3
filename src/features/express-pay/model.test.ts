import { allSettled, fork } from 'effector';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api/api-error';
import { clearEpayToken, getEpayToken } from '@/lib/api/epay-token';
import type {
  ExpressAccount,
  ExpressConfirmation,
  ExpressPaymentIntent,
} from './api/express-pay-api';
import {
  forgetConfirmations,
  readSavedConfirmation,
  saveConfirmation,
} from './lib/confirmation-store';
import { OPENED_LINK_STORAGE_KEY, rememberOpenedLink } from './lib/opened-link';
import {
  $account,
  $amount,
  $balance,
  $checkoutLinkId,
  $confirmed,
  $epayToken,
  $logo,
  $ownerId,
  $paymentIntent,
  $paymentMethods,
  $paymentOptions,
  $paymentSetup,
  $selectedPaymentMethod,
  $status,
  $subLedgerId,
  $userId,
  authenticateFx,
  checkoutClosed,
  checkoutOpened,
  loadAccountFx,
  openCheckout,
  paymentConfirmed,
  paymentIntentSet,
  paymentMethodSelected,
  retryRequested,
} from './model';

// The demo token and account of openapi/express-pay.yaml.
const demoToken =
  'eyJhbGciOiJub25lIiwidHlwIjoiSldUIn0.eyJ1aWQiOiIxMDAxIiwicG9pZCI6IjUwMDEiLCJzdWIiOiI3MDAxIiwic2xpZCI6IjMwMDEiLCJpYXQiOjE3NjM3Njk2MDAsImV4cCI6NDEwMjQ0NDgwMH0.';
const largeAmountFee = { thresholdAmount: 200000, percentBasisPoints: 100 };
const account: ExpressAccount = {
  ownerId: 5001,
  subLedgerId: 3001,
  checkoutLinkId: 7001,
  accountNumber: 'MG-1001',
  associationName: 'Maple Grove HOA',
  propertyAddress: {
    address1: '12 Maple Court',
    city: 'Springfield',
    stateProvince: 'IL',
    postalCode: '62704',
  },
  ownerName: 'Jordan Rivera',
  balance: 45000,
  logoUrl: 'https://cdn.courtyard.example/associations/101/logo.png',
  paymentSetup: { allowPartial: true, minAmount: 100, maxAmount: 1000000, consentRequired: true },
  paymentOptions: [
    {
      methodType: 'creditCard',
      enabled: true,
      convenienceFee: { kind: 'percentage', percentBasisPoints: 295 },
      largeAmountFee,
    },
  ],
  paymentMethods: [
    {
      id: 4001,
      type: 'creditCard',
      brand: 'visa',
      last4: '4242',
      expMonth: 12,
      expYear: 2028,
      isDefault: true,
    },
  ],
};
const intent: ExpressPaymentIntent = {
  id: 7201,
  amount: 45000,
  convenienceFee: 1328,
  largeAmountFee: 0,
  total: 46328,
  clientSecret: 'pi_secret',
};
const confirmation: ExpressConfirmation = {
  id: 7201,
  confirmationNumber: 'CY-20261122-7201',
  amount: 45000,
  convenienceFee: 1328,
  largeAmountFee: 0,
  total: 46328,
  paidAt: '2026-11-22T15:10:00Z',
  status: 'pending',
};
const demoLink = { strategy: 'card', link: 'a1b2c3d4' };
const apiError = (status: number, errorCode?: string) =>
  new ApiError({ service: 'expressPay', path: '/authenticate', status, problem: { errorCode } });

function scopeWith({
  token = () => Promise.resolve(demoToken),
  load = () => Promise.resolve(account),
}: {
  token?: () => Promise<string>;
  load?: () => Promise<ExpressAccount>;
} = {}) {
  const calls = { authenticate: 0, account: 0 };
  const scope = fork({
    handlers: [
      [
        authenticateFx,
        () => {
          calls.authenticate += 1;
          return token();
        },
      ],
      [
        loadAccountFx,
        () => {
          calls.account += 1;
          return load();
        },
      ],
    ],
  });
  return { scope, calls };
}

function storedValues(): string[] {
  const values: string[] = [];
  for (const storage of [localStorage, sessionStorage]) {
    for (let i = 0; i < storage.length; i += 1) {
      const key = storage.key(i);
      if (key !== null) values.push(`${key}=${storage.getItem(key) ?? ''}`);
    }
  }
  return values;
}

afterEach(() => {
  clearEpayToken();
  forgetConfirmations();
  localStorage.clear();
});

describe('opening a checkout link', () => {
  it('exchanges the link, reads the claims and loads the account', async () => {
    const { scope, calls } = scopeWith();
    await allSettled(checkoutOpened, { scope, params: demoLink });
    expect(scope.getState($status)).toEqual({ name: 'open' });
    expect(scope.getState($epayToken)).toBe(demoToken);
    expect(scope.getState($userId)).toBe(1001);
    expect(scope.getState($ownerId)).toBe(5001);
    expect(scope.getState($checkoutLinkId)).toBe(7001);
    expect(scope.getState($subLedgerId)).toBe(3001);
    expect(scope.getState($account)).toEqual(account);
    expect(scope.getState($balance)).toEqual({ kind: 'due', cents: 45000 });
    expect(scope.getState($paymentSetup)?.allowPartial).toBe(true);
    expect(scope.getState($paymentOptions)).toHaveLength(1);
    expect(scope.getState($paymentMethods)).toHaveLength(1);
    expect(scope.getState($logo)).toBe(account.logoUrl);
    expect(scope.getState($selectedPaymentMethod)).toBe(4001);
    expect(scope.getState($amount)).toBe(45000);
    expect(calls).toEqual({ authenticate: 1, account: 1 });
  });

  it('hands the token to the express-pay fetcher only, never to storage', async () => {
    const { scope } = scopeWith();
    await allSettled(checkoutOpened, { scope, params: demoLink });
    expect(getEpayToken()).toBe(demoToken);
    expect(localStorage.getItem('user-store')).toBeNull();
    expect(storedValues().join('|')).not.toContain(demoToken);
  });

  it('opens the same link once however often the page asks', async () => {
    const { scope, calls } = scopeWith();
    await Promise.all([
      allSettled(checkoutOpened, { scope, params: demoLink }),
      allSettled(checkoutOpened, { scope, params: { ...demoLink } }),
    ]);
    await allSettled(checkoutOpened, { scope, params: demoLink });
    expect(calls.authenticate).toBe(1);
  });

  it('does not open a link again when its first attempt failed before the page asked', async () => {
    const { scope, calls } = scopeWith({ load: () => Promise.reject(apiError(0)) });
    // The route's loader opens it; the account cannot be reached before the page mounts.
    await allSettled(checkoutOpened, { scope, params: demoLink });
    expect(scope.getState($status)).toEqual({ name: 'unreachable', errorId: undefined });
    // The page mounts and asks for the same link: the failure stays for the person to retry.
    await allSettled(checkoutOpened, { scope, params: { ...demoLink } });
    expect(scope.getState($status)).toEqual({ name: 'unreachable', errorId: undefined });
    expect(calls).toEqual({ authenticate: 1, account: 1 });
  });

  it('opens a link afresh once the checkout was closed (the page left and came back)', async () => {
    const { scope, calls } = scopeWith();
    await allSettled(checkoutOpened, { scope, params: demoLink });
    await allSettled(checkoutClosed, { scope });
    await allSettled(checkoutOpened, { scope, params: demoLink });
    expect(scope.getState($status)).toEqual({ name: 'open' });
    expect(calls.authenticate).toBe(2);
  });

  // Opening one that may open is every journey of tests/e2e/express-pay.spec.ts (here it would
  // call the service outside a scope).
  it('never opens a link that cannot be a checkout link, or one paid in this tab', () => {
    const opened: unknown[] = [];
    const unwatch = checkoutOpened.watch((attempt) => opened.push(attempt));
    expect(openCheckout({ strategy: 'card', link: 'not a link' })).toBe(false);
    saveConfirmation(demoLink.strategy, demoLink.link, confirmation);
    expect(openCheckout(demoLink)).toBe(false);
    unwatch();
    expect(opened).toEqual([]);
  });

  it('shows the bad-link page for a malformed token and never uses it', async () => {
    const { scope, calls } = scopeWith({ token: () => Promise.resolve('not-a-jwt') });
    await allSettled(checkoutOpened, { scope, params: demoLink });
    expect(scope.getState($status)).toEqual({ name: 'rejected', failure: 'malformed' });
    expect(scope.getState($epayToken)).toBeNull();
    expect(getEpayToken()).toBeNull();
    expect(calls.account).toBe(0);
  });

  it.each([
    [apiError(401, 'EP010'), 'expired'],
    [apiError(401, 'EP011'), 'used'],
    [apiError(404, 'EP404'), 'invalid'],
  ])('names why a link is refused', async (error, failure) => {
    const { scope } = scopeWith({ token: () => Promise.reject(error) });
    await allSettled(checkoutOpened, { scope, params: demoLink });
    expect(scope.getState($status)).toEqual({ name: 'rejected', failure });
  });

  it('a refused link takes what the tab kept for it: the link and a pending confirmation', async () => {
    rememberOpenedLink(demoLink.strategy, demoLink.link);
    sessionStorage.setItem(
      'payment-attempt:express-pay',
      JSON.stringify({ owner: 'link:card/a1b2c3d4', setup: { id: 7201 } }),
    );
    const { scope } = scopeWith({ token: () => Promise.reject(apiError(401, 'EP010')) });
    await allSettled(checkoutOpened, { scope, params: demoLink });
    // A reload no longer opens it.
    expect(sessionStorage.getItem(OPENED_LINK_STORAGE_KEY)).toBeNull();
    expect(sessionStorage.getItem('payment-attempt:express-pay')).toBeNull();
  });

  it('refuses to offer a payment when the balance is not a number', async () => {
    const { scope } = scopeWith({
      load: () => Promise.resolve({ ...account, balance: 'lots' as unknown as number }),
    });
    await allSettled(checkoutOpened, { scope, params: demoLink });
    expect(scope.getState($status)).toEqual({ name: 'unreadable' });
    expect(scope.getState($account)).toBeNull();
    expect(scope.getState($amount)).toBeNull();
  });

  it('reads a zero balance as nothing due', async () => {
    const { scope } = scopeWith({ load: () => Promise.resolve({ ...account, balance: 0 }) });
    await allSettled(checkoutOpened, { scope, params: demoLink });
    expect(scope.getState($balance)).toEqual({ kind: 'nothingDue', cents: 0 });
    expect(scope.getState($amount)).toBeNull();
  });

  it('tries the account again, without a second exchange, when it could not be reached', async () => {
    let fail = true;
    const { scope, calls } = scopeWith({
      load: () => (fail ? Promise.reject(apiError(0)) : Promise.resolve(account)),
    });
    await allSettled(checkoutOpened, { scope, params: demoLink });
    expect(scope.getState($status)).toEqual({ name: 'unreachable', errorId: undefined });
    fail = false;
    await allSettled(retryRequested, { scope });
    expect(scope.getState($status)).toEqual({ name: 'open' });
    expect(calls).toEqual({ authenticate: 1, account: 2 });
  });

  it('forgets the token and the account when the checkout closes, late answers included', async () => {
    let answer: (token: string) => void = () => undefined;
    const late = new Promise<string>((resolve) => {
      answer = resolve;
    });
    const { scope } = scopeWith({ token: () => late });
    const opening = allSettled(checkoutOpened, { scope, params: demoLink });
    const closing = allSettled(checkoutClosed, { scope });
    answer(demoToken);
    await Promise.all([opening, closing]);
    expect(scope.getState($status)).toEqual({ name: 'idle' });
    expect(scope.getState($epayToken)).toBeNull();
    expect(getEpayToken()).toBeNull();
  });
});

describe('paying', () => {
  it('stores the choice, the priced intent and the confirmation, and keeps the confirmation for the tab', async () => {
    const { scope } = scopeWith();
    await allSettled(checkoutOpened, { scope, params: demoLink });
    await allSettled(paymentMethodSelected, { scope, params: 'newCard' });
    expect(scope.getState($selectedPaymentMethod)).toBe('newCard');
    await allSettled(paymentIntentSet, { scope, params: { ...intent, amount: 20000 } });
    expect(scope.getState($paymentIntent)?.id).toBe(7201);
    expect(scope.getState($amount)).toBe(20000);
    await allSettled(paymentConfirmed, { scope, params: confirmation });
    expect(scope.getState($confirmed)).toEqual(confirmation);
    expect(readSavedConfirmation('card', 'a1b2c3d4')?.confirmationNumber).toBe('CY-20261122-7201');
    // The receipt names the association, from the link's account.
    expect(readSavedConfirmation('card', 'a1b2c3d4')?.associationName).toBe('Maple Grove HOA');
    // The link has made its payment: the token goes.
    expect(scope.getState($epayToken)).toBeNull();
    expect(getEpayToken()).toBeNull();
  });
});
