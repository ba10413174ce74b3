import { CancelledError } from '@tanstack/react-query';
import { isAbortError, isApiError } from './api-error';
import { isUnreadableAnswer } from './answer-check';
import { ERROR_CODES } from './error-codes';
import type { ServiceName } from './services';

// SPEC §9 "Error toasts last 60 seconds; grid-setting toasts last 6 seconds."
export const ERROR_TOAST_DURATION_MS = 60_000;
export const GRID_TOAST_DURATION_MS = 6_000;
// SPEC §8 5xx rule: the Error Code shown is the problem's errorCode, else FE001.
export const DEFAULT_ERROR_CODE = ERROR_CODES.frontEndDefault;
// SPEC §8: PA037 (no primary email for the payment provider) sends the user to profile settings.
const PRIMARY_EMAIL_ERROR_CODE = ERROR_CODES.primaryEmailMissing;
export const PROFILE_SETTINGS_PATH = '/my/profile-settings';
/** The i18next namespace (public/locales/<lng>/errors.json) holding every text of SPEC §8. */
export const ERRORS_NAMESPACE = 'errors';

export interface ErrorContext {
  /** The path the user is on; `/embed/...` and plain paths are both understood. */
  currentPath: string;
  /** The request opted out of toasts (react-query `meta.suppressErrorToast`). */
  suppressToast: boolean;
}

/** The outcomes that end in a toast; `notifyOutcome` renders each of them. */
export type NotifiableOutcome =
  | { kind: 'network'; message: string; durationMs: number }
  | {
      kind: 'clientProblem';
      status: number;
      /** detail, else message, else title of the problem; absent → "An unexpected error occurred." */
      text?: string;
      errorCode?: string;
      errorId?: string;
      linkToProfileSettings: boolean;
      durationMs: number;
    }
  | {
      kind: 'server';
      /** Absent when the failure was not an HTTP answer at all (a bug on our side → FE001). */
      status?: number;
      errorCode: string;
      errorId?: string;
      durationMs: number;
    };

export type ErrorOutcome =
  | { kind: 'ignore'; reason: 'cancelled' | 'suppressed' }
  | { kind: 'unauthorized' }
  | NotifiableOutcome;

/** Lower-cased path without query, fragment or trailing slash, so matching is exact per segment. */
function normalisePath(path: string): string {
  const bare = (path.split(/[?#]/, 1)[0] ?? '').replace(/\/+$/, '');
  return (bare || '/').toLowerCase();
}

/**
 * SPEC §8 401 exceptions. Matched on service + path because `/account` on express pay is a
 * different endpoint from `/Account` on connect-payments (docs/architecture.md). The users-service
 * rule is a prefix so /Users/Authenticate, /Users/AuthenticateSSO and /Users/Authenticate/PortalToken
 * are all covered: a 401 there is the sign-in itself failing, which the sign-in flow reports.
 */
export function isUnauthorizedException(service: ServiceName, path: string): boolean {
  const normalised = normalisePath(path);
  switch (service) {
    case 'users':
      // /Users/Password/ too: a 401 there means a wrong current password or a dead reset link,
      // which the form explains; it must not end a session (or send a reset visitor to /login).
      return (
        normalised.startsWith('/users/authenticate') ||
        normalised === '/homesettings' ||
        normalised.startsWith('/users/password')
      );
    case 'connectPayments':
      return normalised === '/account';
    // The epay token is a checkout link's, not the portal session: a 401 there is a bad or
    // used link, which the checkout explains; it never logs a homeowner out.
    case 'expressPay':
      return true;
    default:
      return false;
  }
}

/** On /login (with or without a client id) or its embedded twin, a 401 must not redirect again. */
export function isOnLoginPage(currentPath: string): boolean {
  const normalised = normalisePath(currentPath);
  return /^(\/embed)?\/login(\/|$)/.test(normalised);
}

function isCancellation(error: unknown): boolean {
  if (isAbortError(error) || error instanceof CancelledError) return true;
  // Matched by name too: a DOMException from another realm (iframe, test DOM) fails instanceof.
  return (
    typeof error === 'object' && error !== null && 'name' in error && error.name === 'AbortError'
  );
}

const PROFILE_SETTINGS_MENTION = /profile settings/i;

/**
 * SPEC §8 global handling as a pure decision; the query client acts on it and the toast layer
 * renders it. Order matters: a 401 logs out even when the request suppressed toasts, because the
 * opt-out is about toasts, not about keeping a dead session.
 */
export function classifyError(error: unknown, context: ErrorContext): ErrorOutcome {
  if (isCancellation(error)) return { kind: 'ignore', reason: 'cancelled' };

  if (
    isApiError(error) &&
    error.status === 401 &&
    !isUnauthorizedException(error.service, error.path) &&
    !isOnLoginPage(context.currentPath)
  ) {
    return { kind: 'unauthorized' };
  }

  if (context.suppressToast) return { kind: 'ignore', reason: 'suppressed' };

  if (isUnreadableAnswer(error)) {
    // An answer that breaks its contract is the service's failure, said like a 5xx; its Error ID
    // is the one the log line and the page show.
    return {
      kind: 'server',
      errorCode: DEFAULT_ERROR_CODE,
      errorId: error.errorId,
      durationMs: ERROR_TOAST_DURATION_MS,
    };
  }

  if (!isApiError(error)) {
    // Not an HTTP answer (a parse or programming error inside a query): the generic 5xx toast with
    // the front-end default code, so the user still has something to report.
    return { kind: 'server', errorCode: DEFAULT_ERROR_CODE, durationMs: ERROR_TOAST_DURATION_MS };
  }

  if (error.isNetworkError) {
    return { kind: 'network', message: error.message, durationMs: ERROR_TOAST_DURATION_MS };
  }

  if (error.status >= 400 && error.status < 500) {
    // A 4xx without a body is treated as an empty problem: it ends in the generic text.
    const problem = error.problem;
    const text = problem?.detail ?? problem?.message ?? problem?.title;
    const errorCode = problem?.errorCode;
    return {
      kind: 'clientProblem',
      status: error.status,
      text,
      errorCode,
      errorId: problem?.errorId,
      linkToProfileSettings:
        errorCode === PRIMARY_EMAIL_ERROR_CODE ||
        (text !== undefined && PROFILE_SETTINGS_MENTION.test(text)),
      durationMs: ERROR_TOAST_DURATION_MS,
    };
  }

  return {
    kind: 'server',
    status: error.status,
    errorCode: error.errorCode ?? DEFAULT_ERROR_CODE,
    errorId: error.errorId,
    durationMs: ERROR_TOAST_DURATION_MS,
  };
}
