import { isApiError } from './api-error';

/**
 * Why a button's call failed, for saying so beside the button (`ActionProblem`): the service's
 * own words for a refusal (4xx problem details: they say what to change), the page's own words
 * for a failure (5xx, or an answer that is not problem details), no connection, and the Error ID
 * support asks for whenever the service gave one.
 */
export type ActionProblem =
  | { kind: 'refused'; detail: string | undefined; errorId: string | undefined }
  | { kind: 'failed'; errorId: string | undefined }
  | { kind: 'network' };

export function describeActionProblem(error: unknown): ActionProblem {
  if (!isApiError(error)) return { kind: 'failed', errorId: undefined };
  if (error.status === 0) return { kind: 'network' };
  const errorId = error.errorId;
  if (error.status >= 400 && error.status < 500) {
    const problem = error.problem;
    return { kind: 'refused', detail: problem?.detail ?? problem?.message, errorId };
  }
  return { kind: 'failed', errorId };
}
