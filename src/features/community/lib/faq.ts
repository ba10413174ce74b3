import type { FaqCategory, FaqEntry } from '../api/community-types';
import { matchesAllWords, searchWords } from '@/lib/search-text';

export { parseFaqSearch, type FaqSearch } from './search';

/**
 * Issue 10 item 6: the categories with the questions that match every word of the search, in
 * question or answer; categories left empty are dropped. A blank search keeps everything.
 */
export function filterFaq(categories: readonly FaqCategory[], query: string): FaqCategory[] {
  const words = searchWords(query);
  return categories
    .map((category) => ({
      ...category,
      entries: category.entries.filter((entry: FaqEntry) =>
        matchesAllWords(words, [entry.question, entry.answer]),
      ),
    }))
    .filter((category) => category.entries.length > 0);
}

export function countEntries(categories: readonly FaqCategory[]): number {
  return categories.reduce((sum, category) => sum + category.entries.length, 0);
}

/** The FAQ entry a link points at (`/community/faq#14302`, as the assistant cites them). */
export function entryIdFromHash(hash: string): number | null {
  const match = /^#?(\d{1,15})$/.exec(hash);
  return match?.[1] ? Number(match[1]) : null;
}
