import { describe, expect, it } from 'vitest';
import { MIN_PASSWORD_LENGTH } from '@/lib/validation';
import {
  firstInvalidField,
  validateNewPassword,
  validateResetRequest,
} from './password-reset-validation';

describe('validateResetRequest', () => {
  it('accepts a well-formed email, spaces around it included', () => {
    expect(validateResetRequest({ email: ' jordan.rivera@example.com ' })).toEqual({});
  });

  it.each([
    ['', 'auth:validation.emailRequired'],
    ['   ', 'auth:validation.emailRequired'],
    ['jordan', 'auth:validation.invalidEmail'],
    ['jordan@', 'auth:validation.invalidEmail'],
    ['jordan@example', 'auth:validation.invalidEmail'],
    ['jordan rivera@example.com', 'auth:validation.invalidEmail'],
  ])('%j gives %s', (email, key) => {
    expect(validateResetRequest({ email })).toEqual({ email: key });
  });
});

describe('validateNewPassword', () => {
  it('accepts two equal passwords of the minimum length', () => {
    const password = 'x'.repeat(MIN_PASSWORD_LENGTH);
    expect(validateNewPassword({ newPassword: password, confirmPassword: password })).toEqual({});
  });

  it('keeps spaces: a password of six spaces is six characters', () => {
    expect(validateNewPassword({ newPassword: '      ', confirmPassword: '      ' })).toEqual({});
  });

  it.each([
    [
      { newPassword: '', confirmPassword: '' },
      {
        newPassword: 'auth:validation.passwordRequired',
        confirmPassword: 'auth:validation.passwordRequired',
      },
    ],
    [
      { newPassword: '12345', confirmPassword: '12345' },
      { newPassword: 'auth:validation.passwordTooShort' },
    ],
    [
      { newPassword: 'maple-grove', confirmPassword: 'maple-grove!' },
      { confirmPassword: 'auth:validation.passwordsDoNotMatch' },
    ],
    [
      { newPassword: 'maple-grove', confirmPassword: '' },
      { confirmPassword: 'auth:validation.passwordRequired' },
    ],
    [
      { newPassword: '', confirmPassword: 'maple-grove' },
      {
        newPassword: 'auth:validation.passwordRequired',
        confirmPassword: 'auth:validation.passwordsDoNotMatch',
      },
    ],
    [
      { newPassword: 'abc', confirmPassword: 'abcd' },
      {
        newPassword: 'auth:validation.passwordTooShort',
        confirmPassword: 'auth:validation.passwordsDoNotMatch',
      },
    ],
  ])('%j gives %j', (values, expected) => {
    expect(validateNewPassword(values)).toEqual(expected);
  });
});

describe('firstInvalidField', () => {
  const order = ['newPassword', 'confirmPassword'] as const;

  it('names the first field in screen order that has an error', () => {
    expect(firstInvalidField(order, { confirmPassword: 'x', newPassword: 'y' })).toBe(
      'newPassword',
    );
    expect(firstInvalidField(order, { confirmPassword: 'x' })).toBe('confirmPassword');
  });

  it('names none when all is well', () => {
    expect(firstInvalidField(order, {})).toBeUndefined();
  });
});
