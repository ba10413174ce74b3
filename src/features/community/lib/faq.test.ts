import { describe, expect, it } from 'vitest';
import type { FaqCategory } from '../api/community-types';
import { countEntries, entryIdFromHash, filterFaq, parseFaqSearch } from './faq';

const categories: FaqCategory[] = [
  {
    categoryId: 14002,
    name: 'Amenities',
    entries: [
      {
        faqId: 14201,
        question: 'When is the pool open?',
        answer: 'Memorial Day weekend through November.',
      },
      {
        faqId: 14202,
        question: 'How do I reserve the clubhouse?',
        answer: 'Submit a reservation request.',
      },
    ],
  },
  {
    categoryId: 14003,
    name: 'Architectural changes',
    entries: [
      {
        faqId: 14302,
        question: 'How tall can a backyard fence be?',
        answer: 'Up to 6 feet, in cedar.',
      },
    ],
  },
];

describe('filterFaq', () => {
  it('keeps questions matching in the question or the answer, dropping empty categories', () => {
    const pool = filterFaq(categories, 'POOL');
    expect(pool.map((c) => c.name)).toEqual(['Amenities']);
    expect(pool[0]?.entries.map((e) => e.faqId)).toEqual([14201]);
    expect(filterFaq(categories, 'cedar')[0]?.entries[0]?.faqId).toBe(14302);
  });

  it('needs every word', () => {
    expect(countEntries(filterFaq(categories, 'fence cedar'))).toBe(1);
    expect(countEntries(filterFaq(categories, 'fence pool'))).toBe(0);
  });

  it('keeps everything for a blank search', () => {
    expect(countEntries(filterFaq(categories, '  '))).toBe(3);
  });
});

describe('FAQ links', () => {
  it('reads the search and the entry a link points at', () => {
    expect(parseFaqSearch({ q: ' fence ' })).toEqual({ q: 'fence' });
    expect(parseFaqSearch({ q: 3 })).toEqual({ q: '3' });
    expect(parseFaqSearch({})).toEqual({});
    expect(entryIdFromHash('#14302')).toBe(14302);
    expect(entryIdFromHash('#top')).toBeNull();
  });
});
