import type { Address } from '../api/board-api';

/** Text as the search compares it: lower case, accents removed, single spaces. */
export function normalizeSearchText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** The words of a query; an empty or blank query has none (and matches everything). */
export function searchTerms(query: string): string[] {
  const text = normalizeSearchText(query);
  return text === '' ? [] : text.split(' ');
}

/**
 * Whether a row's searchable fields hold every word of the query, in any field and order
 * ("maple 14" finds "Clear storm drain behind 14 Maple Court"). Missing fields are skipped.
 */
export function matchesSearch(
  fields: readonly (string | number | null | undefined)[],
  terms: readonly string[],
): boolean {
  if (terms.length === 0) return true;
  const haystack = normalizeSearchText(
    fields.filter((field) => field !== null && field !== undefined).join(' '),
  );
  return terms.every((term) => haystack.includes(term));
}

/** An address on one line: "12 Maple Court, Unit 4B, Springfield, IL 62704". */
export function addressLine(address: Address): string {
  const street = [address.address1, address.address2].filter(Boolean).join(', ');
  const place = `${address.city}, ${address.stateProvince} ${address.postalCode}`.trim();
  return [street, place].filter((part) => part !== '' && part !== ',').join(', ');
}
