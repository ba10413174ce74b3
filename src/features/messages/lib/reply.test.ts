import { describe, expect, it } from 'vitest';
import { replyProblem, replyText } from './reply';

describe('a reply', () => {
  it('needs text: an empty box is a required field', () => {
    expect(replyProblem('')).toBe('fieldRequired');
  });

  it('refuses only spaces and line breaks: there is no message', () => {
    expect(replyProblem('   ')).toBe('messageRequired');
    expect(replyProblem('\n\t \n')).toBe('messageRequired');
  });

  it('accepts any visible text, and sends it without the space around it', () => {
    expect(replyProblem(' ok ')).toBeNull();
    expect(replyText('\n  Thanks Dana — I will keep an eye on it.  \n')).toBe(
      'Thanks Dana — I will keep an eye on it.',
    );
    expect(replyText('Line one\n\nLine two')).toBe('Line one\n\nLine two');
  });
});
