import type { PaymentReceipt } from '@/entities/payment-attempt/lib/receipt';
import type { SubmittedPayment } from '../api/payment-setups';
import { methodLabel } from './method-label';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * The receipt of a submitted payment. A scheduled or recurring payment has no confirmation
 * number yet: its id is the reference. `t` is the make-payment namespace's (method words);
 * `associationName` is the paid property's association.
 */
export function receiptOf(
  payment: SubmittedPayment,
  t: Translate,
  associationName?: string,
): PaymentReceipt {
  const fee = payment.fee ?? (payment.total !== undefined ? payment.total - payment.amount : 0);
  return {
    associationName,
    reference: payment.confirmationNumber ?? String(payment.id),
    referenceKind: payment.confirmationNumber ? 'confirmationNumber' : 'reference',
    amount: payment.amount,
    fee,
    total: payment.total ?? payment.amount + fee,
    methodLabel: payment.paymentMethod ? methodLabel(payment.paymentMethod, t) : '',
    date: payment.date,
    dateKind: payment.kind === 'recurring' ? 'nextDate' : 'date',
  };
}
