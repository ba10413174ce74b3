import type { QueryClient } from '@tanstack/react-query';
import { accountsQueryOptions } from '@/entities/account/api/account-queries';
import { paymentMethodsQueryOptions } from '@/entities/payment-data/api/payment-data-queries';
import type { RouterSession } from '@/entities/session/router-session';
import { startLoaderQuery } from '@/lib/api/loader-query';
import { paymentProvidersQueryOptions } from '../api/payment-providers';
import { paymentOptionsQueryOptions } from '../api/payment-setups';

/**
 * The make-payment page's loader: starts reading what its form waits for (the accounts, the
 * saved methods, the association's payment options) and the provider accounts beside it, so a
 * hover's preload fetches them too. Awaited by nobody: the page renders at once with its own
 * loading state. The recent payments are never served from the cache (SPEC §9): the page asks
 * for them itself. A link naming an account may select another association as the page mounts:
 * its options are then left to the page.
 */
export function startMakePaymentLoad(
  context: { queryClient: QueryClient; session: RouterSession },
  search: { account?: string },
): void {
  const { queryClient, session } = context;
  if (!session.isLoggedIn) return;
  startLoaderQuery(queryClient, accountsQueryOptions());
  startLoaderQuery(queryClient, paymentMethodsQueryOptions());
  startLoaderQuery(queryClient, paymentProvidersQueryOptions());
  const associationId = session.selectedAssociationId;
  if (!search.account && associationId !== null)
    startLoaderQuery(queryClient, paymentOptionsQueryOptions(associationId));
}
