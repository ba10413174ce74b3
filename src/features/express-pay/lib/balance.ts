import { centsToDecimalString } from '@/lib/money';

/**
 * What the account's balance means for the checkout. The server sends integer cents; anything
 * else (a string, a fraction, NaN) cannot be trusted with money: nothing is offered for payment.
 * A balance of zero or a credit (below zero) needs no payment (the no-payment-needed view).
 */
export type BalanceReading =
  { kind: 'due'; cents: number } | { kind: 'nothingDue'; cents: number } | { kind: 'invalid' };

export function readBalance(value: unknown): BalanceReading {
  if (typeof value !== 'number' || !Number.isSafeInteger(value)) return { kind: 'invalid' };
  return value > 0 ? { kind: 'due', cents: value } : { kind: 'nothingDue', cents: value };
}

/**
 * SPEC §3: "The balance is the server value divided by 100 (the server sends cents)". Done on
 * the digits, not with floating point, so 45000 reads "450.00" and 1 reads "0.01" exactly.
 */
export function balanceInDollars(cents: number): string {
  return centsToDecimalString(cents);
}
