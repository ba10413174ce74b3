import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-error';

// SPEC §9 query cache rules.
export const QUERY_STALE_TIME_MS = 5 * 60_000;
export const QUERY_GC_TIME_MS = 5 * 60_000;
export const QUERY_MAX_RETRIES = 3;
export const QUERY_MAX_RETRY_DELAY_MS = 30_000;

/** Retries network failures and 5xx, never a 4xx: asking again will not change the answer. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= QUERY_MAX_RETRIES) return false;
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return true;
}

export function retryDelay(attempt: number): number {
  return Math.min(1000 * 2 ** attempt, QUERY_MAX_RETRY_DELAY_MS);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: QUERY_STALE_TIME_MS,
        gcTime: QUERY_GC_TIME_MS,
        retry: shouldRetry,
        retryDelay,
      },
      mutations: { retry: false },
    },
  });
}
