import { isEmail, MIN_PASSWORD_LENGTH } from '@/lib/validation';

/** Translation keys of the SPEC §5 messages; they live in the `auth` namespace, not duplicated. */
export type ValidationKey =
  | 'auth:validation.emailRequired'
  | 'auth:validation.invalidEmail'
  | 'auth:validation.passwordRequired'
  | 'auth:validation.passwordTooShort'
  | 'auth:validation.passwordsDoNotMatch';

export interface ResetRequestValues {
  email: string;
}

export type ResetRequestErrors = Partial<Record<keyof ResetRequestValues, ValidationKey>>;

/** Step 1: the email the reset link goes to. */
export function validateResetRequest({ email }: ResetRequestValues): ResetRequestErrors {
  const trimmed = email.trim();
  if (!trimmed) return { email: 'auth:validation.emailRequired' };
  if (!isEmail(trimmed)) return { email: 'auth:validation.invalidEmail' };
  return {};
}

export interface NewPasswordValues {
  newPassword: string;
  confirmPassword: string;
}

export type NewPasswordErrors = Partial<Record<keyof NewPasswordValues, ValidationKey>>;

/**
 * Step 2: the new password and its confirmation. Passwords are taken as typed (no trimming): a
 * space is a character the user chose.
 */
export function validateNewPassword({
  newPassword,
  confirmPassword,
}: NewPasswordValues): NewPasswordErrors {
  const errors: NewPasswordErrors = {};
  if (!newPassword) errors.newPassword = 'auth:validation.passwordRequired';
  else if (newPassword.length < MIN_PASSWORD_LENGTH)
    errors.newPassword = 'auth:validation.passwordTooShort';
  if (!confirmPassword) errors.confirmPassword = 'auth:validation.passwordRequired';
  else if (confirmPassword !== newPassword)
    errors.confirmPassword = 'auth:validation.passwordsDoNotMatch';
  return errors;
}

/** The fields in screen order, so focus can go to the first one with an error. */
export function firstInvalidField<T extends string>(
  order: readonly T[],
  errors: Partial<Record<T, unknown>>,
): T | undefined {
  return order.find((field) => errors[field] !== undefined);
}
