/**
 * A US (NANP) phone number as people type it: `(555) 201-3344`, `555-201-3344`, `555.201.3344`,
 * `5552013344`, with an optional `+1`/`1` in front. Area code and exchange start with 2–9.
 * The JSON forms (forms/*.schema.json) carry the same pattern; phone.test.ts keeps them equal.
 */
export const US_PHONE_PATTERN =
  '^\\s*(?:\\+?1[\\s.-]?)?(?:\\([2-9]\\d{2}\\)|[2-9]\\d{2})[\\s.-]?[2-9]\\d{2}[\\s.-]?\\d{4}\\s*$';

const usPhone = new RegExp(US_PHONE_PATTERN, 'u');

export function isUsPhoneNumber(value: string): boolean {
  return usPhone.test(value);
}

/** `(555) 201-3344` for a valid number, so every request carries one format; else the input, trimmed. */
export function formatUsPhone(value: string): string {
  if (!isUsPhoneNumber(value)) return value.trim();
  const digits = value.replace(/\D/g, '').slice(-10);
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}
