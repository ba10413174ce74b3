import { hashKey, QueryClient, type QueryKey } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { accountsQueryOptions } from '@/entities/account/api/account-queries';
import { paymentMethodsQueryOptions } from '@/entities/payment-data/api/payment-data-queries';
import type { RouterSession } from '@/entities/session/router-session';
import { paymentProvidersQueryOptions } from '../api/payment-providers';
import { paymentOptionsQueryOptions } from '../api/payment-setups';
import { startMakePaymentLoad } from './make-payment-preload';

const session = (patch: Partial<RouterSession> = {}): RouterSession => ({
  isLoggedIn: true,
  docsEnabled: true,
  selectedPropertyId: 11,
  selectedAssociationId: 5,
  ...patch,
});

const hashOf = (options: { queryKey: QueryKey }) => hashKey(options.queryKey);

function load(routerSession: RouterSession, search: { account?: string } = {}) {
  const queryClient = new QueryClient();
  startMakePaymentLoad({ queryClient, session: routerSession }, search);
  return new Set(
    queryClient
      .getQueryCache()
      .findAll()
      .map((query) => query.queryHash),
  );
}

describe('startMakePaymentLoad', () => {
  beforeEach(() => {
    // Every request stays on its way: the test looks at what was started, not at answers.
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<never>(() => undefined)),
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("starts what the form waits for, with the page's own keys", () => {
    const started = load(session());
    for (const options of [
      accountsQueryOptions(),
      paymentMethodsQueryOptions(),
      paymentProvidersQueryOptions(),
      paymentOptionsQueryOptions(5),
    ])
      expect(started).toContain(hashOf(options));
  });

  it('leaves the options to the page when a link names an account, or there is no association', () => {
    for (const started of [
      load(session(), { account: 'B-2' }),
      load(session({ selectedAssociationId: null })),
    ]) {
      expect(started).toContain(hashOf(paymentMethodsQueryOptions()));
      expect([...started].some((hash) => hash.includes('/PaymentOption'))).toBe(false);
    }
  });

  it('starts nothing when signed out', () => {
    expect(load(session({ isLoggedIn: false })).size).toBe(0);
  });
});
