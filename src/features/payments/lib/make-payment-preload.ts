import type { QueryClient } from '@tanstack/react-query';
import { accountsQueryOptions } from '@/entities/account/api/account-queries';
import { paymentMethodsQueryOptions } from '@/entities/payment-data/api/payment-data-queries';
import { securityQueryOptions, settingsQueryOptions } from '@/entities/session/api/session-queries';
import { hiddenPages, isOffered, PAYMENTS_OFFER } from '@/entities/session/lib/offerings';
import { canUseBilling } from '@/entities/session/lib/roles';
import type { RouterSession } from '@/entities/session/router-session';
import { loaderQuery, startLoaderQuery } from '@/lib/api/loader-query';
import { paymentProvidersQueryOptions } from '../api/payment-providers';
import { paymentOptionsQueryOptions } from '../api/payment-setups';

/**
 * The make-payment page's loader: starts reading what its form waits for (the accounts, the
 * saved methods, the association's payment options) and the provider accounts beside it, so a
 * hover's preload fetches them too. Awaited by nobody: the page renders at once with its own
 * loading state. Only where the page itself would show: for those who may use billing (the
 * billing layout's gate) and where paying online is offered (`offeredRoutes`: "not offered"
 * asks no service). The recent payments are never served from the cache (SPEC §9): the page
 * asks for them itself. A link naming an account may select another association as the page
 * mounts: its options are then left to the page.
 */
export function startMakePaymentLoad(
  context: { queryClient: QueryClient; session: RouterSession },
  search: { account?: string },
): void {
  const { queryClient, session } = context;
  if (!session.isLoggedIn) return;
  void (async () => {
    const [security, settings] = await Promise.all([
      loaderQuery(queryClient, securityQueryOptions()),
      loaderQuery(queryClient, settingsQueryOptions()),
    ]);
    const associationId = session.selectedAssociationId;
    const offerings = {
      pmb: session.pmbEnabled,
      hidden: hiddenPages(settings.pages, associationId),
    };
    if (!canUseBilling(security) || !isOffered(PAYMENTS_OFFER, offerings)) return;
    startLoaderQuery(queryClient, accountsQueryOptions());
    startLoaderQuery(queryClient, paymentMethodsQueryOptions());
    startLoaderQuery(queryClient, paymentProvidersQueryOptions());
    if (!search.account && associationId !== null)
      startLoaderQuery(queryClient, paymentOptionsQueryOptions(associationId));
  })().catch(() => undefined);
}
