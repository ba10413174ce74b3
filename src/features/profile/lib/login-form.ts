import type { FormValidation } from '@rjsf/utils';
import type { ChangePasswordRequest, LoginUpdateRequest } from '../api/profile-api';

/** What forms/login-info.schema.json holds. */
export interface LoginFormData {
  email?: string | undefined;
  userName?: string | undefined;
  newPassword?: string | undefined;
  confirmPassword?: string | undefined;
  currentPassword?: string | undefined;
}

export interface LoginInfo {
  email: string;
  userName: string;
}

/** A confirmation that differs from the new password; an empty one is "required" instead. */
export function passwordsDiffer({ newPassword, confirmPassword }: LoginFormData): boolean {
  return Boolean(confirmPassword) && newPassword !== confirmPassword;
}

/**
 * rjsf `customValidate`: a new password needs its confirmation ("Input required"), and the two
 * must match (SPEC §5 "Passwords do not match"); a confirmation alone needs the new password.
 */
export function validateLoginForm(
  data: LoginFormData | undefined,
  errors: FormValidation<LoginFormData>,
): FormValidation<LoginFormData> {
  if (!data) return errors;
  if (data.newPassword && !data.confirmPassword) {
    errors.confirmPassword?.addError('auth:validation.inputRequired');
  } else if (passwordsDiffer(data)) {
    errors.confirmPassword?.addError('auth:validation.passwordsDoNotMatch');
  }
  if (!data.newPassword && data.confirmPassword) {
    errors.newPassword?.addError('auth:validation.passwordRequired');
  }
  return errors;
}

/** The two calls a submit makes, each only when something of it changed. */
export interface LoginChanges {
  login: LoginUpdateRequest | null;
  password: ChangePasswordRequest | null;
}

export function loginChanges(current: LoginInfo, data: LoginFormData): LoginChanges {
  const currentPassword = data.currentPassword ?? '';
  const email = (data.email ?? '').trim();
  const userName = (data.userName ?? '').trim();
  const login: LoginUpdateRequest = { currentPassword };
  if (email && email.toLowerCase() !== current.email.toLowerCase()) login.email = email;
  if (userName && userName !== current.userName) login.userName = userName;
  const loginChanged = login.email !== undefined || login.userName !== undefined;
  return {
    login: loginChanged ? login : null,
    password: data.newPassword ? { currentPassword, newPassword: data.newPassword } : null,
  };
}
