import type { ErrorSchema } from '@rjsf/utils';
import { isApiError } from '@/lib/api/api-error';

/**
 * A 422's per-field messages (`errors: { phone: ["Invalid phone number"] }`) as rjsf extra errors,
 * for the fields the form has, so each shows beside its field.
 */
export function serviceFieldErrors<T>(
  error: unknown,
  fields: readonly string[],
): ErrorSchema<T> | undefined {
  if (!isApiError(error)) return undefined;
  const perField = error.problem?.errors;
  if (!perField) return undefined;
  const entries = Object.entries(perField).filter(
    ([field, messages]) => fields.includes(field) && messages.length > 0,
  );
  if (entries.length === 0) return undefined;
  return Object.fromEntries(
    entries.map(([field, messages]) => [field, { __errors: messages }]),
  ) as ErrorSchema<T>;
}
