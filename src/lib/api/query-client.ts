import { MutationCache, QueryCache, QueryClient, timeoutManager } from '@tanstack/react-query';
import { isApiError } from './api-error';
import { isUnreadableAnswer } from './answer-check';
import { createCoalescingTimeoutProvider } from './coalescing-timeouts';
import { classifyError, type NotifiableOutcome } from './error-policy';

// SPEC §9 query cache rules.
export const QUERY_STALE_TIME_MS = 5 * 60_000;
export const QUERY_GC_TIME_MS = 5 * 60_000;
export const QUERY_MAX_RETRIES = 3;
export const QUERY_MAX_RETRY_DELAY_MS = 30_000;
// SPEC §9: "Query cache freshness is 5 minutes; recent payments use 0."
export const RECENT_PAYMENTS_STALE_TIME = 0;

/**
 * What a query or mutation may say about itself. `suppressErrorToast` opts a request out of the
 * global error toast (SPEC §8), e.g. when the screen shows the error inline; `'belowServerError'`
 * keeps the toast for a 5xx only, so a file's inline state is joined by its Error Code.
 */
export type RequestMeta = Record<string, unknown> & {
  suppressErrorToast?: boolean | 'belowServerError';
  /**
   * The page's first call, without which it has nothing to show: a 5xx before it ever answered
   * opens the server error page (SPEC §8), whose Try again comes back to the page.
   */
  essential?: boolean;
};

/**
 * For a page's essential call: a 5xx opens the server error page, joined by its toast (the Error
 * Code); anything below (not found, no connection) is said inline by the page.
 */
export const essentialMeta: RequestMeta = {
  suppressErrorToast: 'belowServerError',
  essential: true,
};

function suppressesToast(error: unknown, meta: RequestMeta | undefined): boolean {
  const suppress = meta?.suppressErrorToast;
  if (suppress === 'belowServerError') return !(isApiError(error) && error.status >= 500);
  return suppress === true;
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: RequestMeta;
    mutationMeta: RequestMeta;
  }
}

/**
 * Retries network failures and 5xx, never a 4xx (asking again will not change the answer), except
 * 408 and 429: the service itself asks to be asked again later. An answer that does not match its
 * contract is not asked for again either: the service would send the same one.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= QUERY_MAX_RETRIES) return false;
  if (isUnreadableAnswer(error)) return false;
  if (isApiError(error) && error.status >= 400 && error.status < 500)
    return error.status === 408 || error.status === 429;
  return true;
}

/**
 * Doubling from 1 s, or the service's `Retry-After` when it sent one; 30 s at most either way.
 * Jittered, so that the pages that met one 429 or 503 together do not all ask again in the same
 * instant: between half and all of the doubling, or up to a fifth more than Retry-After (never
 * sooner than the service asked).
 */
export function retryDelay(attempt: number, error?: unknown, random = Math.random): number {
  const asked = isApiError(error) ? error.retryAfterMs : undefined;
  const delay =
    asked === undefined ? 1000 * 2 ** attempt * (0.5 + random() / 2) : asked * (1 + random() / 5);
  return Math.min(Math.round(delay), QUERY_MAX_RETRY_DELAY_MS);
}

/** What the app supplies so the cache can act on SPEC §8 without importing the app. */
export interface QueryErrorHandlers {
  /** The path the user is on now (read at failure time, not at creation). */
  currentPath(): string;
  /** Show the toast for an outcome (see `notifyOutcome` in src/components/toast). */
  notify(outcome: NotifiableOutcome): void;
  /**
   * Replace the page on screen by the server error page, which can come back to it (the app
   * does; without it an essential call's 5xx stays with its page).
   */
  openServerError?(): void;
}

// One for the whole app, set before any query exists: providers cannot clear each other's timers.
const timeouts = createCoalescingTimeoutProvider();

export function createQueryClient(handlers: QueryErrorHandlers): QueryClient {
  timeoutManager.setTimeoutProvider(timeouts);
  const handle = (error: unknown, meta: RequestMeta | undefined) => {
    const outcome = classifyError(error, {
      currentPath: handlers.currentPath(),
      suppressToast: suppressesToast(error, meta),
    });
    switch (outcome.kind) {
      case 'ignore':
        return;
      case 'unauthorized':
        // The fetcher already ended the session (create-fetcher.ts); no toast on top.
        return;
      default:
        handlers.notify(outcome);
    }
  };

  return new QueryClient({
    // Cache-level onError fires once per failed request (after its retries), unlike the
    // per-observer callbacks, so one failure gives one toast however many components use it.
    queryCache: new QueryCache({
      onError: (error, query) => {
        handle(error, query.meta);
        // Only while a page shows it and has nothing of it yet: a refetch that fails keeps the
        // answer on screen, and a page left meanwhile is not taken over.
        if (
          query.meta?.essential === true &&
          isApiError(error) &&
          error.status >= 500 &&
          query.state.data === undefined &&
          query.getObserversCount() > 0
        )
          handlers.openServerError?.();
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _onMutateResult, mutation) => handle(error, mutation.meta),
    }),
    defaultOptions: {
      queries: {
        staleTime: QUERY_STALE_TIME_MS,
        gcTime: QUERY_GC_TIME_MS,
        retry: shouldRetry,
        retryDelay: (attempt, error) => retryDelay(attempt, error),
      },
      // A retried mutation could pay or post twice. And a mutation started offline fails at once
      // instead of pausing: react-query would otherwise send it by itself when the network comes
      // back, and money must never move without the person pressing the button again.
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}
