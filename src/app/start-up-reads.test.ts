import { readFileSync } from 'node:fs';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accountsQueryOptions } from '@/entities/account/api/account-queries';
import {
  autoDraftEnrollmentsQueryOptions,
  paymentMethodsQueryOptions,
  recurringPaymentsQueryOptions,
} from '@/entities/payment-data/api/payment-data-queries';
import {
  securityQueryOptions,
  settingsQueryOptions,
  userQueryOptions,
} from '@/entities/session/api/session-queries';
import { configureApi } from '@/lib/api/api-runtime';
import { resetEarlyReadsForTests, takeEarlyRead } from '@/lib/api/early-reads';
import { jwt } from '@/testing/jwt';
import { loadRuntimeConfig } from './config';
import { sendStartUpReads, startUpReadAddresses } from './start-up-reads';

const shipped = readFileSync('public/config.json', 'utf8');

afterEach(() => {
  resetEarlyReadsForTests();
  vi.unstubAllGlobals();
});

function stubFetch(config: string | null) {
  const fetch = vi.fn((url: string, _init?: RequestInit) =>
    Promise.resolve(
      url === '/config.json' && config !== null
        ? new Response(config, { headers: { 'Content-Type': 'application/json' } })
        : new Response('{}', { headers: { 'Content-Type': 'application/json' } }),
    ),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('the start-up reads', () => {
  it('are what the session’s queries ask for on a reload: each is taken over, none sent twice', async () => {
    const fetch = stubFetch(shipped);
    const token = jwt({ UserId: 1001 });
    await sendStartUpReads(token);
    expect(fetch).toHaveBeenCalledTimes(8);
    const { services } = await loadRuntimeConfig();
    configureApi({ baseUrls: services, getUserToken: () => token, getEpayToken: () => null });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    // The stub's empty answers fail the contract checks; what counts here is what was sent.
    await Promise.allSettled([
      client.query(userQueryOptions(1001)),
      client.query(settingsQueryOptions()),
      client.query(securityQueryOptions()),
      client.query(accountsQueryOptions()),
      client.query(autoDraftEnrollmentsQueryOptions()),
      client.query(paymentMethodsQueryOptions()),
      client.query(recurringPaymentsQueryOptions()),
    ]);
    expect(fetch).toHaveBeenCalledTimes(8);
    expect(startUpReadAddresses(1001)).toHaveLength(7);
  });

  it('go to the configured services with the token, config.json left for the app', async () => {
    const fetch = stubFetch(shipped);
    const token = jwt({ UserId: 1001 });
    await sendStartUpReads(token);
    expect(fetch.mock.calls.map(([url]) => url)).toEqual([
      '/config.json',
      '/mock/users/Users/1001',
      '/mock/users/HomeSettings',
      '/mock/users/Security',
      '/mock/connect-payments/Account?portalEnabled=true',
      '/mock/connect-payments/AutoDraft?portalEnabled=true',
      '/mock/connect-payments/PaymentMethod',
      '/mock/connect-payments/RecurringPayment',
    ]);
    expect(takeEarlyRead('/mock/users/Users/1001', token)).toBeDefined();
    // The app reads the configuration from the same answer, not from a second request.
    await expect(loadRuntimeConfig()).resolves.toMatchObject({
      services: { users: '/mock/users' },
    });
    expect(fetch).toHaveBeenCalledTimes(8);
  });

  it('stop at a configuration the app would refuse, or a token without a user', async () => {
    const fetch = stubFetch('{"services": {}}');
    await sendStartUpReads(jwt({ UserId: 1001 }));
    expect(fetch.mock.calls.map(([url]) => url)).toEqual(['/config.json']);
    resetEarlyReadsForTests();
    fetch.mockClear();
    await sendStartUpReads(jwt({ sub: 'nobody' }));
    expect(fetch).not.toHaveBeenCalled();
  });
});
