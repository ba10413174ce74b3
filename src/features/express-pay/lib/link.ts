import { isUnreadableAnswer } from '@/lib/api/answer-check';
import { isApiError } from '@/lib/api/api-error';

// The express pay link errors of openapi/express-pay.yaml.
const LINK_EXPIRED = 'EP010';
const LINK_USED = 'EP011';
const LINK_INVALID = 'EP404';

/**
 * Why a checkout link cannot be paid through. `malformed`: the service answered with a token
 * the portal cannot read (not a JWT, or a claim missing), so nothing is sent with it.
 */
export type LinkFailure = 'invalid' | 'expired' | 'used' | 'rejected' | 'malformed';

/**
 * The outcome of a failed link call: a link that will not work, a service to ask again, or an
 * answer that broke its contract (asking again would bring the same one).
 */
export type LinkCallFailure =
  | { kind: 'link'; failure: LinkFailure }
  | { kind: 'unreachable'; errorId?: string | undefined }
  | { kind: 'unreadable'; errorId: string };

/** Reads a failed `POST /authenticate` or `GET /account`. */
export function linkFailureOf(error: unknown): LinkCallFailure {
  if (isUnreadableAnswer(error)) return { kind: 'unreadable', errorId: error.errorId };
  if (!isApiError(error)) return { kind: 'unreachable' };
  switch (error.errorCode) {
    case LINK_EXPIRED:
      return { kind: 'link', failure: 'expired' };
    case LINK_USED:
      return { kind: 'link', failure: 'used' };
    case LINK_INVALID:
      return { kind: 'link', failure: 'invalid' };
  }
  if (error.status === 401 || error.status === 403) return { kind: 'link', failure: 'rejected' };
  if (error.status === 400 || error.status === 404 || error.status === 422) {
    return { kind: 'link', failure: 'invalid' };
  }
  // No answer, or a server failure: the link may be fine; the person can try again.
  return { kind: 'unreachable', errorId: error.errorId };
}
