/** Text as a search compares it: lower case, accents dropped, spaces collapsed ("Vásquez" finds "vasquez"). */
export function normaliseSearchText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** The words of a search, normalised; a blank search has none (and matches everything). */
export function searchWords(query: string): string[] {
  const normalised = normaliseSearchText(query);
  return normalised ? normalised.split(' ') : [];
}

/**
 * Whether every word of the search occurs in one of the texts, in any text and order ("maple 14"
 * finds "Clear storm drain behind 14 Maple Court"). Absent texts are skipped.
 */
export function matchesAllWords(
  words: readonly string[],
  texts: readonly (string | number | null | undefined)[],
): boolean {
  if (words.length === 0) return true;
  const haystack = texts
    .filter((text) => text !== null && text !== undefined)
    .map((text) => normaliseSearchText(String(text)))
    .join('\n');
  return words.every((word) => haystack.includes(word));
}
