import { ApiError } from '@/lib/api/api-error';

/**
 * SPEC §4: a failed session refresh is only logged. The log line names the error kind and, for
 * a service error, its status, error code and error id: never the message or the request, which
 * may carry a token, an address or card details.
 */
export function describeLoadError(error: unknown): string {
  if (error instanceof ApiError) {
    const parts = [`${error.name} ${error.status} from ${error.service}`];
    if (error.errorCode) parts.push(`errorCode ${error.errorCode}`);
    if (error.errorId) parts.push(`errorId ${error.errorId}`);
    return parts.join(', ');
  }
  return error instanceof Error ? error.name : typeof error;
}

/** SPEC §4: a failed load or refresh is only logged (no token, address or card in the line). */
export function warnLoadFailed(what: string, error: unknown): void {
  console.warn(`Could not load ${what}; the session is kept as it is.`, describeLoadError(error));
}
