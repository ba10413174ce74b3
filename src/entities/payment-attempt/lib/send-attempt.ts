import { CONFIRM_TIMEOUT_MS, outcomeUnknown, withTimeout } from './attempt-keys';
import { clearPendingAttempt, savePendingAttempt, type PendingAttempt } from './pending-attempt';

/**
 * What a call that moves money came to (docs/payments.md): a final answer (`done`, or `refused`
 * by the service), or `unknown` (no answer, a timeout, a 5xx): the service may have acted, so the
 * retry must send the same key.
 */
export type AttemptOutcome<R> =
  | { kind: 'done'; result: R }
  | { kind: 'refused'; error: unknown }
  | { kind: 'unknown'; error: unknown };

/** A failed call as an outcome: unknown when it got no final answer, refused otherwise. */
export function failedOutcome(error: unknown): Extract<AttemptOutcome<never>, { error: unknown }> {
  return outcomeUnknown(error) ? { kind: 'unknown', error } : { kind: 'refused', error };
}

export interface SendAttemptOptions<Setup, Result> {
  /**
   * The attempt kept in this tab's sessionStorage under `flow` before it is sent and while its
   * outcome is unknown, so a reload resumes it instead of paying again with a new key.
   */
  keep?: { flow: string; attempt: PendingAttempt<Setup, Result> } | undefined;
  /** Asked when the answer is `done`: true keeps the result for a page that is not shown now. */
  keepResult?: (() => boolean) | undefined;
  /** The time limit after which the outcome is unknown; `null` for calls that set a value. */
  timeoutMs?: number | null;
}

/**
 * Sends one call of a payment attempt: kept before it goes (when asked), limited in time, and
 * answered as an `AttemptOutcome`. The pure half of `usePaymentAttempt`.
 */
export async function sendAttempt<R, Setup = unknown>(
  call: (signal: AbortSignal | undefined) => Promise<R>,
  { keep, keepResult, timeoutMs = CONFIRM_TIMEOUT_MS }: SendAttemptOptions<Setup, R> = {},
): Promise<AttemptOutcome<R>> {
  if (keep) savePendingAttempt(keep.flow, keep.attempt);
  try {
    const result = await (timeoutMs === null ? call(undefined) : withTimeout(timeoutMs, call));
    if (keep) {
      // Nobody is looking: the page shows the result when the person comes back.
      if (keepResult?.()) savePendingAttempt(keep.flow, { ...keep.attempt, state: 'done', result });
      else clearPendingAttempt(keep.flow);
    }
    return { kind: 'done', result };
  } catch (error) {
    const outcome = failedOutcome(error);
    if (keep) {
      if (outcome.kind === 'unknown')
        savePendingAttempt(keep.flow, { ...keep.attempt, state: 'unknown' });
      else clearPendingAttempt(keep.flow);
    }
    return outcome;
  }
}
