// The express pay service (openapi/express-pay.yaml): the only door to generated/ for this
// feature. Every call here goes out with the epay token (src/lib/api/epay-token.ts), never the
// user token; the fetcher picks it by service.
import { queryOptions } from '@tanstack/react-query';
import { authenticateExpressPay } from '@generated/express-pay/hooks/express-auth/express-auth';
import {
  getExpressAccount,
  getListExpressPaymentsQueryKey,
  listExpressPayments,
} from '@generated/express-pay/hooks/express-account/express-account';
import {
  confirmExpressAcknowledgement,
  confirmExpressPayment,
  createExpressPayment,
  updateExpressPayment,
} from '@generated/express-pay/hooks/express-checkout/express-checkout';
import type {
  ExpressAccount,
  ExpressConfirmation,
  ExpressPaymentIntent,
} from '@generated/express-pay/model';
import {
  ConfirmExpressPaymentResponse,
  CreateExpressPaymentResponse,
  GetExpressAccountResponse,
  ListExpressPaymentsResponse,
  UpdateExpressPaymentResponse,
} from '@generated/express-pay/zod/express-pay.zod';
import { checkAnswer } from '@/lib/api/answer-check';
import { RECENT_PAYMENTS_STALE_TIME } from '@/lib/api/query-client';

// Every answer below carries money: each is checked against the contract where it arrives
// (src/lib/api/answer-check.ts). An unreadable confirmation is an unknown outcome, never a
// failure (outcomeUnknown in entities/payment-attempt), so nobody is invited to pay twice.

export type {
  ExpressAccount,
  ExpressConfirmation,
  ExpressPaymentIntent,
  ExpressPaymentMethod,
  ExpressPaymentMethodSummary,
  ExpressPaymentOption,
  ExpressPaymentSetup,
  ExpressRecentPayment,
} from '@generated/express-pay/model';

/** `POST /authenticate`: the link's two route segments for the epay token. */
export async function authenticateLink(strategy: string, link: string): Promise<string> {
  const { token } = await authenticateExpressPay({ strategy, link });
  return token;
}

/** `GET /account`: balance, payment setup, options and saved cards behind the link. */
export async function fetchAccount(): Promise<ExpressAccount> {
  return checkAnswer('getExpressAccount', GetExpressAccountResponse, await getExpressAccount());
}

/**
 * `GET /payments`, keyed by the checkout link as well: the generated key is the same for every
 * link, and one tab may open two links. SPEC §9: recent payments are never served from cache.
 */
export function recentPaymentsQueryOptions(checkoutLinkId: number) {
  return queryOptions({
    queryKey: [...getListExpressPaymentsQueryKey(), checkoutLinkId] as const,
    queryFn: async ({ signal }) =>
      checkAnswer(
        'listExpressPayments',
        ListExpressPaymentsResponse,
        await listExpressPayments({ signal }),
      ),
    staleTime: RECENT_PAYMENTS_STALE_TIME,
    // The list says itself that it could not load; no toast on top.
    meta: { suppressErrorToast: true },
  });
}

/** The recent payments of every link (to drop from the cache when a checkout closes). */
export const allRecentPaymentsQueryKey = getListExpressPaymentsQueryKey();

/**
 * `POST /express-pay`: prices the amount and creates the card payment intent. The key is one per
 * attempt and resent unchanged on a retry, so a retry returns the same intent.
 */
export async function createPaymentIntent(
  amount: number,
  idempotencyKey: string,
): Promise<ExpressPaymentIntent> {
  return checkAnswer(
    'createExpressPayment',
    CreateExpressPaymentResponse,
    await createExpressPayment({ amount, idempotencyKey }),
  );
}

/** `PATCH /express-pay/{id}`: reprices the open intent for a new amount. */
export async function updatePaymentIntent(
  id: number,
  amount: number,
): Promise<ExpressPaymentIntent> {
  return checkAnswer(
    'updateExpressPayment',
    UpdateExpressPaymentResponse,
    await updateExpressPayment(id, { amount }),
  );
}

/** `PUT /acknowledgement/{id}/confirm`: records the consent to the intent's text. */
export function acceptAcknowledgement(id: number): Promise<void> {
  return confirmExpressAcknowledgement(id, { accepted: true });
}

/**
 * `PUT /express-pay/{id}/confirm`: submits the payment with a saved card, or with the card typed
 * into the provider form (no body field). The same Idempotency-Key on a retry: the service
 * answers it with the first result and never charges twice.
 */
export async function confirmPayment(
  id: number,
  idempotencyKey: string,
  paymentMethodId: number | null,
  signal?: AbortSignal,
): Promise<ExpressConfirmation> {
  return checkAnswer(
    'confirmExpressPayment',
    ConfirmExpressPaymentResponse,
    await confirmExpressPayment(
      id,
      { 'Idempotency-Key': idempotencyKey },
      paymentMethodId === null ? {} : { paymentMethodId },
      signal ? { signal } : undefined,
    ),
  );
}
