/** SPEC §9: minimum password length. */
export const MIN_PASSWORD_LENGTH = 6;

// A pragmatic address check: something@something.tld, no spaces.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}
