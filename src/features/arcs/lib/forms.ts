import type { ArcDecision, ArcVoteChoice } from '../api/arcs-api';

/** Contract limits: ArcVoteCreate and ArcChairDecisionCreate comments, ArcMessageCreate text. */
export const COMMENT_MAX_LENGTH = 2000;
export const MESSAGE_MAX_LENGTH = 4000;

export type CommentProblem = 'tooLong';
export type ChoiceProblem = 'required';
export type MessageProblem = 'required' | 'tooLong';

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

/** SPEC §5 Messaging: "Message is required." — spaces alone are no message. */
export function validateMessage(text: string): MessageProblem | undefined {
  const trimmed = text.trim();
  if (!trimmed) return 'required';
  if (trimmed.length > MESSAGE_MAX_LENGTH) return 'tooLong';
  return undefined;
}

/** An optional comment as sent: trimmed, and left out when empty. */
export function optionalComment(comment: string): { comment?: string } {
  const trimmed = comment.trim();
  return trimmed ? { comment: trimmed } : {};
}

export function hasErrors(errors: ChoiceErrors): boolean {
  return errors.choice !== undefined || errors.comment !== undefined;
}
