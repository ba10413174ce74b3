import { describe, expect, it } from 'vitest';
import {
  digitsOf,
  isSandboxDeclined,
  parseExpiry,
  passesLuhn,
  validateBank,
  validateCard,
  type BankInput,
  type CardInput,
} from './sandbox-validation';

const now = new Date(2026, 4, 15); // 15 May 2026
const card: CardInput = {
  name: 'Jordan Rivera',
  number: '4242 4242 4242 4242',
  expiry: '12/34',
  cvc: '123',
};
const bank: BankInput = {
  holder: 'Jordan Rivera',
  routingNumber: '110000000',
  accountNumber: '000123456789',
  accountType: 'checking',
};

describe('sandbox card validation', () => {
  it('accepts the hinted test card', () => {
    expect(validateCard(card, now)).toEqual({});
    expect(validateCard({ ...card, number: '4242-4242-4242-4242' }, now)).toEqual({});
  });

  it('asks for every empty field', () => {
    expect(validateCard({ name: ' ', number: '', expiry: '', cvc: '' }, now)).toEqual({
      name: 'nameRequired',
      number: 'cardNumberRequired',
      expiry: 'expiryRequired',
      cvc: 'cvcRequired',
    });
  });

  it.each(['4242 4242 4242 4241', '4242', '4242 4242 4242 4242 4242', '4242 abcd 4242 4242'])(
    'refuses the card number %s',
    (number) => {
      expect(validateCard({ ...card, number }, now).number).toBe('cardNumberInvalid');
    },
  );

  it.each(['1234', '13/30', '00/30', '1/30', '12-30'])('refuses the expiry %s', (expiry) => {
    expect(validateCard({ ...card, expiry }, now).expiry).toBe('expiryInvalid');
  });

  it('accepts the current month and refuses a past one', () => {
    expect(validateCard({ ...card, expiry: '05/26' }, now).expiry).toBeUndefined();
    expect(validateCard({ ...card, expiry: '04/26' }, now).expiry).toBe('expiryPast');
  });

  it.each(['12', '12345', '12a'])('refuses the CVC %s', (cvc) => {
    expect(validateCard({ ...card, cvc }, now).cvc).toBe('cvcInvalid');
  });

  it('declines only its one test decline number', () => {
    expect(isSandboxDeclined({ ...card, number: '4000 0000 0000 0002' })).toBe(true);
    expect(validateCard({ ...card, number: '4000 0000 0000 0002' }, now)).toEqual({});
    expect(isSandboxDeclined(card)).toBe(false);
  });

  it('has helpers that read digits, Luhn and MM/YY', () => {
    expect(digitsOf(' 4242-42 ')).toBe('424242');
    expect(digitsOf('42x')).toBeNull();
    expect(passesLuhn('79927398713')).toBe(true);
    expect(passesLuhn('')).toBe(false);
    expect(parseExpiry(' 08 / 30 ')).toEqual({ month: 8, year: 2030 });
  });
});

describe('sandbox bank account validation', () => {
  it('accepts the hinted test account', () => {
    expect(validateBank(bank)).toEqual({});
    expect(validateBank({ ...bank, accountType: 'savings' })).toEqual({});
  });

  it('asks for every empty field', () => {
    expect(validateBank({ ...bank, holder: '', routingNumber: ' ', accountNumber: '' })).toEqual({
      holder: 'accountHolderRequired',
      routingNumber: 'routingNumberRequired',
      accountNumber: 'accountNumberRequired',
    });
  });

  it.each(['11000000', '1100000000', '11000000a'])(
    'refuses the routing number %s',
    (routingNumber) => {
      expect(validateBank({ ...bank, routingNumber }).routingNumber).toBe('routingNumberInvalid');
    },
  );

  it.each(['123', '123456789012345678', '12-34x'])(
    'refuses the account number %s',
    (accountNumber) => {
      expect(validateBank({ ...bank, accountNumber }).accountNumber).toBe('accountNumberInvalid');
    },
  );
});
