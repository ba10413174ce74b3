import { useConfirmAcknowledgement as useGeneratedConfirmAcknowledgement } from '@generated/connect-payments/hooks/acknowledgements/acknowledgements';
import { useGetPaymentOptions } from '@generated/connect-payments/hooks/payment-options/payment-options';

// The payment options models the support and consent pages read (connect-payments contract).
export type {
  ConvenienceFee,
  LargeAmountFee,
  PaymentMethodType,
  PaymentOption,
  PaymentOptions,
  SupportFaqItem,
} from '@generated/connect-payments/model';

/**
 * GET /Association/{id}/PaymentOption for the selected association; nothing is asked while no
 * association is known. The pages show a failure themselves, so no toast on top of it.
 */
export function usePaymentOptions(associationId: number | null) {
  return useGetPaymentOptions(associationId ?? 0, {
    query: { enabled: associationId !== null, meta: { suppressErrorToast: true } },
  });
}

/**
 * PUT /Acknowledgement/{id}/Confirm. The consent page shows a failure beside the button, so no
 * toast on top of it.
 */
export function useConfirmAcknowledgement() {
  return useGeneratedConfirmAcknowledgement({ mutation: { meta: { suppressErrorToast: true } } });
}
