import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api/api-error';
import { describeFailure } from './failures';

const apiError = (status: number, problem: Record<string, unknown> | null = null) =>
  new ApiError({
    service: 'associations',
    path: '/associations/101/Documents/1302',
    status,
    problem,
  });

describe('describeFailure', () => {
  it('recognises the name-exists conflict by status or code', () => {
    expect(describeFailure(apiError(409, { errorCode: 'DC001' })).kind).toBe('nameExists');
    expect(describeFailure(apiError(400, { errorCode: 'DC001' })).kind).toBe('nameExists');
  });

  it('tells a folder or document deleted meanwhile, a refusal and a missing connection', () => {
    expect(describeFailure(apiError(404)).kind).toBe('gone');
    expect(describeFailure(apiError(403)).kind).toBe('forbidden');
    expect(describeFailure(apiError(0)).kind).toBe('network');
  });

  it('keeps the service’s words for a refused file or request', () => {
    expect(
      describeFailure(
        apiError(413, {
          detail: 'Site plan scan.pdf is 38.2 MB, which exceeds the maximum file size of 25 MB.',
        }),
      ),
    ).toEqual({
      kind: 'tooLarge',
      detail: 'Site plan scan.pdf is 38.2 MB, which exceeds the maximum file size of 25 MB.',
    });
    expect(describeFailure(apiError(422, { detail: 'One or more fields are invalid.' }))).toEqual({
      kind: 'invalid',
      detail: 'One or more fields are invalid.',
    });
  });

  it('gives the error code of a server failure, and treats anything else as one', () => {
    expect(describeFailure(apiError(500, { errorCode: 'DC500', errorId: 'abc' }))).toEqual({
      kind: 'server',
      errorCode: 'DC500',
      errorId: 'abc',
    });
    expect(describeFailure(new Error('boom'))).toEqual({ kind: 'server' });
  });
});
