import type { PendingAttempt } from '@/entities/payment-attempt/lib/pending-attempt';
import { sendAttempt } from '@/entities/payment-attempt/lib/send-attempt';
import {
  billingProblem,
  type BillingProblem,
} from '@/entities/payment-attempt/lib/billing-problem';
import { confirmPayment, type ExpressConfirmation } from '../api/express-pay-api';
import { EXPRESS_ATTEMPT_FLOW, type PendingCheckout } from './pending-checkout';

export type PendingExpressAttempt = PendingAttempt<PendingCheckout, never>;

export type ConfirmOutcome =
  | { kind: 'paid'; confirmation: ExpressConfirmation }
  /** The card provider declined: a final answer. */
  | { kind: 'declined'; reason: string | undefined }
  /** Refused by the service (a 4xx): a final answer. */
  | { kind: 'refused'; error: unknown }
  /** No answer, a timeout or a 5xx: the service may have paid; the key stays for a retry. */
  | { kind: 'unknown'; error: unknown };

/**
 * `PUT /express-pay/{id}/confirm` on the attempt model (docs/payments.md, `sendAttempt`): the
 * attempt is kept in this tab's sessionStorage before it is sent and while its outcome is unknown,
 * and dropped on a final answer, so a reload resumes it instead of paying again with a new key.
 */
export async function sendConfirmation(
  pending: PendingExpressAttempt,
  key: string,
): Promise<ConfirmOutcome> {
  const { id, choice } = pending.setup;
  const outcome = await sendAttempt(
    (signal) => confirmPayment(id, key, typeof choice === 'number' ? choice : null, signal),
    { keep: { flow: EXPRESS_ATTEMPT_FLOW, attempt: pending } },
  );
  if (outcome.kind !== 'done') return outcome;
  const confirmation = outcome.result;
  if (confirmation.status === 'failed')
    return { kind: 'declined', reason: confirmation.failureReason };
  return { kind: 'paid', confirmation };
}

type Translate = Parameters<typeof billingProblem>[1];

/** A failed checkout call in words: express pay takes cards only, so PA020 points to a bank. */
export function checkoutProblem(error: unknown, t: Translate): BillingProblem {
  return billingProblem(error, t, { methodKind: 'card', charges: true });
}

/** What a confirmation that did not pay says: the provider's reason for a decline, or the problem. */
export function outcomeProblem(
  outcome: Exclude<ConfirmOutcome, { kind: 'paid' }>,
  t: Translate,
): BillingProblem {
  if (outcome.kind === 'declined')
    return { text: outcome.reason ?? t('express-pay:errors.declined') };
  return checkoutProblem(outcome.error, t);
}
