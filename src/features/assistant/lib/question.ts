/**
 * The longest question the panel sends. The contract allows 2000 characters; a question that
 * long is a letter, better sent as a request, and the counter keeps people inside 1000.
 */
export const MAX_QUESTION_LENGTH = 1000;

export type QuestionProblem = 'empty' | 'tooLong';

export type QuestionCheck =
  { ok: true; question: string } | { ok: false; problem: QuestionProblem; over: number };

/**
 * Counts Unicode code points, as the contract's maxLength does (an accented letter or most emoji
 * are one), not UTF-16 units.
 */
export function questionLength(text: string): number {
  return Array.from(text).length;
}

/**
 * A question is sent trimmed; blank (spaces and line breaks only) is refused, and so is one over
 * the limit, with how many characters to remove. Markup is just text: it is never interpreted.
 */
export function checkQuestion(text: string): QuestionCheck {
  const question = text.trim();
  if (question === '') return { ok: false, problem: 'empty', over: 0 };
  const length = questionLength(question);
  if (length > MAX_QUESTION_LENGTH) {
    return { ok: false, problem: 'tooLong', over: length - MAX_QUESTION_LENGTH };
  }
  return { ok: true, question };
}
