import { isApiError } from '@/lib/api/api-error';

/**
 * One idempotency key per payment attempt (openapi/express-pay.yaml, Idempotency-Key): the same
 * attempt — the same scope, e.g. the same intent at the same total — keeps its key, so a retry
 * after a network failure is answered with the first result and never charges twice.
 */
export interface AttemptKey {
  scope: string;
  key: string;
}

export function keyForAttempt(
  previous: AttemptKey | null,
  scope: string,
  newKey: () => string = () => crypto.randomUUID(),
): AttemptKey {
  return previous?.scope === scope ? previous : { scope, key: newKey() };
}

/**
 * Whether a failed call left the outcome unknown (no answer, or a server failure): the retry must
 * reuse the key. Any other answer was final, and the next press is a new attempt with a new key
 * (the service would replay a final answer for a reused key).
 */
export function outcomeUnknown(error: unknown): boolean {
  return !isApiError(error) || error.status === 0 || error.status >= 500;
}

/**
 * What a checkout remembers between presses (and between visits to its review step): the key of
 * the create and of the confirm attempt, and the acknowledgement already accepted.
 */
export interface AttemptMemory {
  /** The key for creating an intent of this amount. */
  createKey(amount: number): string;
  /** The key for confirming this attempt (same intent, same amount and total). */
  confirmKey(scope: string): string;
  /** The last confirmation got a final answer: the next press is a new attempt. */
  confirmSettled(): void;
  isAccepted(acknowledgementId: number): boolean;
  accepted(acknowledgementId: number): void;
}

export function createAttemptMemory(newKey?: () => string): AttemptMemory {
  let create: AttemptKey | null = null;
  let confirm: AttemptKey | null = null;
  let acceptedId: number | null = null;
  return {
    createKey(amount) {
      create = keyForAttempt(create, String(amount), newKey);
      return create.key;
    },
    confirmKey(scope) {
      confirm = keyForAttempt(confirm, scope, newKey);
      return confirm.key;
    },
    confirmSettled() {
      confirm = null;
    },
    isAccepted(acknowledgementId) {
      return acceptedId === acknowledgementId;
    },
    accepted(acknowledgementId) {
      acceptedId = acknowledgementId;
    },
  };
}
