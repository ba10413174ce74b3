// What every message box sends (an ARC message, a reply in a request's thread): one rule.

/** The contracts' `maxLength` of a message (ArcMessageCreate, RequestMessageCreate). */
export const MESSAGE_MAX_LENGTH = 4000;

export type MessageProblem = 'required' | 'tooLong';

/** SPEC §5 Messaging: "Message is required." — spaces alone are no message. */
export function messageProblem(text: string): MessageProblem | undefined {
  const trimmed = text.trim();
  if (!trimmed) return 'required';
  if (trimmed.length > MESSAGE_MAX_LENGTH) return 'tooLong';
  return undefined;
}
