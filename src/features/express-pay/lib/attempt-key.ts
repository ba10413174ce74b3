import {
  createAttemptKeys,
  type AttemptKeys,
  type AttemptKeysSnapshot,
} from '@/entities/payment-attempt/lib/attempt-keys';

export { outcomeUnknown } from '@/entities/payment-attempt/lib/attempt-keys';

/**
 * What a checkout remembers between presses (and between visits to its review step): the keys of
 * its attempt (the shared attempt model, docs/payments.md) and the acknowledgement already
 * accepted, so a retry does not accept it twice.
 */
export interface AttemptMemory extends AttemptKeys {
  isAccepted(acknowledgementId: number): boolean;
  accepted(acknowledgementId: number): void;
}

export function createAttemptMemory(
  newKey?: () => string,
  restored?: AttemptKeysSnapshot,
): AttemptMemory {
  const keys = createAttemptKeys(newKey, restored);
  let acceptedId: number | null = null;
  return {
    ...keys,
    isAccepted: (acknowledgementId) => acceptedId === acknowledgementId,
    accepted(acknowledgementId) {
      acceptedId = acknowledgementId;
    },
  };
}
