import type { Property } from '@/entities/session/api/session-api';
import type { SubLedger } from '../api/account-queries';

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
