import { messageProblem } from '@/lib/message-text';
import type { ArcDecision, ArcVoteChoice } from '../api/arcs-api';

/** Contract limits: ArcVoteCreate and ArcChairDecisionCreate comments, ArcMessageCreate text. */
export const COMMENT_MAX_LENGTH = 2000;
export { MESSAGE_MAX_LENGTH, type MessageProblem } from '@/lib/message-text';

export type CommentProblem = 'tooLong';
export type ChoiceProblem = 'required';

export interface ChoiceErrors {
  choice?: ChoiceProblem;
  comment?: CommentProblem;
  /** The conditions of an "approved with conditions" decision (issue 52 item 1). */
  conditions?: ChoiceProblem | CommentProblem;
}

/** The chair's three outcomes: an approval with conditions is sent as `approved` plus them. */
export type DecisionChoice = ArcDecision | 'approvedWithConditions';

function commentProblem(comment: string): CommentProblem | undefined {
  return comment.trim().length > COMMENT_MAX_LENGTH ? 'tooLong' : undefined;
}

/** A vote needs approve or decline; the comment is optional and bounded. */
export function validateVote(choice: ArcVoteChoice | null, comment: string): ChoiceErrors {
  const errors: ChoiceErrors = {};
  if (choice === null) errors.choice = 'required';
  const tooLong = commentProblem(comment);
  if (tooLong) errors.comment = tooLong;
  return errors;
}

/**
 * The chair's decision needs an outcome; the comment is optional and bounded; an approval with
 * conditions needs its conditions (bounded as a comment is).
 */
export function validateDecision(
  choice: DecisionChoice | null,
  comment: string,
  conditions = '',
): ChoiceErrors {
  const errors = validateVote(choice === null ? null : 'approve', comment);
  if (choice === 'approvedWithConditions') {
    const problem = conditions.trim() ? commentProblem(conditions) : 'required';
    if (problem) errors.conditions = problem;
  }
  return errors;
}

/** The contract's body for a valid decision: conditions only with an approval that has them. */
export function decisionBody(
  choice: DecisionChoice,
  comment: string,
  conditions: string,
): { decision: ArcDecision; comment?: string; conditions?: string } {
  if (choice !== 'approvedWithConditions') return { decision: choice, ...optionalComment(comment) };
  return { decision: 'approved', ...optionalComment(comment), conditions: conditions.trim() };
}

/** SPEC §5 Messaging: the one rule every message box keeps (src/lib/message-text.ts). */
export const validateMessage = messageProblem;

/** An optional comment as sent: trimmed, and left out when empty. */
export function optionalComment(comment: string): { comment?: string } {
  const trimmed = comment.trim();
  return trimmed ? { comment: trimmed } : {};
}

export function hasErrors(errors: ChoiceErrors): boolean {
  return (
    errors.choice !== undefined || errors.comment !== undefined || errors.conditions !== undefined
  );
}
