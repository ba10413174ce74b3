import { isApiError } from '@/lib/api/api-error';
import { ERROR_CODES } from '@/lib/api/error-codes';

/**
 * Why asking for a reset link failed. The service answers 202 whether or not the account exists,
 * so the only 4xx it gives is about the address itself; anything else is the service's fault.
 */
export type RequestLinkFailure = 'invalidEmail' | 'server';

export function requestLinkFailure(error: unknown): RequestLinkFailure {
  if (isApiError(error) && (error.status === 400 || error.status === 422)) return 'invalidEmail';
  return 'server';
}

// A timeout or rate limit says "later", not "this link is bad".
const RETRYABLE = new Set([408, 429]);

const isClientError = (status: number) => status >= 400 && status < 500;

export type ChangePasswordFailure =
  /** The link is expired, used or unknown: the only way on is a new link. */
  | { kind: 'linkRejected'; expired: boolean }
  /** The token was fine but the new password was not; `message` is the service's own words. */
  | { kind: 'passwordRejected'; message: string | undefined }
  /** No answer or a 5xx: the same request may work later, so the typed passwords stay. */
  | { kind: 'server' };

/** Sorts a failed `PUT /Users/Password/` (reset-token use) into what the screen does next. */
export function changePasswordFailure(error: unknown): ChangePasswordFailure {
  if (!isApiError(error) || !isClientError(error.status) || RETRYABLE.has(error.status)) {
    return { kind: 'server' };
  }
  const problem = error.problem;
  const expired = problem?.errorCode === ERROR_CODES.resetTokenExpired;
  const passwordMessages = problem?.errors?.newPassword;
  if (!expired && passwordMessages !== undefined) {
    return { kind: 'passwordRejected', message: passwordMessages[0] };
  }
  return { kind: 'linkRejected', expired };
}
