import {
  catalogueKey,
  describeProblem,
  problemErrorCode,
  problemText,
  type ProblemWording,
} from '@/lib/api/problem';
import { ERROR_CODES } from '@/lib/api/error-codes';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The kind of payment method a call was about: SPEC §8 words PA020 by it. */
export type ProblemMethodKind = 'card' | 'bank';

export { catalogueKey };

/**
 * A failed billing call in words, shown where it happened (never as a toast on top): every screen
 * that pays, enrols, adds or changes a payment method says the same thing for the same answer.
 */
export interface BillingProblem {
  text: string;
  errorId?: string | undefined;
  /** Shown as "Error Code" for a server failure (SPEC §8: errorCode, else FE001). */
  errorCode?: string | undefined;
  /** The catalogue code of a 4xx: PA037 adds the profile link, PA020 offers the other kind. */
  code?: string | undefined;
}

export interface BillingProblemOptions {
  /** The method the call used, when known: PA020 then points to the other kind. */
  methodKind?: ProblemMethodKind | undefined;
  /** A payment or enrolment call: the network words promise that pressing again never charges twice. */
  charges?: boolean;
}

/** `eCheck` (the services' bank type) is a bank; every other method type is a card. */
export function methodKindOf(type: string | undefined): ProblemMethodKind | undefined {
  if (!type) return undefined;
  return type === 'eCheck' || type === 'bank' ? 'bank' : 'card';
}

/** How the billing screens word a problem: the payment service by name, PA020 by method. */
export function billingWording(t: Translate, options: BillingProblemOptions = {}): ProblemWording {
  return {
    codes: { [ERROR_CODES.confirmationInProgress]: t('common:paymentAttempt.inProgress') },
    methodKind: options.methodKind,
    kinds: {
      network: t(
        options.charges ? 'common:billingProblem.networkCharges' : 'common:billingProblem.network',
      ),
    },
    // Billing calls suppress their toast: the Error Code of a server failure is said here.
    withErrorCode: true,
  };
}

/**
 * SPEC §8 wording, beside the action (the shared vocabulary, `problemText`): no answer says the
 * connection failed; a 5xx says the server-error text with its Error Code; a 4xx says the
 * catalogue text for its errorCode, else the service's own detail, with its Error ID.
 */
export function billingProblem(
  error: unknown,
  t: Translate,
  options: BillingProblemOptions = {},
): BillingProblem {
  const problem = describeProblem(error);
  const text = problemText(problem, t, billingWording(t, options));
  if (problem.kind === 'network') return { text };
  const errorCode = problemErrorCode(problem);
  if (errorCode !== undefined) return { text, errorId: problem.errorId, errorCode };
  return { text, errorId: problem.errorId, code: problem.code };
}
