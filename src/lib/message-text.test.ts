import { describe, expect, it } from 'vitest';
import { MESSAGE_MAX_LENGTH, messageProblem } from './message-text';

describe('messageProblem', () => {
  it('refuses nothing typed and spaces or line breaks alone', () => {
    expect(messageProblem('')).toBe('required');
    expect(messageProblem('  \n\t ')).toBe('required');
  });

  it('refuses more than the contract takes, counted without the spaces around it', () => {
    expect(messageProblem('a'.repeat(MESSAGE_MAX_LENGTH + 1))).toBe('tooLong');
    expect(messageProblem(`  ${'a'.repeat(MESSAGE_MAX_LENGTH)}  `)).toBeUndefined();
  });

  it('accepts a message', () => {
    expect(messageProblem(' The light is still out. ')).toBeUndefined();
  });
});
