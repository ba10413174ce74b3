import { hashKey, QueryClient, type QueryKey } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { accountsQueryOptions } from '@/entities/account/api/account-queries';
import { paymentMethodsQueryOptions } from '@/entities/payment-data/api/payment-data-queries';
import type { UserSecurity, UserSettings } from '@/entities/session/api/session-api';
import { securityQueryOptions, settingsQueryOptions } from '@/entities/session/api/session-queries';
import type { RouterSession } from '@/entities/session/router-session';
import { paymentProvidersQueryOptions } from '../api/payment-providers';
import { paymentOptionsQueryOptions } from '../api/payment-setups';
import { startMakePaymentLoad } from './make-payment-preload';

const session = (patch: Partial<RouterSession> = {}): RouterSession => ({
  isLoggedIn: true,
  docsEnabled: true,
  pmbEnabled: true,
  selectedPropertyId: 11,
  selectedAssociationId: 5,
  ...patch,
});

const homeowner: UserSecurity = {
  securities: [],
  boardAssociationIds: [],
  arcChairAssociationIds: [],
  roles: ['homeowner'],
};

const settings = (pages: UserSettings['pages'] = []): UserSettings => ({
  designTemplate: 'Default',
  logoUrl: '',
  bannerUrl: '',
  pages,
  associations: [],
  customActions: [],
});

const hashOf = (options: { queryKey: QueryKey }) => hashKey(options.queryKey);
const paymentQueries = () =>
  [
    accountsQueryOptions(),
    paymentMethodsQueryOptions(),
    paymentProvidersQueryOptions(),
    paymentOptionsQueryOptions(5),
  ].map(hashOf);

/** Runs the loader over cached session answers; what it started shows in the cache. */
async function load(
  routerSession: RouterSession,
  {
    search = {},
    security = homeowner,
    pages = [],
  }: { search?: { account?: string }; security?: UserSecurity; pages?: UserSettings['pages'] } = {},
) {
  const queryClient = new QueryClient();
  queryClient.setQueryData(securityQueryOptions().queryKey, security);
  queryClient.setQueryData(settingsQueryOptions().queryKey, settings(pages));
  const seeded = new Set(
    queryClient
      .getQueryCache()
      .findAll()
      .map((query) => query.queryHash),
  );
  startMakePaymentLoad({ queryClient, session: routerSession }, search);
  await new Promise((resolve) => setTimeout(resolve, 0));
  return new Set(
    queryClient
      .getQueryCache()
      .findAll()
      .map((query) => query.queryHash)
      .filter((hash) => !seeded.has(hash)),
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

  it("starts what the form waits for, with the page's own keys", async () => {
    const started = await load(session());
    for (const hash of paymentQueries()) expect(started).toContain(hash);
  });

  it('leaves the options to the page when a link names an account, or there is no association', async () => {
    for (const started of [
      await load(session(), { search: { account: 'B-2' } }),
      await load(session({ selectedAssociationId: null })),
    ]) {
      expect(started).toContain(hashOf(paymentMethodsQueryOptions()));
      expect([...started].some((hash) => hash.includes('/PaymentOption'))).toBe(false);
    }
  });

  it('asks nothing where the page is not shown: signed out, no pmb, billing hidden, no billing', async () => {
    const hiddenBilling = [
      { pageId: 1, associationId: 5, key: 'billing', title: 'Billing', visible: false },
    ];
    for (const started of [
      await load(session({ isLoggedIn: false })),
      await load(session({ pmbEnabled: false })),
      await load(session(), { pages: hiddenBilling }),
      await load(session(), { security: { ...homeowner, roles: ['nonHomeownerMember'] } }),
    ])
      expect(started.size).toBe(0);
  });
});
