// The accounts (sub-ledgers) the portal shows: SPEC §7 "Get sub-ledgers with portalEnabled=true".
import { getListAccountsQueryOptions } from '@generated/connect-payments/hooks/accounts/accounts';
import type { ListAccountsParams } from '@generated/connect-payments/model';

/** SPEC §7: the session loads the sub-ledgers shown in the portal only. */
export const accountsParams: ListAccountsParams = { portalEnabled: true };

// SPEC §4: a failed accounts load is only logged; pages say it in place (NoAccounts).
export const accountsQueryOptions = () =>
  getListAccountsQueryOptions(accountsParams, { query: { meta: { suppressErrorToast: true } } });

export type { SubLedger } from '@generated/connect-payments/model';
