import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api/api-error';
import { describeProblem } from './problems';

const error = (status: number, problem: Record<string, string> | null = null) =>
  new ApiError({ service: 'actionItems', path: '/Board/ArcRequests/6001', status, problem });

describe('describeProblem', () => {
  it('keeps the service words for a refusal by the chair rule and a closed vote', () => {
    expect(
      describeProblem(
        error(403, {
          detail: 'Only the ARC chair can record a decision on this request.',
          errorId: 'x-1',
          errorCode: 'AR403',
        }),
      ),
    ).toEqual({
      kind: 'forbidden',
      detail: 'Only the ARC chair can record a decision on this request.',
      errorId: 'x-1',
    });
    expect(describeProblem(error(409, { detail: 'Voting is closed for this request.' }))).toEqual({
      kind: 'conflict',
      detail: 'Voting is closed for this request.',
      errorId: undefined,
    });
  });

  it('tells not found, too large, send failures, invalid input, network and the rest', () => {
    expect(describeProblem(error(404)).kind).toBe('notFound');
    expect(describeProblem(error(413, { detail: 'big.pdf is too big' }))).toMatchObject({
      kind: 'tooLarge',
      detail: 'big.pdf is too big',
    });
    expect(describeProblem(error(500, { errorCode: 'AR500', detail: 'x' })).kind).toBe(
      'sendFailed',
    );
    expect(describeProblem(error(422, { detail: 'Message is required.' }))).toMatchObject({
      kind: 'invalid',
      detail: 'Message is required.',
    });
    expect(describeProblem(error(0)).kind).toBe('network');
    expect(describeProblem(error(500, { errorCode: 'SV500', errorId: 'e-9' }))).toEqual({
      kind: 'server',
      errorId: 'e-9',
    });
    expect(describeProblem(new Error('boom')).kind).toBe('server');
  });
});
