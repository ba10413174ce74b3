// The money rules of the sandbox's payments service, pure so they are tested on their own
// (money.test.ts): pricing by the association's payment options (SPEC §9), the words of the
// acknowledgement, confirmation numbers, the next date of a recurring payment, and whether a
// sub-ledger may enrol in auto-draft (SPEC §4).
import { addMonths, addYears, formatISO, parseISO } from 'date-fns';
import type { PaymentOptionRecord } from './schema.ts';

export type MethodType = PaymentOptionRecord['methodType'];

export interface Price {
  amount: number;
  convenienceFee: number;
  largeAmountFee: number;
  total: number;
}

/** Basis points of cents, rounded half up to the cent. */
export function basisPointsOf(amount: number, basisPoints: number): number {
  return Math.floor((amount * basisPoints + 5000) / 10000);
}

export function price(amount: number, option: PaymentOptionRecord): Price {
  const fee = option.convenienceFee;
  const convenienceFee =
    fee.kind === 'flat'
      ? (fee.flatAmount ?? 0)
      : basisPointsOf(amount, fee.percentBasisPoints ?? 0);
  const large = option.largeAmountFee;
  // Strictly over the threshold: $2,000.00 pays none, $2,000.01 pays it on the whole amount.
  const largeAmountFee =
    amount > large.thresholdAmount ? basisPointsOf(amount, large.percentBasisPoints) : 0;
  return {
    amount,
    convenienceFee,
    largeAmountFee,
    total: amount + convenienceFee + largeAmountFee,
  };
}

/** The option a method type pays by, when the association takes it at this amount. */
export function optionFor(
  options: readonly PaymentOptionRecord[],
  type: MethodType,
  amount: number,
): PaymentOptionRecord | 'disabled' | 'outOfRange' {
  const option = options.find((o) => o.methodType === type);
  if (!option?.enabled) return 'disabled';
  if (amount < option.minAmount || amount > option.maxAmount) return 'outOfRange';
  return option;
}

export function dollars(cents: number): string {
  const whole = Math.trunc(Math.abs(cents) / 100).toLocaleString('en-US');
  return `${cents < 0 ? '-' : ''}$${whole}.${String(Math.abs(cents) % 100).padStart(2, '0')}`;
}

const CARD_NAMES = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  discover: 'Discover',
  americanExpress: 'American Express',
} as const;

const CARD_NICKNAMES = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  discover: 'Discover',
  americanExpress: 'Amex',
} as const;

/** A card brand as a saved method's nickname starts (`Visa ••4242`, `Amex ••0005`). */
export function brandShort(brand: keyof typeof CARD_NICKNAMES | undefined): string {
  return CARD_NICKNAMES[brand ?? 'visa'];
}

export interface MethodFacts {
  type: MethodType;
  brand?: keyof typeof CARD_NAMES | null;
  bankType?: 'checking' | 'savings' | null;
  last4: string;
}

export function methodWords(method: MethodFacts): string {
  if (method.type === 'eCheck')
    return `${method.bankType ?? 'checking'} account ending in ${method.last4}`;
  return `${method.brand ? CARD_NAMES[method.brand] : 'card'} ending in ${method.last4}`;
}

/** The consent a one-time payment asks for, in the management company's words. */
export function oneTimeConsent(company: string, method: MethodFacts, priced: Price): string {
  const fee = priced.convenienceFee + priced.largeAmountFee;
  if (method.type === 'eCheck')
    return `I authorize ${company} to debit ${dollars(priced.total)} from my ${methodWords(method)}, including a ${dollars(fee)} convenience fee. The debit is made 2-4 business days after the authorized date.`;
  return `I authorize ${company} to charge ${dollars(priced.total)} to my ${methodWords(method)}, including a ${dollars(fee)} convenience fee charged by the payment processor. Payment is pulled 2-4 business days after the authorized date.`;
}

export function scheduledConsent(
  association: string,
  method: MethodFacts,
  priced: Price,
  day: string,
): string {
  const fee = priced.convenienceFee + priced.largeAmountFee;
  const verb = method.type === 'eCheck' ? 'debit' : 'charge';
  const on = parseISO(day).toLocaleDateString('en-US', {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
  });
  return `I authorize ${association} to ${verb} ${dollars(priced.total)} ${method.type === 'eCheck' ? 'from' : 'to'} my ${methodWords(method)} on ${on}, including a ${dollars(fee)} convenience fee. Changes must be made by 8:00pm EST the day before.`;
}

const EVERY = { monthly: 'month', quarterly: 'quarter', yearly: 'year' } as const;

export function recurringConsent(
  association: string,
  method: MethodFacts,
  priced: Price,
  interval: keyof typeof EVERY,
  start: string,
): string {
  const fee = priced.convenienceFee + priced.largeAmountFee;
  const verb = method.type === 'eCheck' ? 'debit' : 'charge';
  const from = parseISO(start).toLocaleDateString('en-US', {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
  });
  return `I authorize ${association} to ${verb} ${dollars(priced.total)} (including a ${dollars(fee)} convenience fee) ${method.type === 'eCheck' ? 'from' : 'to'} my ${methodWords(method)} every ${EVERY[interval]} starting ${from}, until I cancel. Cancellation must be in writing within 14 calendar days of the due date; changes must be made by 8:00pm EST the day before.`;
}

/** `CY-20261122-9003`: the day it was made (in the association's zone) and the payment's id. */
export function confirmationNumber(day: string, id: number): string {
  return `CY-${day.replace(/-/g, '')}-${String(id)}`;
}

export function nextOccurrence(day: string, interval: keyof typeof EVERY): string {
  const date = parseISO(day);
  const next =
    interval === 'monthly'
      ? addMonths(date, 1)
      : interval === 'quarterly'
        ? addMonths(date, 3)
        : addYears(date, 1);
  return formatISO(next, { representation: 'date' });
}

export type AutoDraftRefusal = 'hasBalance' | 'subLedger' | 'blocked' | 'legacyAssociation';

/** SPEC §4: auto-draft only for a main ledger with no balance, not blocked, of a standard association. */
export function autoDraftRefusal(account: {
  balance: number;
  isSubLedger: boolean;
  isBlocked: boolean;
  legacy: boolean;
}): AutoDraftRefusal | null {
  if (account.legacy) return 'legacyAssociation';
  // A sub-ledger is never drafted, blocked or not: the reason the story gives special assessment 3002.
  if (account.isSubLedger) return 'subLedger';
  if (account.isBlocked) return 'blocked';
  if (account.balance > 0) return 'hasBalance';
  return null;
}

/** SPEC §4: the duplicate warning covers a payment of the same amount on the account in 12 hours. */
export const DUPLICATE_WINDOW_MS = 12 * 60 * 60 * 1000;

export function isDuplicate(
  previous: { amount: number; submittedAt: Date },
  amount: number,
  now: Date,
): boolean {
  return (
    previous.amount === amount &&
    now.getTime() - previous.submittedAt.getTime() < DUPLICATE_WINDOW_MS
  );
}

/** Seconds until a pending payment settles (SANDBOX_SETTLE_SECONDS, default 120). */
export function settleSeconds(): number {
  const seconds = Number(process.env.SANDBOX_SETTLE_SECONDS ?? '120');
  return Number.isFinite(seconds) && seconds >= 0 ? seconds : 120;
}
