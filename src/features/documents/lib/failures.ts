import { isApiError } from '@/lib/api/api-error';

/**
 * Why a library change failed, as the page words it. Each maps to a message in the documents
 * namespace (`failures.<kind>`); the dialogs keep what the user typed whatever the kind.
 */
export type FailureKind =
  'nameExists' | 'gone' | 'forbidden' | 'tooLarge' | 'invalid' | 'network' | 'server';

export interface Failure {
  kind: FailureKind;
  /** For the server kind: what the user can quote to support. */
  errorCode?: string | undefined;
  errorId?: string | undefined;
  /** The service's own words (problem detail), for kinds that show them. */
  detail?: string | undefined;
}

// Contract NameExists (409, DC001) and FileTooLarge (413, DC002).
const NAME_EXISTS_CODE = 'DC001';
const FILE_TOO_LARGE_CODE = 'DC002';

export function describeFailure(error: unknown): Failure {
  if (!isApiError(error)) return { kind: 'server' };
  const { status, problem } = error;
  const detail = problem?.detail ?? problem?.message ?? problem?.title;
  if (status === 409 || error.errorCode === NAME_EXISTS_CODE) return { kind: 'nameExists' };
  if (status === 413 || error.errorCode === FILE_TOO_LARGE_CODE)
    return { kind: 'tooLarge', detail };
  if (status === 404 || status === 410) return { kind: 'gone' };
  if (status === 403) return { kind: 'forbidden' };
  if (status === 0) return { kind: 'network' };
  if (status === 400 || status === 422) return { kind: 'invalid', detail };
  return { kind: 'server', errorCode: error.errorCode, errorId: error.errorId };
}
