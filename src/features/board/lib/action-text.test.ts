import { describe, expect, it } from 'vitest';
import { ACTION_TEXT_MAX_LENGTH, actionTextError } from './action-text';

describe('actionTextError', () => {
  it('refuses an empty or blank text', () => {
    expect(actionTextError('')).toBe('required');
    expect(actionTextError('  \n ')).toBe('required');
  });
  it('refuses a text over the contract limit, and takes one at it', () => {
    expect(actionTextError('a'.repeat(ACTION_TEXT_MAX_LENGTH + 1))).toBe('tooLong');
    expect(actionTextError('a'.repeat(ACTION_TEXT_MAX_LENGTH))).toBeNull();
  });
});
