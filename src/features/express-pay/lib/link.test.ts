import { describe, expect, it } from 'vitest';
import { UnreadableAnswerError } from '@/lib/api/answer-check';
import { ApiError } from '@/lib/api/api-error';
import { linkFailureOf } from './link';

const apiError = (status: number, errorCode?: string, errorId?: string) =>
  new ApiError({
    service: 'expressPay',
    path: '/authenticate',
    status,
    problem: status === 0 ? null : { errorCode, errorId },
  });

describe('linkFailureOf', () => {
  it('reads an account answer that broke its contract as unreadable, with its Error ID', () => {
    expect(
      linkFailureOf(new UnreadableAnswerError('getExpressAccount', ['balance'], 'a1b2c3d4')),
    ).toEqual({ kind: 'unreadable', errorId: 'a1b2c3d4' });
  });

  it('names the link problems of the contract', () => {
    expect(linkFailureOf(apiError(401, 'EP010'))).toEqual({ kind: 'link', failure: 'expired' });
    expect(linkFailureOf(apiError(401, 'EP011'))).toEqual({ kind: 'link', failure: 'used' });
    expect(linkFailureOf(apiError(404, 'EP404'))).toEqual({ kind: 'link', failure: 'invalid' });
  });

  it('reads other refusals by status', () => {
    expect(linkFailureOf(apiError(401))).toEqual({ kind: 'link', failure: 'rejected' });
    expect(linkFailureOf(apiError(404))).toEqual({ kind: 'link', failure: 'invalid' });
    expect(linkFailureOf(apiError(400))).toEqual({ kind: 'link', failure: 'invalid' });
  });

  it('lets the person try again when the service did not answer or failed', () => {
    expect(linkFailureOf(apiError(0))).toEqual({ kind: 'unreachable', errorId: undefined });
    expect(linkFailureOf(apiError(500, 'FE500', 'abc'))).toEqual({
      kind: 'unreachable',
      errorId: 'abc',
    });
    expect(linkFailureOf(new Error('boom'))).toEqual({ kind: 'unreachable' });
  });
});
