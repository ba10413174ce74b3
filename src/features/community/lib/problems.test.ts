import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api/api-error';
import { describeProblem, problemText } from '@/lib/api/problem';
import { communityWording } from './problems';

const apiError = (status: number, problem: Record<string, unknown> | null = null) =>
  new ApiError({ service: 'associations', path: '/x', status, problem });
const t = (key: string) => `«${key}»`;
const words = (error: unknown, texts?: Parameters<typeof communityWording>[1]) =>
  problemText(describeProblem(error), t, communityWording(t, texts));

describe('community wording', () => {
  it('says a taken slot in its words, with or without its code', () => {
    expect(words(apiError(409, { detail: 'Taken.', errorCode: 'RS001' }))).toBe(
      '«problems.slotTaken»',
    );
    expect(words(apiError(400, { errorCode: 'RS001' }))).toBe('«problems.slotTaken»');
  });

  it("says a file too large in the service's words, and a failed upload in its own", () => {
    expect(words(apiError(413, { detail: 'Site plan.pdf is 38.2 MB' }))).toBe(
      'Site plan.pdf is 38.2 MB',
    );
    expect(words(apiError(413))).toBe('«problems.tooLarge»');
    expect(words(apiError(500, { errorCode: 'RQ500', errorId: 'e1' }))).toBe(
      '«problems.uploadFailed»',
    );
  });

  it("keeps a screen's own words for a kind", () => {
    expect(words(apiError(404), { notFound: 'The reservation is gone.' })).toBe(
      'The reservation is gone.',
    );
    expect(words(apiError(404))).toBe('«problems.notFound»');
  });

  it('says no connection and a server failure as every screen does', () => {
    expect(words(apiError(0))).toBe('«errors:problem.network»');
    expect(words(apiError(503))).toBe('«problems.server»');
  });
});
