import type { ServiceName } from './services';

/** The problem-details body every service sends with a 4xx or 5xx (see openapi/shared). */
export interface ProblemDetails {
  type?: string;
  title?: string;
  status?: number;
  detail?: string;
  message?: string;
  errorId?: string;
  errorCode?: string;
  errors?: Record<string, string[]>;
}

export const UNEXPECTED_ERROR_TEXT = 'An unexpected error occurred.';

function asString(value: unknown): string | undefined {
  return typeof value === 'string' && value.length > 0 ? value : undefined;
}

/** Reads a problem-details body defensively: services are not trusted to send a clean one. */
export function parseProblemDetails(body: unknown): ProblemDetails | null {
  if (typeof body !== 'object' || body === null) return null;
  const record = body as Record<string, unknown>;
  const problem: ProblemDetails = {
    type: asString(record.type),
    title: asString(record.title),
    status: typeof record.status === 'number' ? record.status : undefined,
    detail: asString(record.detail),
    message: asString(record.message),
    errorId: asString(record.errorId),
    errorCode: asString(record.errorCode),
  };
  if (typeof record.errors === 'object' && record.errors !== null) {
    problem.errors = Object.fromEntries(
      Object.entries(record.errors as Record<string, unknown>).map(([field, messages]) => [
        field,
        Array.isArray(messages) ? messages.filter((m): m is string => typeof m === 'string') : [],
      ]),
    );
  }
  return problem;
}

/**
 * The one error type every service call rejects with. `status` is 0 when no response came back
 * (network failure); the path never carries secrets, so it is safe to log.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly service: ServiceName;
  readonly path: string;
  readonly status: number;
  readonly problem: ProblemDetails | null;
  /** How long the service asked to wait before asking again (`Retry-After`), when it did. */
  readonly retryAfterMs: number | undefined;

  constructor(args: {
    service: ServiceName;
    path: string;
    status: number;
    problem: ProblemDetails | null;
    message?: string;
    cause?: unknown;
    retryAfterMs?: number | undefined;
  }) {
    const { problem } = args;
    super(
      problem?.detail ??
        problem?.message ??
        problem?.title ??
        args.message ??
        UNEXPECTED_ERROR_TEXT,
      { cause: args.cause },
    );
    this.service = args.service;
    this.path = args.path;
    this.status = args.status;
    this.problem = problem;
    this.retryAfterMs = args.retryAfterMs;
  }

  get isNetworkError(): boolean {
    return this.status === 0;
  }

  get errorCode(): string | undefined {
    return this.problem?.errorCode;
  }

  get errorId(): string | undefined {
    return this.problem?.errorId;
  }

  static async fromResponse(
    service: ServiceName,
    path: string,
    response: Response,
  ): Promise<ApiError> {
    let body: unknown = null;
    const text = await response.text().catch(() => '');
    if (text) {
      try {
        body = JSON.parse(text);
      } catch {
        body = null;
      }
    }
    return new ApiError({
      service,
      path,
      status: response.status,
      problem: parseProblemDetails(body),
      message: response.statusText || undefined,
      retryAfterMs: parseRetryAfter(response.headers.get('Retry-After'), Date.now()),
    });
  }
}

/** `Retry-After` as milliseconds from `now`: delay-seconds or an HTTP date; else undefined. */
export function parseRetryAfter(value: string | null, now: number): number | undefined {
  if (value === null) return undefined;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  // An HTTP date names its month ("Thu, 26 Nov 2026 12:00:12 GMT"): no bare numbers.
  const date = /[a-z]/i.test(trimmed) ? Date.parse(trimmed) : Number.NaN;
  if (Number.isNaN(date)) return undefined;
  return Math.max(0, date - now);
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/**
 * A call that needs a token when there is none (the session ended while a load or refetch was
 * on its way) is never sent: the answer could only be a 401. It fails as a cancellation, so no
 * toast and no second logout; a react-query retry sends it once a new session has a token.
 */
export function notSentWithoutToken(): DOMException {
  return new DOMException('Not sent: there is no session token.', 'AbortError');
}

/** An answer that arrived after the session it was asked for ended or changed. */
export function sessionChanged(): DOMException {
  return new DOMException(
    'Dropped: the session changed while this request was on its way.',
    'AbortError',
  );
}

export function isAbortError(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/**
 * A call of a capability this deployment does not offer (src/lib/api/capabilities.ts): never sent.
 * Said on the console too (the capability only, never the path: it may carry an account number),
 * so a page that still asks is found (tests/e2e/spec-only.journey.ts).
 */
export function notOfferedHere(capability: string): DOMException {
  const message = `Not sent: this deployment does not offer ${capability}.`;
  console.warn(message);
  return new DOMException(message, 'AbortError');
}
