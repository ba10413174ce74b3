import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api/api-error';
import type { HomeownerRequestDetail, RequestMessage } from '../api/community-types';
import { acceptsReplies, replyFailure, withReply } from './thread-reply';

const apiError = (status: number, problem: Record<string, unknown> | null = null) =>
  new ApiError({
    service: 'actionItems',
    path: '/HomeownerRequests/10001/Messages',
    status,
    problem,
  });

const photo = { id: 10201, fileName: 'a.jpg', contentType: 'image/jpeg', size: 10, isImage: true };
const request: HomeownerRequestDetail = {
  id: 10001,
  associationId: 101,
  propertyId: 2001,
  type: 'general',
  subject: 'Streetlight out',
  status: 'open',
  createdAt: '2026-11-19T14:05:00Z',
  updatedAt: '2026-11-21T16:40:00Z',
  latestReply: null,
  description: 'Out since Sunday.',
  messages: [
    {
      id: 10101,
      author: 'Jordan Rivera',
      authorRole: 'homeowner',
      body: 'Out since Sunday.',
      sentAt: '2026-11-19T14:05:00Z',
      attachments: [photo],
    },
  ],
  attachments: [photo],
};
const reply: RequestMessage = {
  id: 10105,
  author: 'Jordan Rivera',
  authorRole: 'homeowner',
  body: 'Still out tonight.',
  sentAt: '2026-11-22T17:45:00Z',
  attachments: [{ ...photo, id: 10205, fileName: 'night.jpg' }],
};

describe('withReply', () => {
  it('puts the reply at the end of the thread and its files among the attachments', () => {
    const next = withReply(request, reply);
    expect(next.messages.map((m) => m.id)).toEqual([10101, 10105]);
    expect(next.attachments.map((a) => a.id)).toEqual([10201, 10205]);
    expect(request.messages).toHaveLength(1);
  });

  it('keeps each message and file once when the same answer comes twice', () => {
    const twice = withReply(withReply(request, reply), reply);
    expect(twice.messages.map((m) => m.id)).toEqual([10101, 10105]);
    expect(twice.attachments.map((a) => a.id)).toEqual([10201, 10205]);
  });
});

describe('acceptsReplies', () => {
  it('takes replies until the request is closed', () => {
    expect(acceptsReplies('open')).toBe(true);
    expect(acceptsReplies('inProgress')).toBe(true);
    expect(acceptsReplies('onHold')).toBe(true);
    expect(acceptsReplies('closed')).toBe(false);
  });
});

describe('replyFailure', () => {
  it('puts the 422 message beside the text', () => {
    expect(
      replyFailure(
        apiError(422, {
          detail: 'One or more fields are invalid.',
          errorId: 'id-1',
          errors: { message: ['Message is required.'] },
        }),
      ),
    ).toEqual({ kind: 'invalid', detail: 'Message is required.', errorId: 'id-1' });
  });

  it('says a closed request in the service words, and a file too large', () => {
    expect(
      replyFailure(apiError(409, { detail: 'This request is closed.', errorId: 'c' })),
    ).toEqual({ kind: 'closed', detail: 'This request is closed.', errorId: 'c' });
    expect(replyFailure(apiError(413, { detail: 'x.pdf is too big' }))).toMatchObject({
      kind: 'tooLarge',
      detail: 'x.pdf is too big',
    });
  });

  it('fails a 5xx with its Error ID, without repeating its detail', () => {
    expect(
      replyFailure(apiError(500, { detail: 'Message failed to send.', errorId: 'e-500' })),
    ).toEqual({ kind: 'failed', detail: undefined, errorId: 'e-500' });
  });

  it('fails another 4xx with its detail and Error ID, and a lost connection with neither', () => {
    expect(replyFailure(apiError(400, { detail: 'Bad.', errorId: 'e-400' }))).toEqual({
      kind: 'failed',
      detail: 'Bad.',
      errorId: 'e-400',
    });
    expect(replyFailure(apiError(0))).toEqual({ kind: 'failed' });
    expect(replyFailure(new Error('boom'))).toEqual({ kind: 'failed' });
  });
});
