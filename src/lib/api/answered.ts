import type { UseQueryResult } from '@tanstack/react-query';

/**
 * The query has answered at least once, with data or an error. Not `!isPending`: a retry after an
 * error puts a query without data back to pending, so a screen that waited on `isPending` would
 * take down what it had shown, mount it again when the retry fails, and the new observers would
 * ask once more (`retryOnMount`): a failing call would never settle on screen.
 */
export function answered(query: Pick<UseQueryResult, 'data' | 'errorUpdatedAt'>): boolean {
  return query.data !== undefined || query.errorUpdatedAt > 0;
}
