import type { FormValidation } from '@rjsf/utils';

export interface PasswordPair {
  password?: string | undefined;
  confirmPassword?: string | undefined;
}

/** A confirmation that was typed and differs from the password. An empty one is "required" instead. */
export function passwordsDiffer({ password, confirmPassword }: PasswordPair): boolean {
  return Boolean(confirmPassword) && password !== confirmPassword;
}

/** rjsf `customValidate`: "Passwords do not match" beside the confirmation. */
export function validatePasswordConfirmation<T extends PasswordPair>(
  data: T | undefined,
  errors: FormValidation<T>,
): FormValidation<T> {
  if (data && passwordsDiffer(data)) {
    const field = (errors as FormValidation<PasswordPair>).confirmPassword;
    field?.addError('auth:validation.passwordsDoNotMatch');
  }
  return errors;
}
