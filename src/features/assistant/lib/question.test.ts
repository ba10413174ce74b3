import { describe, expect, it } from 'vitest';
import { checkQuestion, MAX_QUESTION_LENGTH, questionLength } from './question';

describe('a question', () => {
  it('is sent trimmed', () => {
    expect(checkQuestion('  How tall can my fence be?\n')).toEqual({
      ok: true,
      question: 'How tall can my fence be?',
    });
  });

  it('is refused when empty or blank', () => {
    expect(checkQuestion('')).toEqual({ ok: false, problem: 'empty', over: 0 });
    expect(checkQuestion(' \n\t ')).toEqual({ ok: false, problem: 'empty', over: 0 });
  });

  it('may be 1000 characters long, and is refused beyond that with how many to remove', () => {
    expect(MAX_QUESTION_LENGTH).toBe(1000);
    expect(checkQuestion('a'.repeat(1000)).ok).toBe(true);
    expect(checkQuestion(`  ${'a'.repeat(1000)}  `).ok).toBe(true);
    expect(checkQuestion('a'.repeat(1003))).toEqual({ ok: false, problem: 'tooLong', over: 3 });
  });

  it('counts characters, not UTF-16 units', () => {
    expect(questionLength('¿Piscina? 🏊')).toBe(11);
    expect(checkQuestion('🏊'.repeat(1000)).ok).toBe(true);
  });

  it('keeps markup as the text it is', () => {
    expect(checkQuestion('<script>alert(1)</script>')).toEqual({
      ok: true,
      question: '<script>alert(1)</script>',
    });
  });
});
