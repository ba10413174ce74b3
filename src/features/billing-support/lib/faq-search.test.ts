import { describe, expect, it } from 'vitest';
import { filterFaq } from './faq-search';

const faq = [
  {
    question: 'When will my payment be taken?',
    answer: 'Payment is pulled 2-4 business days later.',
  },
  { question: 'How do I stop a recurring payment?', answer: 'Cancel in writing within 14 days.' },
  { question: '¿Cómo pago con tarjeta?', answer: 'Elija Tarjeta de crédito.' },
];

describe('filterFaq', () => {
  it('keeps every question for an empty or blank query', () => {
    expect(filterFaq(faq, '')).toHaveLength(3);
    expect(filterFaq(faq, '   ')).toHaveLength(3);
  });

  it('matches the question or the answer, ignoring case and accents', () => {
    expect(filterFaq(faq, 'RECURRING').map((r) => r.index)).toEqual([1]);
    expect(filterFaq(faq, 'business days').map((r) => r.index)).toEqual([0]);
    expect(filterFaq(faq, 'como').map((r) => r.index)).toEqual([2]);
    expect(filterFaq(faq, 'crédito').map((r) => r.index)).toEqual([2]);
  });

  it('needs every word, in any order', () => {
    expect(filterFaq(faq, 'writing stop').map((r) => r.index)).toEqual([1]);
    expect(filterFaq(faq, 'writing taken')).toEqual([]);
  });
});
