import { isApiError } from '@/lib/api/api-error';

/**
 * Why a call failed, as this feature words it. Each kind maps to a message in the community
 * namespace (`problems.<kind>`); `detail` is the service's own text for kinds that show it.
 */
export type ProblemKind =
  'slotTaken' | 'tooLarge' | 'uploadFailed' | 'invalid' | 'notFound' | 'network' | 'server';

export interface Problem {
  kind: ProblemKind;
  detail?: string | undefined;
  errorId?: string | undefined;
  errorCode?: string | undefined;
  /** Per-field messages of a 422, by field name. */
  fields?: Record<string, string[]> | undefined;
}

// Contract codes: SlotTaken (409, RS001), FileTooLarge (413, DC002), UploadFailed (500, RQ500).
const SLOT_TAKEN = 'RS001';
const FILE_TOO_LARGE = 'DC002';
const UPLOAD_FAILED = 'RQ500';

export function describeProblem(error: unknown): Problem {
  if (!isApiError(error)) return { kind: 'server' };
  const { status, problem } = error;
  const detail = problem?.detail ?? problem?.message ?? problem?.title;
  const ids = { errorId: error.errorId, errorCode: error.errorCode };
  if (status === 0) return { kind: 'network' };
  if (status === 409 || error.errorCode === SLOT_TAKEN)
    return { kind: 'slotTaken', detail, ...ids };
  if (status === 413 || error.errorCode === FILE_TOO_LARGE)
    return { kind: 'tooLarge', detail, ...ids };
  if (error.errorCode === UPLOAD_FAILED) return { kind: 'uploadFailed', ...ids };
  if (status === 404) return { kind: 'notFound', ...ids };
  if (status === 400 || status === 422)
    return { kind: 'invalid', detail, fields: problem?.errors, ...ids };
  return { kind: 'server', ...ids };
}
