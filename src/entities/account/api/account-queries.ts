// The accounts (sub-ledgers) the portal shows: SPEC §7 "Get sub-ledgers with portalEnabled=true".
import { getListAccountsQueryOptions } from '@generated/connect-payments/hooks/accounts/accounts';
import { getListChargesQueryOptions } from '@generated/connect-payments/hooks/charges/charges';
import { getListPaymentsQueryOptions } from '@generated/connect-payments/hooks/payments/payments';
import type {
  Charge,
  ListChargesParams,
  ListPaymentsParams,
  Payment,
} from '@generated/connect-payments/model';
import {
  ListAccountsResponse,
  ListChargesResponse,
  ListPaymentsResponse,
} from '@generated/connect-payments/zod/connect-payments.zod';
import type { UseQueryOptions } from '@tanstack/react-query';
import { checkedQuery } from '@/lib/api/answer-check';
import type { ApiError } from '@/lib/api/api-error';
import { accountsParams } from './accounts-params';

// SPEC §4: a failed accounts load is only logged; pages say it in place (NoAccounts). Balances
// are money: the answer is checked against its contract (src/lib/api/answer-check.ts).
export const accountsQueryOptions = () =>
  checkedQuery(
    getListAccountsQueryOptions(accountsParams, { query: { meta: { suppressErrorToast: true } } }),
    'listAccounts',
    ListAccountsResponse,
  );

/** A query's own options (enabled, staleTime, meta…), as the generated option builders take them. */
export interface QueryOptionsOf<T> {
  query?: Partial<UseQueryOptions<T, ApiError, T>>;
}

/** The charges of some accounts (`GET /Charge`), checked: they are money. */
export const chargesQueryOptions = (
  params: ListChargesParams,
  options?: QueryOptionsOf<Charge[]>,
) => checkedQuery(getListChargesQueryOptions(params, options), 'listCharges', ListChargesResponse);

/** The payments of some accounts (`GET /Payment`), checked: they are money. */
export const paymentsQueryOptions = (
  params: ListPaymentsParams,
  options?: QueryOptionsOf<Payment[]>,
) =>
  checkedQuery(getListPaymentsQueryOptions(params, options), 'listPayments', ListPaymentsResponse);

export type { SubLedger } from '@generated/connect-payments/model';
