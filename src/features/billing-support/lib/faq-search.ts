import { matchesAllWords, searchWords } from '@/lib/search-text';

export interface FaqEntry {
  question: string;
  answer: string;
}

/**
 * The questions whose question or answer contains every word of the query, in their order; an
 * empty query keeps them all. Each keeps its position in the full list (a stable key).
 */
export function filterFaq<T extends FaqEntry>(
  items: readonly T[],
  query: string,
): { item: T; index: number }[] {
  const words = searchWords(query);
  return items
    .map((item, index) => ({ item, index }))
    .filter(({ item }) => matchesAllWords(words, [item.question, item.answer]));
}
