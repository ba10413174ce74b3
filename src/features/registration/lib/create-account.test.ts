import { describe, expect, it } from 'vitest';
import { parseAssociationId } from './association-id';
import { ASSOCIATION_FROM_KEY, toRegistrationCall } from './create-account';

const typed = {
  name: ' Jordan Rivera ',
  phone: '555.201.3344',
  propertyAddress: '12 Maple Court, Springfield, IL 62704',
  associationName: 'Maple Grove HOA',
  email: ' jordan.rivera@example.com ',
  password: ' secret1',
  confirmPassword: ' secret1',
  captchaToken: 'sandbox-captcha-1',
};

describe('toRegistrationCall', () => {
  it('sends the account number, trimmed values and one phone format; never the confirmation', () => {
    const call = toRegistrationCall(
      { method: 'accountNumber', accountNumber: ' MG-1001 ', registrationKey: 'stale', ...typed },
      undefined,
    );
    expect(call).toEqual({
      method: 'accountNumber',
      data: {
        accountNumber: 'MG-1001',
        name: 'Jordan Rivera',
        phone: '(555) 201-3344',
        propertyAddress: '12 Maple Court, Springfield, IL 62704',
        associationName: 'Maple Grove HOA',
        email: 'jordan.rivera@example.com',
        password: ' secret1',
        captchaToken: 'sandbox-captcha-1',
      },
    });
  });

  it('sends a registration key to the association of the welcome letter', () => {
    const call = toRegistrationCall(
      {
        method: 'registrationKey',
        registrationKey: 'MGH-7Q4K-2X9P',
        accountNumber: 'stale',
        ...typed,
      },
      101,
    );
    expect(call).toMatchObject({
      method: 'registrationKey',
      associationId: 101,
      data: { registrationKey: 'MGH-7Q4K-2X9P' },
    });
    expect(call.data).not.toHaveProperty('accountNumber');
  });

  it('lets the service find the association from the key when the link does not name one', () => {
    const call = toRegistrationCall(
      { method: 'registrationKey', registrationKey: 'K', ...typed },
      undefined,
    );
    expect(call).toMatchObject({ associationId: ASSOCIATION_FROM_KEY });
    expect(ASSOCIATION_FROM_KEY).toBe(0);
  });
});

describe('parseAssociationId', () => {
  it('takes a positive whole number, as a number or a string', () => {
    expect(parseAssociationId(101)).toBe(101);
    expect(parseAssociationId('102')).toBe(102);
  });

  it.each([0, -1, 1.5, '', 'abc', '1e3', null, undefined, {}, Number.MAX_SAFE_INTEGER + 2])(
    'ignores %s',
    (value) => {
      expect(parseAssociationId(value)).toBeUndefined();
    },
  );
});
