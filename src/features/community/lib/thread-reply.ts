import type { Problem, ProblemWording } from '@/lib/api/problem';
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

/** A 422 is about the text: said beside the field. */
export const isFieldRefusal = (problem: Problem) => problem.status === 422;

/**
 * SPEC §8 "Message failed to send." for anything but a closed request (409, in the service's
 * words), with a refusal's own words after it.
 */
export function replyWording(t: (key: string) => string): ProblemWording {
  const failed = t('reply.failed');
  return {
    ownWordsFor: ['conflict'],
    kinds: {
      conflict: t('reply.closed'),
      network: failed,
      invalid: failed,
      unauthorized: failed,
      forbidden: failed,
      notFound: failed,
      tooLarge: failed,
      refused: failed,
    },
    failed,
    withOwnWords: true,
  };
}
