import { isEmail, MIN_PASSWORD_LENGTH } from '@/lib/validation';
import type { HouseholdRole } from '../api/household-api';

/** The roles an invitation gives, in the order the form offers them (issue 52). */
export const HOUSEHOLD_ROLES = ['family', 'coOwner'] as const satisfies readonly HouseholdRole[];

export function isHouseholdRole(value: unknown): value is HouseholdRole {
  return typeof value === 'string' && (HOUSEHOLD_ROLES as readonly string[]).includes(value);
}

/** What an invitation lacks, as message keys of the `household` namespace by field. */
export function inviteErrors(input: { email: string; role: HouseholdRole | null }) {
  const errors: { email?: string; role?: string } = {};
  if (!input.email.trim()) errors.email = 'invite.errors.emailRequired';
  else if (!isEmail(input.email)) errors.email = 'invite.errors.emailInvalid';
  if (!input.role) errors.role = 'invite.errors.roleRequired';
  return errors;
}

export interface SignUpInput {
  firstName: string;
  lastName: string;
  password: string;
  confirmPassword: string;
}

/** What the sign-up through an invitation lacks, as message keys by field. */
export function signUpErrors(input: SignUpInput) {
  const errors: Partial<Record<keyof SignUpInput, string>> = {};
  if (!input.firstName.trim()) errors.firstName = 'join.errors.firstNameRequired';
  if (!input.lastName.trim()) errors.lastName = 'join.errors.lastNameRequired';
  if (input.password.length < MIN_PASSWORD_LENGTH) errors.password = 'join.errors.passwordShort';
  else if (input.confirmPassword !== input.password)
    errors.confirmPassword = 'join.errors.passwordMismatch';
  return errors;
}

/** The link as people pass it on: absolute, on this portal's address. */
export function absoluteLink(link: string, origin: string): string {
  return new URL(link, origin).toString();
}
