import { isApiError } from '@/lib/api/api-error';

/**
 * Why a call failed, as this feature words it (`problems.<kind>` in the arcs namespace). The
 * service's own text (`detail`) is shown for the kinds where it says something specific: the
 * chair's refusal, a closed vote, a file too large, a rejected field.
 */
export type ProblemKind =
  | 'notFound'
  | 'forbidden'
  | 'conflict'
  | 'tooLarge'
  | 'invalid'
  | 'sendFailed'
  | 'network'
  | 'server';

export interface Problem {
  kind: ProblemKind;
  detail?: string | undefined;
  errorId?: string | undefined;
}

// Contract codes: MessageSendFailed (500, AR500), FileTooLarge (413, DC002).
const MESSAGE_SEND_FAILED = 'AR500';
const FILE_TOO_LARGE = 'DC002';

export function describeProblem(error: unknown): Problem {
  if (!isApiError(error)) return { kind: 'server' };
  const { status, problem } = error;
  const detail = problem?.detail ?? problem?.message ?? problem?.title;
  const errorId = error.errorId;
  if (status === 0) return { kind: 'network' };
  if (status === 404) return { kind: 'notFound', errorId };
  if (status === 403) return { kind: 'forbidden', detail: problem?.detail, errorId };
  if (status === 409) return { kind: 'conflict', detail: problem?.detail, errorId };
  if (status === 413 || error.errorCode === FILE_TOO_LARGE)
    return { kind: 'tooLarge', detail: problem?.detail, errorId };
  if (error.errorCode === MESSAGE_SEND_FAILED) return { kind: 'sendFailed', errorId };
  if (status === 400 || status === 422) return { kind: 'invalid', detail, errorId };
  return { kind: 'server', errorId };
}
