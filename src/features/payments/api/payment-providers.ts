// The payment provider accounts behind the homeowner's payments (SPEC §7 Payment/Providers).
export {
  runPaymentProviderAction,
  useListPaymentProviders,
} from '@generated/connect-payments/hooks/payment-providers/payment-providers';
export type { PaymentProvider } from '@generated/connect-payments/model';
