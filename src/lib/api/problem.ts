import { isApiError } from './api-error';
import { isUnreadableAnswer } from './answer-check';
import {
  CATALOGUED_CODES,
  CODE_KINDS,
  ERROR_CODES,
  isKnownErrorCode,
  type KnownErrorCode,
} from './error-codes';

/**
 * What went wrong with a call, in the terms a screen decides on. The kind comes from the error
 * code when the code says it, else from the status.
 */
export type ProblemKind =
  /** No answer came back. */
  | 'network'
  /** An answer came back that broke its contract. */
  | 'unreadable'
  /** 400 or 422: something sent was not accepted. */
  | 'invalid'
  | 'unauthorized'
  | 'forbidden'
  /** 404 or 410: it is not there (any more). */
  | 'notFound'
  /** 409: it changed meanwhile, or the name or slot is taken. */
  | 'conflict'
  | 'tooLarge'
  /** Any other 4xx (a rule of the service, a rate limit). */
  | 'refused'
  /** A 5xx, or not an HTTP answer at all (a fault on our side). */
  | 'server';

export interface Problem {
  kind: ProblemKind;
  status?: number | undefined;
  /** The service's error code (see `ERROR_CODES`). */
  code?: string | undefined;
  /** What support asks for: the service's, or the one given to an unreadable answer. */
  errorId?: string | undefined;
  /** The service's own words: detail, else message, else title. */
  detail?: string | undefined;
  /** Per-field messages of a 400 or 422, by the service's field names. */
  fields?: Record<string, string[]> | undefined;
}

function kindOfStatus(status: number): ProblemKind {
  if (status === 0) return 'network';
  if (status === 400 || status === 422) return 'invalid';
  if (status === 401) return 'unauthorized';
  if (status === 403) return 'forbidden';
  if (status === 404 || status === 410) return 'notFound';
  if (status === 409) return 'conflict';
  if (status === 413) return 'tooLarge';
  if (status >= 400 && status < 500) return 'refused';
  return 'server';
}

/** Any failed call as a `Problem`: the one reading of a service's answer for every screen. */
export function describeProblem(error: unknown): Problem {
  if (isUnreadableAnswer(error)) return { kind: 'unreadable', errorId: error.errorId };
  if (!isApiError(error)) return { kind: 'server' };
  if (error.isNetworkError) return { kind: 'network', status: 0 };
  const { status, problem } = error;
  const code = problem?.errorCode;
  return {
    kind: (code ? CODE_KINDS[code] : undefined) ?? kindOfStatus(status),
    status,
    code,
    errorId: problem?.errorId,
    detail: problem?.detail ?? problem?.message ?? problem?.title,
    fields: problem?.errors,
  };
}

/** The call was refused (a 4xx): the service said why, and its words say what to change. */
export function isRefusal(problem: Problem): boolean {
  return problem.status !== undefined && problem.status >= 400 && problem.status < 500;
}

/** The problem carries this code (a name from `ERROR_CODES`). */
export function hasCode(problem: Problem | null, code: KnownErrorCode): boolean {
  return problem?.code === code;
}

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** How a screen words its problems; whatever it leaves out is said by the SPEC §8 fallbacks. */
export interface ProblemWording {
  /** The screen's words for codes it knows. They come first. */
  codes?: Partial<Record<KnownErrorCode, string>>;
  /** Kinds where the service's own words are shown when it sent some (a specific refusal). */
  ownWordsFor?: readonly ProblemKind[];
  /** Frames the service's own words ("The server did not accept this: …"). */
  ownWords?: (detail: string) => string;
  /** The screen's words by kind. */
  kinds?: Partial<Record<ProblemKind, string>>;
  /** What failed, in the screen's words, for a server failure it has no other words for. */
  failed?: string;
  /** The method a payment call used: SPEC §8 words PA020 by it (use a card, or a bank). */
  methodKind?: 'card' | 'bank' | undefined;
  /** The form says only the sentence (sign-up and profile forms, whose fields carry the rest). */
  hideErrorId?: boolean;
  /** After the screen's words, the service's own words of a refusal too (what to change). */
  withOwnWords?: boolean;
  /**
   * Say the Error Code of a server failure here (SPEC §8: errorCode, else FE001): for calls
   * whose toast is suppressed, so this is the only place it is said.
   */
  withErrorCode?: boolean;
}

/** Every 4xx kind: a screen that shows the service's words for any refusal lists these. */
export const REFUSAL_KINDS: readonly ProblemKind[] = [
  'invalid',
  'unauthorized',
  'forbidden',
  'notFound',
  'conflict',
  'tooLarge',
  'refused',
];

/**
 * A button's call (a board action, a form's send): a refusal in the service's own words (they say
 * what to change), anything else in the screen's words for what failed.
 */
export function actionWording(failed: string): ProblemWording {
  return { ownWordsFor: REFUSAL_KINDS, failed };
}

/** The catalogue key of a code (errors:main.exceptions.*), PA020 by method kind. */
export function catalogueKey(code: string, methodKind?: 'card' | 'bank'): string {
  if (code === ERROR_CODES.methodUnavailable && methodKind)
    return `errors:main.exceptions.${code}_${methodKind}`;
  return `errors:main.exceptions.${code}`;
}

/**
 * What a person reads for a problem: the screen's words for its code, then SPEC §8's catalogue
 * for the code, then the service's own words where the screen shows them, then the screen's words
 * for the kind, then the SPEC §8 fallbacks (no connection; a refusal's own words or "An unexpected
 * error occurred."; the server-error sentence).
 */
export function problemText(problem: Problem, t: Translate, wording: ProblemWording = {}): string {
  const { code, kind, detail } = problem;
  if (isKnownErrorCode(code)) {
    const own = wording.codes?.[code];
    if (own !== undefined) return own;
    if (CATALOGUED_CODES.has(code) && isRefusal(problem))
      return t(catalogueKey(code, wording.methodKind), { defaultValue: detail });
  }
  if (detail && wording.ownWordsFor?.includes(kind))
    return wording.ownWords ? wording.ownWords(detail) : detail;
  const forKind = wording.kinds?.[kind];
  if (forKind !== undefined) return forKind;
  if (kind === 'network') return t('errors:problem.network');
  if (kind === 'server' || kind === 'unreadable')
    return wording.failed ?? t('errors:server.message');
  return detail ?? wording.failed ?? t('errors:unexpected');
}

/** The Error Code a server failure shows (SPEC §8): its own, else FE001. */
export function problemErrorCode(problem: Problem): string | undefined {
  if (problem.kind !== 'server' && problem.kind !== 'unreadable') return undefined;
  return problem.code ?? ERROR_CODES.frontEndDefault;
}

/**
 * A form's call (sign-up, profile settings): a refusal in the service's words (SPEC §8's catalogue
 * first), no answer or a server failure as SPEC §8 "Server Error: We apologize. …".
 */
export function formWording(t: Translate): ProblemWording {
  const failed = t('auth:errors.server');
  return {
    ownWordsFor: REFUSAL_KINDS,
    kinds: { network: failed, server: failed, unreadable: failed },
    hideErrorId: true,
  };
}
