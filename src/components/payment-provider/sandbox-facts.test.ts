import { describe, expect, it } from 'vitest';
import { bankFacts, cardBrandOf, cardFacts } from './sandbox-facts';
import type { BankInput, CardInput } from './sandbox-validation';

const card: CardInput = {
  name: 'Jordan Rivera',
  number: '4242 4242 4242 4242',
  expiry: '08/30',
  cvc: '123',
};
const bank: BankInput = {
  holder: 'Jordan Rivera',
  routingNumber: '110000000',
  accountNumber: '000123456789',
  accountType: 'checking',
};

describe('cardBrandOf', () => {
  it.each([
    ['4242424242424242', 'visa'],
    ['4000056655665556', 'visa'],
    ['5555555555554444', 'mastercard'],
    ['5105105105105100', 'mastercard'],
    ['5200828282828210', 'mastercard'],
    ['2221000000000009', 'mastercard'],
    ['2223003122003222', 'mastercard'],
    ['2720999999999996', 'mastercard'],
    ['378282246310005', 'americanExpress'],
    ['341111111111111', 'americanExpress'],
    ['6011111111111117', 'discover'],
    ['6445644564456445', 'discover'],
    ['6491111111111111', 'discover'],
    ['6500000000000002', 'discover'],
  ] as const)('reads %s as %s', (digits, brand) => {
    expect(cardBrandOf(digits)).toBe(brand);
  });

  it.each([
    '3056930009020004', // Diners Club
    '3566002020360505', // JCB
    '6200000000000005', // UnionPay
    '5000000000000009', // 50: not Mastercard
    '5600000000000003', // 56: not Mastercard
    '2220999999999999', // just below 2221
    '2721000000000004', // just above 2720
    '6010000000000000', // 6010: not Discover
    '6430000000000000', // 643: not Discover
    '3500000000000000', // 35: not American Express
    '',
    '4242 4242',
  ])('takes no brand for %j', (digits) => {
    expect(cardBrandOf(digits)).toBeNull();
  });
});

describe('cardFacts', () => {
  it('tells brand, type, last four and expiry of the Visa debit test card', () => {
    const facts = cardFacts({ ...card, number: '4000 0566 5566 5556' });
    expect(facts).toEqual({
      type: 'debitCard',
      brand: 'visa',
      last4: '5556',
      expMonth: 8,
      expYear: 2030,
    });
  });

  it.each(['5200 8282 8282 8210', '5105-1051-0510-5100'])(
    'takes the Mastercard test number %s for a debit card',
    (number) => {
      expect(cardFacts({ ...card, number })).toMatchObject({
        type: 'debitCard',
        brand: 'mastercard',
      });
    },
  );

  it('takes every other card for a credit card', () => {
    expect(cardFacts(card)).toEqual({
      type: 'creditCard',
      brand: 'visa',
      last4: '4242',
      expMonth: 8,
      expYear: 2030,
    });
    expect(cardFacts({ ...card, number: '3782 822463 10005', expiry: '12/34' })).toEqual({
      type: 'creditCard',
      brand: 'americanExpress',
      last4: '0005',
      expMonth: 12,
      expYear: 2034,
    });
  });

  it('never carries the number, the name or the CVC', () => {
    const facts = JSON.stringify(cardFacts({ ...card, number: '4000 0566 5566 5556', cvc: '987' }));
    expect(facts).not.toContain('4000056655665556');
    expect(facts).not.toContain('40000566');
    expect(facts).not.toContain('987');
    expect(facts).not.toContain('Jordan');
    expect(Object.keys(JSON.parse(facts) as object).sort()).toEqual([
      'brand',
      'expMonth',
      'expYear',
      'last4',
      'type',
    ]);
  });

  it('has no facts for a brand the portal does not take or an unreadable card', () => {
    expect(cardFacts({ ...card, number: '3056 9300 0902 0004' })).toBeNull();
    expect(cardFacts({ ...card, number: '4242 abcd' })).toBeNull();
    expect(cardFacts({ ...card, expiry: '13/30' })).toBeNull();
  });
});

describe('bankFacts', () => {
  it("tells the account type, last four and the test routing number's bank", () => {
    expect(bankFacts(bank)).toEqual({
      type: 'eCheck',
      bankType: 'checking',
      last4: '6789',
      bankName: 'STRIPE TEST BANK',
    });
  });

  it('leaves the bank name out for any other routing number', () => {
    const facts = bankFacts({ ...bank, routingNumber: '021000021', accountType: 'savings' });
    expect(facts).toEqual({ type: 'eCheck', bankType: 'savings', last4: '6789' });
    expect(facts).not.toHaveProperty('bankName');
  });

  it('never carries the account or routing number or the holder', () => {
    const facts = JSON.stringify(bankFacts(bank));
    expect(facts).not.toContain('000123456789');
    expect(facts).not.toContain('110000000');
    expect(facts).not.toContain('Jordan');
  });

  it('has no facts for an unreadable account number', () => {
    expect(bankFacts({ ...bank, accountNumber: '12x4' })).toBeNull();
    expect(bankFacts({ ...bank, accountNumber: '123' })).toBeNull();
  });
});
