import { percentOfCents } from '@/lib/money';
import type { PaymentMethodType, PaymentOption } from '../api/types';

/**
 * SPEC §9: "Fee on payments over $2,000: an additional percentage (largeAmountFee)" — charged
 * on the whole amount once it is strictly above the threshold ($2,000.00 pays none,
 * $2,000.01 pays it). "A convenience fee is either a percentage or a flat fee." Percentages are
 * basis points, rounded half up to the cent.
 */
export interface FeeBreakdown {
  amount: number;
  convenienceFee: number;
  largeAmountFee: number;
  total: number;
}

export function computeFees(
  amount: number,
  option: Pick<PaymentOption, 'convenienceFee' | 'largeAmountFee'>,
): FeeBreakdown {
  const { convenienceFee: fee, largeAmountFee: large } = option;
  const convenienceFee =
    fee.kind === 'flat'
      ? (fee.flatAmount ?? 0)
      : percentOfCents(amount, fee.percentBasisPoints ?? 0);
  const largeAmountFee =
    amount > large.thresholdAmount ? percentOfCents(amount, large.percentBasisPoints) : 0;
  return {
    amount,
    convenienceFee,
    largeAmountFee,
    total: amount + convenienceFee + largeAmountFee,
  };
}

/** The method types a payment of this amount may use, each with what it would cost in total. */
export function totalsByMethodType(
  amount: number,
  options: readonly PaymentOption[],
): { methodType: PaymentMethodType; breakdown: FeeBreakdown }[] {
  return options
    .filter((option) => option.enabled && amount >= option.minAmount && amount <= option.maxAmount)
    .map((option) => ({ methodType: option.methodType, breakdown: computeFees(amount, option) }))
    .sort((a, b) => a.breakdown.total - b.breakdown.total);
}
