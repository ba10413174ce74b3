import type { FormValidation } from '@rjsf/utils';
import { describe, expect, it, vi } from 'vitest';
import { passwordsDiffer, validatePasswordConfirmation, type PasswordPair } from './passwords';

function errorsFor() {
  const addError = vi.fn();
  const errors = {
    addError: vi.fn(),
    password: { addError: vi.fn() },
    confirmPassword: { addError },
  } as unknown as FormValidation<PasswordPair>;
  return { errors, addError };
}

describe('the password confirmation', () => {
  it('differs only when a confirmation was typed and is not the password', () => {
    expect(passwordsDiffer({ password: 'secret1', confirmPassword: 'secret2' })).toBe(true);
    expect(passwordsDiffer({ password: 'secret1', confirmPassword: 'secret1' })).toBe(false);
    // Empty: the field's "required" message says it, not a mismatch.
    expect(passwordsDiffer({ password: 'secret1', confirmPassword: undefined })).toBe(false);
    expect(passwordsDiffer({ password: undefined, confirmPassword: 'x' })).toBe(true);
    // Case and spaces count.
    expect(passwordsDiffer({ password: 'Secret1', confirmPassword: 'secret1' })).toBe(true);
    expect(passwordsDiffer({ password: 'secret1', confirmPassword: 'secret1 ' })).toBe(true);
  });

  it('puts "Passwords do not match" beside the confirmation', () => {
    const { errors, addError } = errorsFor();
    validatePasswordConfirmation({ password: 'secret1', confirmPassword: 'secret2' }, errors);
    expect(addError).toHaveBeenCalledWith('auth:validation.passwordsDoNotMatch');
  });

  it('adds nothing when they match', () => {
    const { errors, addError } = errorsFor();
    const result = validatePasswordConfirmation(
      { password: 'secret1', confirmPassword: 'secret1' },
      errors,
    );
    expect(addError).not.toHaveBeenCalled();
    expect(result).toBe(errors);
  });
});
