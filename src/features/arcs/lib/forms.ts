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
}

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

/** The chair's decision needs approved or declined; the comment is optional and bounded. */
export function validateDecision(choice: ArcDecision | null, comment: string): ChoiceErrors {
  return validateVote(choice === null ? null : 'approve', comment);
}

/** SPEC §5 Messaging: the one rule every message box keeps (src/lib/message-text.ts). */
export const validateMessage = messageProblem;

/** An optional comment as sent: trimmed, and left out when empty. */
export function optionalComment(comment: string): { comment?: string } {
  const trimmed = comment.trim();
  return trimmed ? { comment: trimmed } : {};
}

export function hasErrors(errors: ChoiceErrors): boolean {
  return errors.choice !== undefined || errors.comment !== undefined;
}
