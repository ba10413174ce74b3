import type { PaymentMethodForm, PaymentProviderKind } from './types';

export type {
  PaymentConfirmResult,
  PaymentFormTextKey,
  PaymentMethodForm,
  PaymentMethodFormHandle,
  PaymentMethodFormProps,
  PaymentMethodKind,
  PaymentProviderKind,
} from './types';

/**
 * Loads the card / bank account form of a provider. Each provider is its own chunk, fetched only
 * here (Stripe's code lands in the `stripe-*` chunk, never in the first load or a route's chunk).
 * Rejects when the provider cannot be loaded (offline, blocked, no key): the caller shows
 * "Payment Method Unavailable". The sandbox needs no key.
 */
export async function loadPaymentMethodForm(
  kind: PaymentProviderKind,
  publishableKey: string,
): Promise<PaymentMethodForm> {
  if (kind === 'sandbox') {
    const { SandboxPaymentMethodForm } = await import('./sandbox-provider');
    return SandboxPaymentMethodForm;
  }
  const { loadStripePaymentMethodForm } = await import('./stripe-provider');
  return loadStripePaymentMethodForm(publishableKey);
}
