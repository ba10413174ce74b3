/** Lower case, accents dropped, spaces collapsed: "Cómo  PAGAR" and "como pagar" match. */
export function searchable(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

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
  const words = searchable(query).split(' ').filter(Boolean);
  return items
    .map((item, index) => ({ item, index }))
    .filter(({ item }) => {
      const haystack = searchable(`${item.question} ${item.answer}`);
      return words.every((word) => haystack.includes(word));
    });
}
