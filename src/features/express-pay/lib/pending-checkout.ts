import type { ExpressConfirmation, ExpressRecentPayment } from '../api/express-pay-api';
import type { PaymentChoice } from './methods';

/** sessionStorage name of a checkout's pending confirmation (docs/payments.md). */
export const EXPRESS_ATTEMPT_FLOW = 'express-pay';

/** The checkout link an attempt belongs to: another link opened in this tab never sees it. */
export const linkOwner = (strategy: string, link: string) => `link:${strategy}/${link}`;

/**
 * What a reload needs of a confirmation on its way: the intent's id and breakdown and the card
 * chosen (a saved card's id, or the card typed into the provider form). No client secret, no card
 * details, no token.
 */
export interface PendingCheckout {
  id: number;
  amount: number;
  convenienceFee: number;
  largeAmountFee: number;
  total: number;
  choice: PaymentChoice;
}

/**
 * The confirmation of a pending checkout as the account's recent payments list it (the express
 * payment's id is the intent's), or null when it is not there, or not paid.
 */
export function confirmationFromRecent(
  pending: PendingCheckout,
  payments: readonly ExpressRecentPayment[],
): ExpressConfirmation | null {
  const payment = payments.find((p) => p.id === pending.id);
  if (!payment || (payment.status !== 'pending' && payment.status !== 'completed')) return null;
  return {
    id: payment.id,
    confirmationNumber: payment.confirmationNumber,
    amount: payment.amount,
    convenienceFee: pending.convenienceFee,
    largeAmountFee: pending.largeAmountFee,
    total: payment.total ?? pending.total,
    paidAt: payment.submittedAt,
    status: payment.status,
    ...(payment.paymentMethod ? { paymentMethod: payment.paymentMethod } : {}),
  };
}
