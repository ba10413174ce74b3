import type { ErrorSchema } from '@rjsf/utils';
import { isApiError, UNEXPECTED_ERROR_TEXT } from '@/lib/api/api-error';

/** What a failed call shows beside its form: the service's own words, or a translation key. */
export type ServiceFailure = { text: string } | { key: string };

/**
 * 4xx: the problem details text, as the global toast would show it (SPEC §8). 5xx and no
 * response: the SPEC §8 server error.
 */
export function serviceFailure(error: unknown): ServiceFailure {
  if (isApiError(error) && error.status >= 400 && error.status < 500) {
    const problem = error.problem;
    return { text: problem?.detail ?? problem?.message ?? problem?.title ?? UNEXPECTED_ERROR_TEXT };
  }
  return { key: 'auth:errors.server' };
}

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
