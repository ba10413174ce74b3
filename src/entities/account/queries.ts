import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useUnit } from 'effector-react';
import { useMemo } from 'react';
import { $isLoggedIn } from '@/entities/session/model';
import { useSelectedProperty } from '@/entities/session/queries';
import {
  accountsQueryOptions,
  chargesQueryOptions,
  paymentsQueryOptions,
  type QueryOptionsOf,
  type SubLedger,
} from './api/account-queries';
import { accountsOfProperty } from './lib/accounts';

export type { SubLedger } from './api/account-queries';

/** The user's portal accounts (sub-ledgers), from the query cache. */
export function useAccounts(options: { retryOnMount?: boolean } = {}): UseQueryResult<SubLedger[]> {
  const loggedIn = useUnit($isLoggedIn);
  return useQuery({ ...accountsQueryOptions(), enabled: loggedIn, ...options });
}

const none: SubLedger[] = [];

/** The sub-ledgers of the selected property (empty until both have loaded). */
export function useSelectedAccounts(): SubLedger[] {
  const accounts = useAccounts().data ?? none;
  const property = useSelectedProperty();
  return useMemo(() => accountsOfProperty(accounts, property), [accounts, property]);
}

/** The charges of some accounts, checked against their contract where they arrive. */
export function useListCharges(
  params: Parameters<typeof chargesQueryOptions>[0],
  options?: Parameters<typeof chargesQueryOptions>[1],
) {
  return useQuery(chargesQueryOptions(params, options));
}

/** The payments of some accounts, checked against their contract where they arrive. */
export function useListPayments(
  params: Parameters<typeof paymentsQueryOptions>[0],
  options?: Parameters<typeof paymentsQueryOptions>[1],
) {
  return useQuery(paymentsQueryOptions(params, options));
}

export type { QueryOptionsOf };
