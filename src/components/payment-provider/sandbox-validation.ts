import type { PaymentFormTextKey } from './types';

// Validation of the sandbox provider's card and bank account forms. Pure, so it is tested without
// rendering; nothing here keeps or reports what was typed.

export interface CardInput {
  name: string;
  number: string;
  /** MM/YY */
  expiry: string;
  cvc: string;
}

export type BankAccountType = 'checking' | 'savings';

export interface BankInput {
  holder: string;
  routingNumber: string;
  accountNumber: string;
  accountType: BankAccountType;
}

export type CardErrors = Partial<Record<keyof CardInput, PaymentFormTextKey>>;
export type BankErrors = Partial<Record<keyof BankInput, PaymentFormTextKey>>;

/** The test card the sandbox declines (the same number declines in Stripe's test mode). */
export const SANDBOX_DECLINED_CARD = '4000000000000002';

/** The digits of a number typed with optional spaces or dashes; null when anything else is in it. */
export function digitsOf(value: string): string | null {
  const compact = value.replace(/[\s-]/g, '');
  return /^\d*$/.test(compact) ? compact : null;
}

/** The Luhn check every card number passes. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return digits.length > 0 && sum % 10 === 0;
}

/** Reads MM/YY; null when it is not a month of a year. */
export function parseExpiry(value: string): { month: number; year: number } | null {
  const match = /^\s*(\d{2})\s*\/\s*(\d{2})\s*$/.exec(value);
  if (!match) return null;
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  return month >= 1 && month <= 12 ? { month, year } : null;
}

export function validateCard(input: CardInput, now: Date = new Date()): CardErrors {
  const errors: CardErrors = {};
  if (input.name.trim() === '') errors.name = 'nameRequired';

  const number = digitsOf(input.number);
  if (input.number.trim() === '') errors.number = 'cardNumberRequired';
  else if (number === null || number.length < 13 || number.length > 19 || !passesLuhn(number))
    errors.number = 'cardNumberInvalid';

  const expiry = parseExpiry(input.expiry);
  if (input.expiry.trim() === '') errors.expiry = 'expiryRequired';
  else if (!expiry) errors.expiry = 'expiryInvalid';
  else if (expiry.year * 12 + expiry.month < now.getFullYear() * 12 + now.getMonth() + 1)
    errors.expiry = 'expiryPast';

  if (input.cvc.trim() === '') errors.cvc = 'cvcRequired';
  else if (!/^\d{3,4}$/.test(input.cvc.trim())) errors.cvc = 'cvcInvalid';
  return errors;
}

export function validateBank(input: BankInput): BankErrors {
  const errors: BankErrors = {};
  if (input.holder.trim() === '') errors.holder = 'accountHolderRequired';

  const routing = digitsOf(input.routingNumber);
  if (input.routingNumber.trim() === '') errors.routingNumber = 'routingNumberRequired';
  else if (routing?.length !== 9) errors.routingNumber = 'routingNumberInvalid';

  const account = digitsOf(input.accountNumber);
  if (input.accountNumber.trim() === '') errors.accountNumber = 'accountNumberRequired';
  else if (account === null || account.length < 4 || account.length > 17)
    errors.accountNumber = 'accountNumberInvalid';
  return errors;
}

/** Whether the sandbox declines this (valid) card: only its one test decline number. */
export function isSandboxDeclined(input: CardInput): boolean {
  return digitsOf(input.number) === SANDBOX_DECLINED_CARD;
}
