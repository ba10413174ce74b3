import { useEffect } from 'react';
import { useAccounts, useSelectedAccounts, type SubLedger } from '@/entities/account/queries';
import { propertySelected } from '@/entities/session/model';
import { useSelectedProperty } from '@/entities/session/queries';

export interface AccountSelection {
  /** The sub-ledgers of the selected property. */
  accounts: SubLedger[];
  /** The one the page shows: the one the URL names, else the first. */
  account: SubLedger | null;
  /** The accounts have not loaded yet (a failed load is not loading: NoAccounts says so). */
  loading: boolean;
}

const none: SubLedger[] = [];

/**
 * Which account (sub-ledger) an account page shows. A shared link may name a sub-ledger of
 * another of the person's properties: that property is selected, so the link shows what it says.
 */
export function useAccountSelection(subLedgerId: number | undefined): AccountSelection {
  const query = useAccounts();
  const all = query.data ?? none;
  const accounts = useSelectedAccounts();
  const property = useSelectedProperty();
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
  return { accounts, account, loading: query.isPending && accounts.length === 0 };
}
