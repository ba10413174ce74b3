import type { QueryClient } from '@tanstack/react-query';
import { warnLoadFailed } from '@/entities/session/lib/load-errors';

/**
 * SPEC §4: once a session's user has loaded, the accounts, then the payment data. Wired here, in
 * the app layer: the account and payment-data entities read the session, so it cannot import
 * them. Their code arrives with the first load that needs it, not with the first page.
 */
export async function loadAccountsThenPaymentData(client: QueryClient): Promise<void> {
  const [{ accountsQueryOptions }, { paymentDataLoads }] = await Promise.all([
    import('@/entities/account/api/account-queries'),
    import('@/entities/payment-data/api/payment-data-queries'),
  ]);
  try {
    await client.query(accountsQueryOptions());
  } catch (error) {
    warnLoadFailed('the accounts', error);
    return;
  }
  for (const { what, load } of paymentDataLoads()) {
    load(client).catch((error: unknown) => {
      warnLoadFailed(what, error);
    });
  }
}
