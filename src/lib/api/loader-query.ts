import type { QueryClient, QueryExecuteOptions, QueryKey } from '@tanstack/react-query';

// What a route's loader reads so a hover's preload fetches a page's data along with its code.
// Nobody awaits the page's own queries: the page renders at once with its loading states.

/**
 * A query as a loader reads it: the cached answer as it is (the page asks again when it is
 * stale), else fetched with the page's own options and retries.
 */
export function loaderQuery<T, E, K extends QueryKey>(
  queryClient: QueryClient,
  options: QueryExecuteOptions<T, E, T, T, K>,
): Promise<T> {
  return queryClient.query({ ...options, staleTime: 'static' });
}

/** Starts a page's query from its loader, not awaited: a failure is the page's to say. */
export function startLoaderQuery<T, E, K extends QueryKey>(
  queryClient: QueryClient,
  options: QueryExecuteOptions<T, E, T, T, K>,
): void {
  loaderQuery(queryClient, options).catch(() => undefined);
}
