import { notFound } from '@tanstack/react-router';

/** A positive integer id from a path segment; anything else is a page that does not exist. */
export function parseIdParam(value: string): number {
  if (!/^[1-9]\d{0,15}$/.test(value)) throw notFound();
  const id = Number(value);
  if (!Number.isSafeInteger(id)) throw notFound();
  return id;
}

export function parseOptionalIdParam(value: string | undefined): number | undefined {
  return value === undefined || value === '' ? undefined : parseIdParam(value);
}
