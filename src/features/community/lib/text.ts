/** Text for matching: lower case, accents dropped, spaces collapsed ("Vásquez" finds "vasquez"). */
export function normaliseText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase('en')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The words of a search, normalised; empty for a blank search. */
export function searchWords(query: string): string[] {
  const normalised = normaliseText(query);
  return normalised ? normalised.split(' ') : [];
}

/** True when every word of the search occurs in one of the texts. */
export function matchesAllWords(words: readonly string[], texts: readonly (string | undefined)[]) {
  if (words.length === 0) return true;
  const haystack = texts
    .filter((text): text is string => typeof text === 'string')
    .map(normaliseText)
    .join('\n');
  return words.every((word) => haystack.includes(word));
}

export { MAX_SEARCH_LENGTH, parsePositiveInt, parseSearchText } from './search';
