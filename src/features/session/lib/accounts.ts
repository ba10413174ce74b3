import type { ListAccountsParams, Property, SubLedger } from '../api/session-api';

/** SPEC §7: the session loads the sub-ledgers shown in the portal only. */
export const accountsQuery: ListAccountsParams = { portalEnabled: true };

/** The sub-ledgers of a property: same property id, or same (non-empty) account number. */
export function accountsOfProperty(
  accounts: readonly SubLedger[],
  property: Pick<Property, 'propertyId' | 'accountNumber'> | null,
): SubLedger[] {
  if (!property) return [];
  return accounts.filter(
    (account) =>
      account.propertyId === property.propertyId ||
      (property.accountNumber !== '' && account.accountNumber === property.accountNumber),
  );
}
