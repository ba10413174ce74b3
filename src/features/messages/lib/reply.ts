/** What is wrong with a reply, if anything (SPEC §5 Messaging). */
export type ReplyProblem = 'fieldRequired' | 'messageRequired';

/**
 * Nothing typed: "This field is required." Only spaces or line breaks: there is still no message,
 * "Message is required." Either way nothing is sent.
 */
export function replyProblem(text: string): ReplyProblem | null {
  if (text.length === 0) return 'fieldRequired';
  if (text.trim().length === 0) return 'messageRequired';
  return null;
}

/** What is sent: the text without the blank lines and spaces around it. */
export function replyText(text: string): string {
  return text.trim();
}
