import type { PaymentReceipt } from '@/entities/payment-attempt/lib/receipt';
import { cardLabel } from './card-label';
import type { SavedConfirmation, SavedMethod } from './confirmation-store';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** "Visa ending in 4242"; after a reload only the type was kept: "Credit card". */
function methodName(method: SavedMethod, t: Translate): string {
  if (method.last4) return cardLabel({ ...method, last4: method.last4 }, t);
  return method.brand
    ? t(`methods.brand.${method.brand}`, { defaultValue: method.brand })
    : t(`methods.type.${method.type}`);
}

/** The receipt of a paid link. `t` is the express-pay namespace's (method words). */
export function expressReceipt(confirmation: SavedConfirmation, t: Translate): PaymentReceipt {
  return {
    associationName: confirmation.associationName,
    reference: confirmation.confirmationNumber,
    referenceKind: 'confirmationNumber',
    amount: confirmation.amount,
    fee: confirmation.convenienceFee + confirmation.largeAmountFee,
    total: confirmation.total,
    methodLabel: confirmation.paymentMethod ? methodName(confirmation.paymentMethod, t) : '',
    date: confirmation.paidAt,
    dateKind: 'date',
  };
}
