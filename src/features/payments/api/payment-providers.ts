// The payment provider accounts behind the homeowner's payments (SPEC §7 Payment/Providers).
import { getListPaymentProvidersQueryOptions } from '@generated/connect-payments/hooks/payment-providers/payment-providers';

export { runPaymentProviderAction } from '@generated/connect-payments/hooks/payment-providers/payment-providers';

/** The provider accounts, for the make-payment form and its loader; the form says a failure. */
export const paymentProvidersQueryOptions = () =>
  getListPaymentProvidersQueryOptions({ query: { meta: { suppressErrorToast: true } } });
export type { PaymentProvider } from '@generated/connect-payments/model';
