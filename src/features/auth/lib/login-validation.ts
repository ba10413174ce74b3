import { isEmail, MIN_PASSWORD_LENGTH } from '@/lib/validation';

export interface LoginValues {
  email: string;
  password: string;
}

/** Translation keys (auth namespace) of the SPEC §5 messages, per field. */
export type LoginErrors = Partial<Record<keyof LoginValues, string>>;

export function validateLogin({ email, password }: LoginValues): LoginErrors {
  const errors: LoginErrors = {};
  const trimmed = email.trim();
  if (!trimmed) errors.email = 'validation.emailRequired';
  else if (!isEmail(trimmed)) errors.email = 'validation.invalidEmail';
  if (!password) errors.password = 'validation.passwordRequired';
  else if (password.length < MIN_PASSWORD_LENGTH) errors.password = 'validation.passwordTooShort';
  return errors;
}

/** Which SPEC §8 message a failed login shows. */
export function loginFailureKey(status: number): string {
  if (status === 404) return 'errors.noAccount';
  if (status === 0 || status >= 500) return 'errors.server';
  return 'errors.invalidCredentials';
}
