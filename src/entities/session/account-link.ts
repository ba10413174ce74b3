import { useEffect } from 'react';
import { propertySelected } from './model';

/** `?account=`: a link may name an account (legacy links do); its property is selected. */
export interface AccountLinkSearch {
  account?: string;
}

/**
 * The search-param schema of the pages a link may name an account on (`validateSearch`): an
 * account number of 1 to 64 characters; anything else is dropped.
 */
export function parseAccountLinkSearch(search: Record<string, unknown>): AccountLinkSearch {
  const { account } = search;
  return typeof account === 'string' && account.length > 0 && account.length <= 64
    ? { account }
    : {};
}

/**
 * Selects the property of the account a link names, then calls `onApplied` (a stable callback:
 * the dashboard drops the param, so a reload keeps whatever the person chooses next).
 */
export function useAccountLink(account: string | undefined, onApplied?: () => void): void {
  useEffect(() => {
    if (!account) return;
    propertySelected({ accountNumber: account });
    onApplied?.();
  }, [account, onApplied]);
}
