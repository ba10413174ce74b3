// Adding a payment method (connect-payments): a provider SetupIntent is created, the provider's
// form confirms it in the browser, then the service stores the method. Plain calls, not hooks:
// the dialog shows their errors itself, so no global error toast is raised for them.
import {
  completePaymentMethodSetup,
  createPaymentMethodSetup,
} from '@generated/connect-payments/hooks/payment-methods/payment-methods';
import type { PaymentMethod, PaymentMethodSetup } from '@generated/connect-payments/model';

export type { PaymentMethod, PaymentMethodSetup } from '@generated/connect-payments/model';

/** What the homeowner adds: a card (credit or debit, the provider tells) or a bank account. */
export type NewPaymentMethodKind = 'card' | 'bank';

/** `POST /PaymentMethod/Setup` for the owner; the answer carries the provider's client secret. */
export function startPaymentMethodSetup(
  kind: NewPaymentMethodKind,
  ownerId: number,
): Promise<PaymentMethodSetup> {
  return createPaymentMethodSetup({ type: kind === 'card' ? 'creditCard' : 'eCheck', ownerId });
}

/** `POST /PaymentMethod/Setup/{setupIntentId}/Complete` once the provider confirmed it. */
export function completeSetup(setupIntentId: string): Promise<PaymentMethod> {
  return completePaymentMethodSetup(encodeURIComponent(setupIntentId));
}
