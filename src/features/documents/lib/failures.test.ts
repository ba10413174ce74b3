import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api/api-error';
import { describeProblem, problemText } from '@/lib/api/problem';
import { documentsWording } from './failures';

const apiError = (status: number, problem: Record<string, unknown> | null = null) =>
  new ApiError({ service: 'associations', path: '/Documents', status, problem });
const t = (key: string, options?: Record<string, unknown>) =>
  typeof options?.detail === 'string' ? `«${key}: ${options.detail}»` : `«${key}»`;
const words = (error: unknown, subject: 'folder' | 'document' = 'document') =>
  problemText(describeProblem(error), t, documentsWording(t, subject));

describe('library wording', () => {
  it('says a taken name, with or without its code', () => {
    expect(words(apiError(409))).toBe('«failures.nameExists»');
    expect(words(apiError(400, { errorCode: 'DC001' }))).toBe('«failures.nameExists»');
  });

  it('says what is gone by what it was', () => {
    expect(words(apiError(404), 'folder')).toBe('«failures.goneFolder»');
    expect(words(apiError(410))).toBe('«failures.goneDocument»');
    expect(words(apiError(403))).toBe('«failures.forbidden»');
  });

  it("frames the service's words of a rejection", () => {
    expect(words(apiError(422, { detail: 'One or more fields are invalid.' }))).toBe(
      '«failures.invalidDetail: One or more fields are invalid.»',
    );
    expect(words(apiError(413, { errorCode: 'DC002' }))).toBe('«failures.invalid»');
  });

  it('says no connection and a server failure as every screen does', () => {
    expect(words(apiError(0))).toBe('«errors:problem.network»');
    expect(words(apiError(500, { errorCode: 'DC500' }))).toBe('«errors:server.message»');
  });
});
