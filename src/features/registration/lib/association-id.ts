// Kept apart from the rest of the registration code: the create-account route validates its
// search with it, and route validation is part of the first load (docs/architecture.md).

/** `?associationId=` of a welcome-letter link: a positive whole number, anything else is ignored. */
export function parseAssociationId(value: unknown): number | undefined {
  const number = typeof value === 'string' && /^\d{1,15}$/.test(value) ? Number(value) : value;
  return typeof number === 'number' && Number.isSafeInteger(number) && number > 0
    ? number
    : undefined;
}
