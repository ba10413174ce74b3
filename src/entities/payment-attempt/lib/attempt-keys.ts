import { isApiError } from '@/lib/api/api-error';
import { ERROR_CODES } from '@/lib/api/error-codes';

/**
 * The idempotency keys of one payment attempt (docs/payments.md). A service that knows a key
 * answers with the first result it gave for it, so:
 * - the create key belongs to one attempt at one request: a retry of the same request reuses it,
 *   a cancel or any final answer starts a new attempt with a new key;
 * - the confirm key belongs to one (setup, amount, method, total): a retry after a network
 *   failure, a timeout or a 5xx reuses it (the outcome is not known, the service may have paid);
 *   a final answer (paid, or refused) makes the next press a new attempt with a new key.
 */
export interface AttemptKeys {
  createKey(scope: string): string;
  confirmKey(scope: string): string;
  /** The last call got a final answer (success or refusal): the next press is a new attempt. */
  settled(): void;
  /** The person cancelled the setup: the next create is a new attempt. */
  cancelled(): void;
  /** What a reload needs to offer the same confirmation again. */
  snapshot(): AttemptKeysSnapshot;
}

interface ScopedKey {
  scope: string;
  key: string;
}

export interface AttemptKeysSnapshot {
  create: ScopedKey | null;
  confirm: ScopedKey | null;
}

const randomKey = () => crypto.randomUUID();

function keyFor(previous: ScopedKey | null, scope: string, newKey: () => string): ScopedKey {
  return previous?.scope === scope ? previous : { scope, key: newKey() };
}

export function createAttemptKeys(
  newKey: () => string = randomKey,
  restored: AttemptKeysSnapshot = { create: null, confirm: null },
): AttemptKeys {
  let { create, confirm } = restored;
  return {
    createKey(scope) {
      create = keyFor(create, scope, newKey);
      return create.key;
    },
    confirmKey(scope) {
      confirm = keyFor(confirm, scope, newKey);
      return confirm.key;
    },
    settled() {
      create = null;
      confirm = null;
    },
    cancelled() {
      create = null;
      confirm = null;
    },
    snapshot: () => ({ create, confirm }),
  };
}

/** The scope of a confirmation: a change to any of these is another attempt. */
export function confirmScope(parts: {
  setupId: number;
  amount: number;
  methodId: number | string;
  total: number;
}): string {
  return `${String(parts.setupId)}:${String(parts.amount)}:${String(parts.methodId)}:${String(parts.total)}`;
}

/** How long a confirmation may take before its outcome is reported as unknown. */
export const CONFIRM_TIMEOUT_MS = 120_000;

/** Thrown by `withTimeout` when a call has not answered in time: its outcome is unknown. */
export class CallTimedOut extends Error {
  constructor() {
    super('The call did not answer in time.');
    this.name = 'CallTimedOut';
  }
}

/**
 * Whether a failed call left its outcome unknown: no answer at all (network failure, timeout), a
 * server failure, or the service saying a confirmation of the setup is still being processed
 * (another tab's, or an earlier try's). The retry must then reuse the key. Any other answer is final.
 */
export function outcomeUnknown(error: unknown): boolean {
  if (error instanceof CallTimedOut) return true;
  if (!isApiError(error) || error.status === 0 || error.status >= 500) return true;
  return stillBeingProcessed(error);
}

/** The service's "still being processed" (409 PA031): not a refusal, the result comes later. */
export function stillBeingProcessed(error: unknown): boolean {
  return (
    isApiError(error) &&
    error.status === 409 &&
    error.errorCode === ERROR_CODES.confirmationInProgress
  );
}

/**
 * Runs a write with a time limit: the call is aborted after `ms` and reported as `CallTimedOut`
 * (unknown outcome). Writes have no limit of their own in the fetcher.
 */
export async function withTimeout<T>(
  ms: number,
  call: (signal: AbortSignal) => Promise<T>,
): Promise<T> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), ms);
  try {
    return await call(controller.signal);
  } catch (error) {
    if (controller.signal.aborted) throw new CallTimedOut();
    throw error;
  } finally {
    clearTimeout(timer);
  }
}
