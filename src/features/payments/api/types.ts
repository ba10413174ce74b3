// The payment models the feature works with, from the connect-payments contract.
export type {
  ConvenienceFee,
  LargeAmountFee,
  PaymentMethod,
  PaymentMethodSummary,
  PaymentMethodType,
  PaymentOption,
  PaymentOptions,
  SubLedger,
} from '@generated/connect-payments/model';
