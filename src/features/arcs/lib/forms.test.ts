import { describe, expect, it } from 'vitest';
import {
  COMMENT_MAX_LENGTH,
  MESSAGE_MAX_LENGTH,
  hasErrors,
  optionalComment,
  decisionBody,
  validateDecision,
  validateMessage,
  validateVote,
} from './forms';

describe('the ARC forms', () => {
  it('need a choice for a vote and for a decision', () => {
    expect(validateVote(null, '')).toEqual({ choice: 'required' });
    expect(validateVote('decline', '')).toEqual({});
    expect(validateDecision(null, 'Fine')).toEqual({ choice: 'required' });
    expect(validateDecision('declined', '')).toEqual({});
    expect(hasErrors({})).toBe(false);
    expect(hasErrors({ choice: 'required' })).toBe(true);
  });

  it('bound the comment to the contract length', () => {
    expect(validateVote('approve', 'x'.repeat(COMMENT_MAX_LENGTH))).toEqual({});
    expect(validateVote('approve', 'x'.repeat(COMMENT_MAX_LENGTH + 1))).toEqual({
      comment: 'tooLong',
    });
    expect(validateDecision(null, 'x'.repeat(COMMENT_MAX_LENGTH + 1))).toEqual({
      choice: 'required',
      comment: 'tooLong',
    });
  });

  it('refuse a message of only spaces, tabs or line breaks, and an over-long one', () => {
    expect(validateMessage('')).toBe('required');
    expect(validateMessage('   \n\t ')).toBe('required');
    expect(validateMessage(' Thanks ')).toBeUndefined();
    expect(validateMessage('x'.repeat(MESSAGE_MAX_LENGTH + 1))).toBe('tooLong');
  });

  it('send a comment trimmed, and none when blank', () => {
    expect(optionalComment('  ok  ')).toEqual({ comment: 'ok' });
    expect(optionalComment('   ')).toEqual({});
  });

  it('need the conditions of an approval with conditions, and send them with approved', () => {
    expect(validateDecision('approvedWithConditions', '', '  ')).toEqual({
      conditions: 'required',
    });
    expect(
      validateDecision('approvedWithConditions', '', 'x'.repeat(COMMENT_MAX_LENGTH + 1)),
    ).toEqual({ conditions: 'tooLong' });
    expect(decisionBody('approvedWithConditions', ' Fine ', ' Stay 2 feet in. ')).toEqual({
      decision: 'approved',
      comment: 'Fine',
      conditions: 'Stay 2 feet in.',
    });
    expect(decisionBody('declined', '', 'ignored')).toEqual({ decision: 'declined' });
  });
});
