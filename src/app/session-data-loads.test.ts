import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadAccountsThenPaymentData } from './session-data-loads';

const services = vi.hoisted(() => ({
  accounts: vi.fn<() => Promise<unknown>>(),
  paymentData: vi.fn<(what: string) => Promise<unknown>>(),
}));
vi.mock('@/entities/account/api/account-queries', () => ({
  accountsQueryOptions: () => ({ queryKey: ['accounts'], queryFn: services.accounts }),
}));
vi.mock('@/entities/payment-data/api/payment-data-queries', () => ({
  paymentDataLoads: () =>
    ['enrollments', 'methods', 'recurring', 'future'].map((what) => ({
      what: `the ${what}`,
      load: (client: QueryClient) =>
        client.query({ queryKey: [what], queryFn: () => services.paymentData(what) }),
    })),
}));

let client: QueryClient;
let calls: string[];
let warn: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  calls = [];
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  services.accounts.mockImplementation(() => {
    calls.push('accounts');
    return Promise.resolve([]);
  });
  services.paymentData.mockImplementation((what) => {
    calls.push(what);
    return what === 'recurring' ? Promise.reject(new Error('down')) : Promise.resolve([]);
  });
});
afterEach(() => {
  client.clear();
  vi.restoreAllMocks();
});

async function settle(): Promise<void> {
  for (let i = 0; i < 10; i++) await new Promise((resolve) => setTimeout(resolve, 0));
}

describe('after the user (SPEC §4 Session)', () => {
  it('loads the accounts, then the four payment-data lists, logging a list that fails', async () => {
    await loadAccountsThenPaymentData(client);
    await settle();
    expect(calls).toEqual(['accounts', 'enrollments', 'methods', 'recurring', 'future']);
    expect(warn).toHaveBeenCalledWith(
      'Could not load the recurring; the session is kept as it is.',
      'Error',
    );
  });

  it("on a reload's refresh, asks for the accounts and the payment data together", async () => {
    let accountsAnswer: (value: unknown[]) => void = () => undefined;
    services.accounts.mockImplementation(() => {
      calls.push('accounts');
      return new Promise((resolve) => (accountsAnswer = resolve));
    });
    const loading = loadAccountsThenPaymentData(client, 'refresh');
    await settle();
    expect(calls).toEqual(['accounts', 'enrollments', 'methods', 'recurring', 'future']);
    accountsAnswer([]);
    await loading;
    expect(calls).toHaveLength(5);
  });

  it('loads no payment data when the accounts fail, and only logs it', async () => {
    services.accounts.mockRejectedValue(new Error('down'));
    await loadAccountsThenPaymentData(client);
    await settle();
    expect(calls).toEqual([]);
    expect(warn).toHaveBeenCalledWith(
      'Could not load the accounts; the session is kept as it is.',
      'Error',
    );
  });
});
