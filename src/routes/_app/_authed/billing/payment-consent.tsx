import { createFileRoute } from '@tanstack/react-router';
import { PaymentConsentPage } from '@/features/billing-support/components/payment-consent-page';

interface PaymentConsentSearch {
  /** The payment setup's acknowledgement (`acknowledgement.id`) to accept. */
  acknowledgementId?: number;
  /** Where to continue after agreeing; checked with `safeReturnTo` before it is followed. */
  returnTo?: string;
}

/** A positive integer id, as a number (`?acknowledgementId=16011`) or a digit string. */
function parseAcknowledgementId(value: unknown): number | undefined {
  const id =
    typeof value === 'string' && /^[1-9]\d{0,15}$/.test(value)
      ? Number(value)
      : typeof value === 'number'
        ? value
        : undefined;
  return id !== undefined && Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

export const Route = createFileRoute('/_app/_authed/billing/payment-consent')({
  validateSearch: (search: Record<string, unknown>): PaymentConsentSearch => {
    const acknowledgementId = parseAcknowledgementId(search.acknowledgementId);
    return {
      ...(acknowledgementId !== undefined ? { acknowledgementId } : {}),
      ...(typeof search.returnTo === 'string' && search.returnTo !== ''
        ? { returnTo: search.returnTo }
        : {}),
    };
  },
  component: PaymentConsentRoute,
});

function PaymentConsentRoute() {
  const { acknowledgementId, returnTo } = Route.useSearch();
  return <PaymentConsentPage acknowledgementId={acknowledgementId} returnTo={returnTo} />;
}
