/** SPEC §4 (Feature flags): a list whose first entry is this enables the feature for everyone. */
export const ALL_CUSTOMERS = 'all';

/**
 * SPEC §4: a customer-gated feature (pmb, docs) is on when the token's Customer claim is in the
 * configured list, or when the list's first entry is `all`.
 */
export function isCustomerEnabled(list: readonly string[], customer: string | null): boolean {
  if (list[0] === ALL_CUSTOMERS) return true;
  return customer !== null && list.includes(customer);
}
