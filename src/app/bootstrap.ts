import { onUnauthorized } from '@/lib/api/api-runtime';
import { isOnLoginPage } from '@/lib/api/error-policy';
import { createQueryClient } from '@/lib/api/query-client';
import { loggedOut } from '@/features/session/model';
import type { RuntimeConfig } from './config';
import { createAppRouter } from './router';

/**
 * Makes the query client and the router, and wires what they need from each other, before the
 * session's first request leaves: a 401 on that very request must already end the session.
 */
export function createApp(config: RuntimeConfig, embedded: boolean) {
  let currentPath = () => window.location.pathname;
  const queryClient = createQueryClient({
    currentPath: () => currentPath(),
    // The toast code arrives with the first toast: the first page never needs it.
    notify: (outcome) =>
      void import('@/components/toast/notify').then(({ notifyOutcome }) =>
        notifyOutcome(outcome, config.helpCenterUrl),
      ),
  });
  const router = createAppRouter(queryClient, { embedded });
  currentPath = () => router.state.location.pathname;
  // SPEC §8: a 401 clears the session and goes to /login, unless the user is already there.
  onUnauthorized(() => {
    if (isOnLoginPage(router.state.location.pathname)) return;
    loggedOut();
    // The cache is cleared once the login page has replaced the page: cleared under a mounted
    // page, its queries would ask again at once, without a token.
    void router
      .navigate({ to: '/login/{-$clientId}', replace: true })
      .then(() => queryClient.clear());
  });
  return { queryClient, router };
}

export type App = ReturnType<typeof createApp>;
