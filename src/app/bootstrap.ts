import { onUnauthorized } from '@/lib/api/api-runtime';
import { isOnLoginPage } from '@/lib/api/error-policy';
import { createQueryClient } from '@/lib/api/query-client';
import {
  bindSessionToQueryClient,
  sessionEnded,
  userChangedElsewhere,
  watchStoredSession,
} from '@/entities/session/model';
import type { RuntimeConfig } from './config';
import { createAppRouter } from './router';
import { loadAccountsThenPaymentData } from './session-data-loads';
import { applyVisitorTheme } from './visitor-theme';

/**
 * Makes the query client and the router, and wires what they need from each other, before the
 * session's first request leaves: a 401 on that very request must already end the session.
 */
export function createApp(config: RuntimeConfig, embedded: boolean) {
  let currentPath = () => window.location.pathname;
  let openServerError: () => void = () => undefined;
  const queryClient = createQueryClient({
    currentPath: () => currentPath(),
    openServerError: () => openServerError(),
    // The toast code arrives with the first toast: the first page never needs it.
    notify: (outcome) =>
      void import('@/components/toast/notify').then(({ notifyOutcome }) =>
        notifyOutcome(outcome, config.helpCenterUrl),
      ),
  });
  const router = createAppRouter(queryClient, { embedded });
  currentPath = () => router.state.location.pathname;
  // SPEC §8's server error page in place of the page that failed; Try again comes back to it.
  openServerError = () =>
    void router.navigate({
      to: '/server-error',
      search: { from: router.state.location.href },
      replace: true,
    });
  bindSessionToQueryClient(queryClient, {
    loadSessionData: (client, load) => void loadAccountsThenPaymentData(client, load),
  });

  // SPEC §8: a 401 clears the session and goes to /login, unless the user is already there.
  onUnauthorized(() => {
    if (!isOnLoginPage(router.state.location.pathname)) sessionEnded('unauthorized');
  });
  // The one path for a session that ended (logout, 401, expiry, a sign-out in another tab): the
  // model has dropped the token and every cached answer; the person goes to /login, past an
  // unsaved-changes prompt (there is nothing left to save into), told why when they did not
  // choose it. A sign-in that failed stays where its own flow explains it.
  // Whatever ended it, the session takes what this tab kept for it (issue 55 item 5): the
  // assistant conversation and every pending payment attempt of the person.
  // Loaded when a session ends, not with the login page: a signed-in tab has both modules already.
  sessionEnded.watch(() => {
    void Promise.all([
      import('@/features/assistant/lib/conversation'),
      import('@/entities/payment-attempt/lib/pending-attempt'),
    ]).then(([{ clearConversations, sessionStore }, { clearUserAttempts }]) => {
      clearConversations(sessionStore());
      clearUserAttempts();
    });
  });
  sessionEnded.watch((reason) => {
    if (reason === 'signInFailed' || isOnLoginPage(router.state.location.pathname)) return;
    const told = reason === 'sessionExpired' || reason === 'signedOutElsewhere';
    void router.navigate({
      to: '/login/{-$clientId}',
      search: told ? { reason } : {},
      replace: true,
      ignoreBlocker: true,
    });
  });
  // Another person signed in in another tab: nothing of the previous person may stay on screen
  // here, and a reload starts this tab from that person's stored session.
  userChangedElsewhere.watch(() => {
    window.location.reload();
  });
  watchStoredSession(window);
  applyVisitorTheme();
  return { queryClient, router };
}

export type App = ReturnType<typeof createApp>;
