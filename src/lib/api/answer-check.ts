// Service answers checked where they arrive, against the generated zod schemas of their contract
// (generated/<service>/zod). A malformed answer becomes one clear error instead of NaN dollars or
// a blank page. This module only needs what a zod schema can do, so it never pulls zod in: the
// schemas come with the entity or feature that asks, inside its own lazily loaded chunk.

/** What this module needs of a generated zod (or zod/mini) schema. */
export interface AnswerSchema {
  safeParse(
    data: unknown,
  ):
    | { success: true }
    | { success: false; error: { issues: readonly { path: readonly PropertyKey[] }[] } };
}

/** `0a1b2c3d`: short enough to read out to support, random enough to find one log line. */
export function newErrorId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(4));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * An answer that does not match its contract (a text where cents belong, a missing field). It
 * names the operation and carries an Error ID the page shows and the log repeats; never the
 * answer's values, which may be money, names or account numbers.
 */
export class UnreadableAnswerError extends Error {
  override readonly name = 'UnreadableAnswerError';
  /** The contract's operationId, e.g. `listLedgerEntries`. */
  readonly operation: string;
  readonly errorId: string;
  /** Where the answer went wrong (`0.amount`), without what it held there. */
  readonly issuePaths: readonly string[];

  constructor(operation: string, issuePaths: readonly string[], errorId = newErrorId()) {
    super(`The service sent an answer ${operation} cannot read.`);
    this.operation = operation;
    this.errorId = errorId;
    this.issuePaths = issuePaths;
  }
}

export function isUnreadableAnswer(error: unknown): error is UnreadableAnswerError {
  return error instanceof UnreadableAnswerError;
}

const pathText = (path: readonly PropertyKey[]) =>
  path.length === 0 ? '(root)' : path.map(String).join('.');

/**
 * The answer itself when it matches `schema`; otherwise logs the operation, the Error ID and the
 * paths of what did not match, and throws `UnreadableAnswerError`. The answer is returned as it
 * came (typed by the generated client), so a check never changes what a page reads.
 */
export function checkAnswer<T>(operation: string, schema: AnswerSchema, answer: T): T {
  const result = schema.safeParse(answer);
  if (result.success) return answer;
  const paths = [...new Set(result.error.issues.map((issue) => pathText(issue.path)))];
  const error = new UnreadableAnswerError(operation, paths);
  console.warn(
    `Unreadable answer from ${operation} (Error ID ${error.errorId}) at: ${paths.join(', ')}`,
  );
  throw error;
}

/**
 * Query options whose `queryFn` checks its answer with `schema` (the other options are kept,
 * the key included, so the cache entry is the same one every page reads).
 */
export function checkedQuery<O extends { queryFn?: unknown }>(
  options: O,
  operation: string,
  schema: AnswerSchema,
): O {
  const queryFn = options.queryFn;
  // skipToken or no function: nothing is fetched, so there is nothing to check.
  if (typeof queryFn !== 'function') return options;
  const ask = queryFn as (context: unknown) => unknown;
  return {
    ...options,
    queryFn: async (context: unknown) => checkAnswer(operation, schema, await ask(context)),
  };
}
