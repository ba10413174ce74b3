import { createFileRoute } from '@tanstack/react-router';
import { PaymentSupportPage } from '@/features/billing-support/components/payment-support-page';

export const Route = createFileRoute('/_app/_authed/billing/support')({
  component: PaymentSupportPage,
});
