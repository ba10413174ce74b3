import { isApiError } from '@/lib/api/api-error';
import type { HomeownerRequestDetail, RequestMessage, RequestStatus } from '../api/community-types';

/** A closed request's thread takes no more replies (the contract answers 409). */
export function acceptsReplies(status: RequestStatus): boolean {
  return status !== 'closed';
}

/**
 * The request as it stands after the service took a reply: the reply at the end of the thread
 * and its files among the request's attachments (each once, should the answer come twice).
 */
export function withReply(
  request: HomeownerRequestDetail,
  reply: RequestMessage,
): HomeownerRequestDetail {
  const known = new Set(request.attachments.map((attachment) => attachment.id));
  return {
    ...request,
    messages: [...request.messages.filter((message) => message.id !== reply.id), reply],
    attachments: [
      ...request.attachments,
      ...reply.attachments.filter((attachment) => !known.has(attachment.id)),
    ],
  };
}

/**
 * Why a reply was not taken, as the form says it: a 422 beside the text ("Message is required."),
 * 413 beside the files, a closed request (409) in the service's words, anything else "Message
 * failed to send." (SPEC §8) with a 4xx's own detail. The Error ID goes with each.
 */
export interface ReplyFailure {
  kind: 'invalid' | 'closed' | 'tooLarge' | 'failed';
  detail?: string | undefined;
  errorId?: string | undefined;
}

export function replyFailure(error: unknown): ReplyFailure {
  if (!isApiError(error) || error.status === 0) return { kind: 'failed' };
  const { status, problem, errorId } = error;
  const detail = problem?.detail ?? problem?.message ?? problem?.title;
  if (status === 422)
    return { kind: 'invalid', detail: problem?.errors?.message?.[0] ?? detail, errorId };
  if (status === 409) return { kind: 'closed', detail, errorId };
  if (status === 413) return { kind: 'tooLarge', detail, errorId };
  // A 5xx's detail is the service's own "Message failed to send." or a generic line: not repeated.
  return { kind: 'failed', detail: status < 500 ? detail : undefined, errorId };
}
