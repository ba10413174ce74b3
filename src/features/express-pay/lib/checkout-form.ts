import { parseMoneyInput, type MoneyInputProblem } from '@/lib/money';
import type { PaymentChoice } from './methods';

export type AmountProblem =
  MoneyInputProblem | 'zero' | 'belowMin' | 'aboveMax' | 'aboveBalance' | 'mustPayBalance';

export type MethodProblem = 'required' | 'unavailable';

export interface CheckoutFormErrors {
  method?: MethodProblem;
  amount?: AmountProblem;
}

export interface CheckoutFormValues {
  /** As typed, in dollars. */
  amount: string;
  choice: PaymentChoice | null;
}

export interface CheckoutRules {
  /** Cents due; above zero (the checkout is not shown otherwise). */
  balance: number;
  /** The account's payment setup: whether another amount than the balance may be paid. */
  allowPartial: boolean;
  /** Cents. */
  minAmount: number;
  /** Cents. */
  maxAmount: number;
  /** Whether the chosen method can pay at all (its option is enabled). */
  choiceUsable: boolean;
  /** Limits of the chosen card's option, when a saved card is chosen (cents). */
  optionMinAmount?: number | undefined;
  optionMaxAmount?: number | undefined;
}

export interface AmountLimits {
  min: number;
  max: number;
}

/** The tighter of the account's and the option's limits. */
export function amountLimits(rules: CheckoutRules): AmountLimits {
  return {
    min: Math.max(rules.minAmount, rules.optionMinAmount ?? rules.minAmount),
    max: Math.min(rules.maxAmount, rules.optionMaxAmount ?? rules.maxAmount),
  };
}

export type CheckoutValidation =
  { ok: true; amount: number; choice: PaymentChoice } | { ok: false; errors: CheckoutFormErrors };

/**
 * The checkout form before anything is sent. The amount is cents read from dollars; without
 * partial payments it must be the balance (an amount above it is refused, not trimmed); it must
 * sit within the setup's and the card option's limits.
 */
export function validateCheckout(
  values: CheckoutFormValues,
  rules: CheckoutRules,
  /** The person's language: how the amount is read (src/lib/money.ts). */
  locale: string,
): CheckoutValidation {
  const errors: CheckoutFormErrors = {};
  if (values.choice === null) errors.method = 'required';
  else if (!rules.choiceUsable) errors.method = 'unavailable';

  const parsed = parseMoneyInput(values.amount, locale);
  let amount: number | null = null;
  if (!parsed.ok) errors.amount = parsed.problem;
  else if (parsed.cents === 0) errors.amount = 'zero';
  else if (!rules.allowPartial && parsed.cents > rules.balance) errors.amount = 'aboveBalance';
  else if (!rules.allowPartial && parsed.cents < rules.balance) errors.amount = 'mustPayBalance';
  else {
    const { min, max } = amountLimits(rules);
    if (parsed.cents < min) errors.amount = 'belowMin';
    else if (parsed.cents > max) errors.amount = 'aboveMax';
    else amount = parsed.cents;
  }

  if (amount === null || values.choice === null || errors.method) {
    return { ok: false, errors };
  }
  return { ok: true, amount, choice: values.choice };
}
