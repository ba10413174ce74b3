import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api/api-error';
import { describeProblem } from './problems';

const apiError = (status: number, problem: Record<string, unknown> | null = null) =>
  new ApiError({ service: 'associations', path: '/x', status, problem });

describe('describeProblem', () => {
  it('recognises the 409 slot taken with its words', () => {
    expect(
      describeProblem(
        apiError(409, {
          detail: 'This time slot is no longer available. Please choose another time.',
          errorCode: 'RS001',
          errorId: 'abc',
        }),
      ),
    ).toMatchObject({ kind: 'slotTaken', errorId: 'abc' });
  });

  it('recognises a file too large and a failed upload', () => {
    expect(describeProblem(apiError(413, { detail: 'Site plan.pdf is 38.2 MB' }))).toMatchObject({
      kind: 'tooLarge',
      detail: 'Site plan.pdf is 38.2 MB',
    });
    expect(describeProblem(apiError(500, { errorCode: 'RQ500', errorId: 'e1' }))).toEqual({
      kind: 'uploadFailed',
      errorCode: 'RQ500',
      errorId: 'e1',
    });
  });

  it('keeps a 422 with its field messages', () => {
    expect(
      describeProblem(apiError(422, { title: 'Invalid', errors: { subject: ['Too long'] } })),
    ).toMatchObject({ kind: 'invalid', detail: 'Invalid', fields: { subject: ['Too long'] } });
  });

  it('sorts the rest into network, not found and server', () => {
    expect(describeProblem(apiError(0)).kind).toBe('network');
    expect(describeProblem(apiError(404)).kind).toBe('notFound');
    expect(describeProblem(apiError(503, { errorId: 'z' }))).toMatchObject({
      kind: 'server',
      errorId: 'z',
    });
    expect(describeProblem(new Error('boom')).kind).toBe('server');
  });
});
