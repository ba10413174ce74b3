import {
  digitsOf,
  parseExpiry,
  type BankAccountType,
  type BankInput,
  type CardInput,
} from './sandbox-validation';

// What the sandbox provider learns of a test card or bank account, as a card provider (Stripe)
// would: brand or bank type, card type, last four digits, expiry. Pure; never the card or account
// number, the name, the CVC or the routing number.

export type CardBrand = 'visa' | 'mastercard' | 'discover' | 'americanExpress';

export interface CardFacts {
  type: 'creditCard' | 'debitCard';
  brand: CardBrand;
  last4: string;
  expMonth: number;
  expYear: number;
}

export interface BankFacts {
  type: 'eCheck';
  bankType: BankAccountType;
  last4: string;
  bankName?: string;
}

export type SandboxMethodFacts = CardFacts | BankFacts;

/** Stripe's debit and prepaid test numbers; every other card is a credit card. */
const DEBIT_TEST_CARDS: ReadonlySet<string> = new Set([
  '4000056655665556',
  '5200828282828210',
  '5105105105105100',
]);

/** Stripe's test routing number, and the bank name it reports for it. */
const TEST_BANKS: ReadonlyMap<string, string> = new Map([['110000000', 'STRIPE TEST BANK']]);

function prefixBetween(digits: string, length: number, low: number, high: number): boolean {
  if (digits.length < length) return false;
  const prefix = Number(digits.slice(0, length));
  return prefix >= low && prefix <= high;
}

/** The brand a card number's prefix names; null when it is none the portal takes. */
export function cardBrandOf(digits: string): CardBrand | null {
  if (!/^\d+$/.test(digits)) return null;
  if (digits.startsWith('4')) return 'visa';
  if (prefixBetween(digits, 2, 51, 55) || prefixBetween(digits, 4, 2221, 2720)) return 'mastercard';
  if (digits.startsWith('34') || digits.startsWith('37')) return 'americanExpress';
  if (digits.startsWith('6011') || prefixBetween(digits, 3, 644, 649) || digits.startsWith('65'))
    return 'discover';
  return null;
}

/**
 * The facts of a (valid) test card; null when its number or expiry cannot be read or its brand is
 * none the portal takes.
 */
export function cardFacts(input: CardInput): CardFacts | null {
  const digits = digitsOf(input.number);
  const expiry = parseExpiry(input.expiry);
  if (!digits || digits.length < 4 || !expiry) return null;
  const brand = cardBrandOf(digits);
  if (!brand) return null;
  return {
    type: DEBIT_TEST_CARDS.has(digits) ? 'debitCard' : 'creditCard',
    brand,
    last4: digits.slice(-4),
    expMonth: expiry.month,
    expYear: expiry.year,
  };
}

/** The facts of a (valid) test bank account; null when its account number cannot be read. */
export function bankFacts(input: BankInput): BankFacts | null {
  const account = digitsOf(input.accountNumber);
  if (!account || account.length < 4) return null;
  const bankName = TEST_BANKS.get(digitsOf(input.routingNumber) ?? '');
  return {
    type: 'eCheck',
    bankType: input.accountType,
    last4: account.slice(-4),
    ...(bankName === undefined ? {} : { bankName }),
  };
}
