import type { ErrorSchema } from '@rjsf/utils';
import { isApiError, UNEXPECTED_ERROR_TEXT } from '@/lib/api/api-error';

/** What a failed registration call shows beside the form: the service's own words, or a key. */
export type ServiceFailure = { text: string } | { key: string };

/**
 * 4xx (no account, email in use, validation): the problem details text, as the global toast would
 * show it (SPEC §8). 5xx and no response: the SPEC §8 server error.
 */
export function serviceFailure(error: unknown): ServiceFailure {
  if (isApiError(error) && error.status >= 400 && error.status < 500) {
    const problem = error.problem;
    return { text: problem?.detail ?? problem?.message ?? problem?.title ?? UNEXPECTED_ERROR_TEXT };
  }
  return { key: 'auth:errors.server' };
}

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
