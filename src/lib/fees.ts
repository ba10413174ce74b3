import { percentOfCents } from './money';

/**
 * SPEC §9: "Fee on payments over $2,000: an additional percentage (largeAmountFee)" — charged
 * on the whole amount once it is strictly above the threshold ($2,000.00 pays none,
 * $2,000.01 pays it). "A convenience fee is either a percentage or a flat fee." Percentages are
 * basis points, rounded half up to the cent.
 *
 * Domain-free on purpose: the connect-payments options (make a payment) and the express-pay
 * options (guest checkout) both have this shape, so the rule lives once, here.
 */
export interface ConvenienceFeeRule {
  kind: 'percentage' | 'flat';
  /** Hundredths of a percent (295 = 2.95%). */
  percentBasisPoints?: number | undefined;
  /** Cents. */
  flatAmount?: number | undefined;
}

export interface LargeAmountFeeRule {
  /** Cents; the fee applies to amounts strictly above it. */
  thresholdAmount: number;
  percentBasisPoints: number;
}

export interface FeeRules {
  convenienceFee: ConvenienceFeeRule;
  largeAmountFee: LargeAmountFeeRule;
}

/** A payment option as far as pricing goes: its fees, whether it is on, and its limits. */
export interface PricedOption<MethodType extends string = string> extends FeeRules {
  methodType: MethodType;
  enabled: boolean;
  /** Cents; no lower limit when absent. */
  minAmount?: number | undefined;
  /** Cents; no upper limit when absent. */
  maxAmount?: number | undefined;
}

export interface FeeBreakdown {
  amount: number;
  convenienceFee: number;
  largeAmountFee: number;
  total: number;
}

export function computeFees(amount: number, option: FeeRules): FeeBreakdown {
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

/** Whether an option takes a payment of this amount: enabled and within its limits. */
export function optionAccepts(option: PricedOption, amount: number): boolean {
  return (
    option.enabled &&
    amount >= (option.minAmount ?? Number.NEGATIVE_INFINITY) &&
    amount <= (option.maxAmount ?? Number.POSITIVE_INFINITY)
  );
}

/** The method types a payment of this amount may use, each with what it would cost in total. */
export function totalsByMethodType<MethodType extends string>(
  amount: number,
  options: readonly PricedOption<MethodType>[],
): { methodType: MethodType; breakdown: FeeBreakdown }[] {
  return options
    .filter((option) => optionAccepts(option, amount))
    .map((option) => ({ methodType: option.methodType, breakdown: computeFees(amount, option) }))
    .sort((a, b) => a.breakdown.total - b.breakdown.total);
}
