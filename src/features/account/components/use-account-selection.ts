import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import {
  $accounts,
  $refreshing,
  $selectedAccounts,
  $selectedProperty,
  propertySelected,
  type SubLedger,
} from '@/features/session/model';

export interface AccountSelection {
  /** The sub-ledgers of the selected property. */
  accounts: SubLedger[];
  /** The one the page shows: the one the URL names, else the first. */
  account: SubLedger | null;
  /** The session is still loading the accounts. */
  loading: boolean;
}

/**
 * Which account (sub-ledger) an account page shows. A shared link may name a sub-ledger of
 * another of the person's properties: that property is selected, so the link shows what it says.
 */
export function useAccountSelection(subLedgerId: number | undefined): AccountSelection {
  const [all, accounts, property, refreshing] = useUnit([
    $accounts,
    $selectedAccounts,
    $selectedProperty,
    $refreshing,
  ]);
  const named =
    subLedgerId === undefined ? undefined : all.find((a) => a.subLedgerId === subLedgerId);
  const otherPropertyId =
    named && property && named.propertyId !== property.propertyId ? named.propertyId : undefined;
  useEffect(() => {
    if (otherPropertyId !== undefined) propertySelected({ propertyId: otherPropertyId });
  }, [otherPropertyId]);
  const account =
    accounts.find((a) => a.subLedgerId === subLedgerId) ??
    (otherPropertyId ? null : accounts[0]) ??
    null;
  return { accounts, account, loading: refreshing && accounts.length === 0 };
}
