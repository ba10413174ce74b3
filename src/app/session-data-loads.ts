import type { QueryClient } from '@tanstack/react-query';
import { warnLoadFailed } from '@/entities/session/lib/load-errors';

/**
 * How a session's accounts and payment data load (SPEC §4 Session): a sign-in loads them after
 * its user, the accounts first, then the payment data; a reload's refresh (or a sign-in adopted
 * from another tab) asks for the user, the accounts and the payment data together, since none of
 * those reads needs another's answer and the page waits for them all.
 */
export type SessionDataLoad = 'afterSignIn' | 'refresh';

/**
 * The accounts and payment data of a session, loaded as `load` says. Wired here, in the app
 * layer: the account and payment-data entities read the session, so it cannot import them. Their
 * code arrives with the first load that needs it, not with the first page.
 */
export async function loadAccountsThenPaymentData(
  client: QueryClient,
  load: SessionDataLoad = 'afterSignIn',
): Promise<void> {
  const [{ accountsQueryOptions }, { paymentDataLoads }] = await Promise.all([
    import('@/entities/account/api/account-queries'),
    import('@/entities/payment-data/api/payment-data-queries'),
  ]);
  const loadPaymentData = () => {
    for (const { what, load: loadList } of paymentDataLoads()) {
      loadList(client).catch((error: unknown) => {
        warnLoadFailed(what, error);
      });
    }
  };
  const accounts = client.query(accountsQueryOptions());
  if (load === 'refresh') loadPaymentData();
  try {
    await accounts;
  } catch (error) {
    warnLoadFailed('the accounts', error);
    return;
  }
  if (load === 'afterSignIn') loadPaymentData();
}
