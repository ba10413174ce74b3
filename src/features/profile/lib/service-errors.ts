import type { ErrorSchema } from '@rjsf/utils';
import { isApiError } from '@/lib/api/api-error';

/**
 * A 422's per-field messages (`errors: { zip: ["Invalid zipcode"] }`) as rjsf extra errors beside
 * the form's fields; `fields` maps the service's field names to the form's.
 */
export function serviceFieldErrors<T>(
  error: unknown,
  fields: Readonly<Record<string, string>>,
): ErrorSchema<T> | undefined {
  if (!isApiError(error)) return undefined;
  const perField = error.problem?.errors;
  if (!perField) return undefined;
  const entries = Object.entries(perField).flatMap(([field, messages]) => {
    const formField = fields[field];
    return formField && messages.length > 0 ? [[formField, { __errors: messages }] as const] : [];
  });
  if (entries.length === 0) return undefined;
  return Object.fromEntries(entries) as ErrorSchema<T>;
}
