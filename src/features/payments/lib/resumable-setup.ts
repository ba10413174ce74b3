import type { PricedSetup } from '../api/payment-setups';

/** A priced setup with whose payment it is: what a make-a-payment attempt confirms. */
export type AttemptSetup = PricedSetup & { ownerId: number; subLedgerId: number };

/**
 * What a pending confirmation keeps of its setup in this tab's sessionStorage (docs/payments.md):
 * only the fields the resume needs to look the payment up, show the review again and send the
 * same confirmation (issue 55 item 5). A whitelist, so a field the service adds to its answer
 * (an account number, a token) is never stored; of the method, its label and last four digits.
 */
export function resumableSetup(setup: AttemptSetup): AttemptSetup {
  const { paymentMethod: method, acknowledgement } = setup;
  return {
    kind: setup.kind,
    id: setup.id,
    ownerId: setup.ownerId,
    subLedgerId: setup.subLedgerId,
    amount: setup.amount,
    convenienceFee: setup.convenienceFee,
    largeAmountFee: setup.largeAmountFee,
    total: setup.total,
    date: setup.date,
    ...(setup.interval !== undefined ? { interval: setup.interval } : {}),
    paymentMethod: {
      id: method.id,
      type: method.type,
      last4: method.last4,
      ...(method.brand !== undefined ? { brand: method.brand } : {}),
      ...(method.bankType !== undefined ? { bankType: method.bankType } : {}),
      ...(method.bankName !== undefined ? { bankName: method.bankName } : {}),
      ...(method.nickname !== undefined ? { nickname: method.nickname } : {}),
    },
    ...(acknowledgement
      ? {
          acknowledgement: {
            id: acknowledgement.id,
            text: acknowledgement.text,
            required: acknowledgement.required,
          },
        }
      : {}),
  };
}
