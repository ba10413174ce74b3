import { describe, expect, it } from 'vitest';
import { loginFailureKey, validateLogin } from './login-validation';

describe('validateLogin', () => {
  it('accepts a well-formed email and a 6-character password', () => {
    expect(validateLogin({ email: ' jordan@example.com ', password: 'secret' })).toEqual({});
  });

  it.each([
    [{ email: '', password: 'secret1' }, { email: 'validation.emailRequired' }],
    [{ email: 'jordan@', password: 'secret1' }, { email: 'validation.invalidEmail' }],
    [{ email: 'a@b.co', password: '' }, { password: 'validation.passwordRequired' }],
    [{ email: 'a@b.co', password: '12345' }, { password: 'validation.passwordTooShort' }],
  ])('%j gives %j', (values, expected) => {
    expect(validateLogin(values)).toEqual(expected);
  });
});

describe('loginFailureKey', () => {
  it.each([
    [401, 'errors.invalidCredentials'],
    [404, 'errors.noAccount'],
    [500, 'errors.server'],
    [0, 'errors.server'],
  ])('%i → %s', (status, key) => {
    expect(loginFailureKey(status)).toBe(key);
  });
});
