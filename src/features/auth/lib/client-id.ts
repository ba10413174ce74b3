/** A company code in `/login/:clientId`: letters, digits, `_` and `-`, at most 32 (issue 23). */
const CLIENT_ID = /^[A-Za-z0-9_-]{1,32}$/;

export function isClientId(value: unknown): value is string {
  return typeof value === 'string' && CLIENT_ID.test(value);
}
