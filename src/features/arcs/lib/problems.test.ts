import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api/api-error';
import { describeProblem, problemText } from '@/lib/api/problem';
import { arcsWording } from './problems';

const error = (status: number, problem: Record<string, unknown> | null = null) =>
  new ApiError({ service: 'actionItems', path: '/Arc/1', status, problem });
const t = (key: string) => `«${key}»`;
const words = (failure: unknown) =>
  problemText(describeProblem(failure), t, arcsWording(t, 'The vote was not sent.'));

describe('ARC wording', () => {
  it("says the chair's refusal and a closed vote in the service's words", () => {
    expect(words(error(403, { detail: 'Only the chair can decide.' }))).toBe(
      'Only the chair can decide.',
    );
    expect(words(error(409, { detail: 'Voting is closed for this request.' }))).toBe(
      'Voting is closed for this request.',
    );
    expect(words(error(409))).toBe('«problems.conflict»');
  });

  it('says a missing request, a file too large and a failed message in its own words', () => {
    expect(words(error(404))).toBe('«problems.notFound»');
    expect(words(error(413))).toBe('«problems.tooLarge»');
    expect(words(error(500, { errorCode: 'AR500', detail: 'x' }))).toBe('«problems.sendFailed»');
  });

  it("says a server failure as the form's failure, and no connection as every screen does", () => {
    expect(words(error(500, { errorCode: 'SV500' }))).toBe('The vote was not sent.');
    expect(words(new Error('boom'))).toBe('The vote was not sent.');
    expect(words(error(0))).toBe('«errors:problem.network»');
  });
});
