import { describe, expect, it } from 'vitest';
import { UnreadableAnswerError } from './answer-check';
import { ApiError, type ProblemDetails } from './api-error';
import { ERROR_CODES } from './error-codes';
import {
  actionWording,
  describeProblem,
  formWording,
  problemErrorCode,
  problemText,
  REFUSAL_KINDS,
  type ProblemWording,
} from './problem';

const apiError = (status: number, problem: ProblemDetails | null) =>
  new ApiError({ status, problem, service: 'actionItems', path: '/Board/Invoices/1/Decision' });

const t = (key: string, options?: Record<string, unknown>) => {
  const fallback = options?.defaultValue;
  return typeof fallback === 'string' ? `«${key}|${fallback}»` : `«${key}»`;
};

const words = (error: unknown, wording?: ProblemWording) =>
  problemText(describeProblem(error), t, wording);

describe('describeProblem', () => {
  it('reads the kind from the status, with the service words, code, Error ID and fields', () => {
    const error = apiError(422, {
      title: 'Unprocessable',
      detail: 'The ZIP code is not valid.',
      errorId: 'e-422',
      errorCode: 'FE400',
      errors: { zip: ['Invalid zipcode'] },
    });
    expect(describeProblem(error)).toEqual({
      kind: 'invalid',
      status: 422,
      code: 'FE400',
      errorId: 'e-422',
      detail: 'The ZIP code is not valid.',
      fields: { zip: ['Invalid zipcode'] },
    });
    expect(describeProblem(apiError(404, null)).kind).toBe('notFound');
    expect(describeProblem(apiError(410, null)).kind).toBe('notFound');
    expect(describeProblem(apiError(409, null)).kind).toBe('conflict');
    expect(describeProblem(apiError(429, null)).kind).toBe('refused');
    expect(describeProblem(apiError(503, null)).kind).toBe('server');
  });

  it('lets a code say the kind whatever the status', () => {
    expect(describeProblem(apiError(400, { errorCode: ERROR_CODES.fileTooLarge })).kind).toBe(
      'tooLarge',
    );
    expect(describeProblem(apiError(400, { errorCode: ERROR_CODES.slotTaken })).kind).toBe(
      'conflict',
    );
  });

  it('tells no answer, an unreadable answer and a fault on our side apart', () => {
    expect(describeProblem(apiError(0, null))).toEqual({ kind: 'network', status: 0 });
    expect(describeProblem(new UnreadableAnswerError('listLedger', ['0.amount'], 'u-1'))).toEqual({
      kind: 'unreadable',
      errorId: 'u-1',
    });
    expect(describeProblem(new TypeError('boom'))).toEqual({ kind: 'server' });
  });
});

describe('problemText', () => {
  it("puts the screen's words for a code first", () => {
    const error = apiError(409, { errorCode: ERROR_CODES.nameExists, detail: 'Duplicate' });
    expect(words(error, { codes: { DC001: 'This name already exists.' } })).toBe(
      'This name already exists.',
    );
  });

  it('says the SPEC §8 catalogue text for a catalogued 4xx code, PA020 by method', () => {
    const pa020 = apiError(422, { errorCode: 'PA020', detail: 'Unavailable' });
    expect(words(pa020, { methodKind: 'bank' })).toBe(
      '«errors:main.exceptions.PA020_bank|Unavailable»',
    );
    expect(words(apiError(403, { errorCode: 'PA010' }))).toBe('«errors:main.exceptions.PA010»');
  });

  it("shows the service's own words only for the kinds a screen lists", () => {
    const refusal = apiError(409, { detail: 'Already decided.' });
    expect(words(refusal, { ownWordsFor: REFUSAL_KINDS, kinds: { conflict: 'Changed.' } })).toBe(
      'Already decided.',
    );
    expect(words(refusal, { kinds: { conflict: 'Changed.' } })).toBe('Changed.');
    expect(
      words(apiError(400, { detail: 'Too long' }), {
        ownWordsFor: ['invalid'],
        ownWords: (detail) => `Not accepted: ${detail}`,
      }),
    ).toBe('Not accepted: Too long');
  });

  it('falls back to SPEC §8: no connection, the refusal words or the unexpected text, the server text', () => {
    expect(words(apiError(0, null))).toBe('«errors:problem.network»');
    expect(words(apiError(400, { title: 'Bad Request' }))).toBe('Bad Request');
    expect(words(apiError(400, null))).toBe('«errors:unexpected»');
    expect(words(apiError(400, null), { failed: 'The note was not saved.' })).toBe(
      'The note was not saved.',
    );
    expect(words(apiError(500, { detail: 'NullReferenceException' }))).toBe(
      '«errors:server.message»',
    );
    expect(words(apiError(500, null), { failed: 'The vote was not sent.' })).toBe(
      'The vote was not sent.',
    );
  });
});

describe('problemErrorCode', () => {
  it("is a server failure's own code, else FE001, and nothing for a refusal", () => {
    expect(problemErrorCode(describeProblem(apiError(503, { errorCode: 'SV503' })))).toBe('SV503');
    expect(problemErrorCode(describeProblem(apiError(500, null)))).toBe('FE001');
    expect(
      problemErrorCode(describeProblem(apiError(409, { errorCode: 'BD409' }))),
    ).toBeUndefined();
  });
});

describe('formWording', () => {
  it("says a form's refusal in the service's words, the catalogue's first, else the server error", () => {
    const said = (error: unknown) => words(error, formWording(t));
    expect(said(apiError(409, { detail: 'An account with this email already exists.' }))).toBe(
      'An account with this email already exists.',
    );
    expect(said(apiError(409, { errorCode: 'AU003', detail: 'In use' }))).toBe(
      '«errors:main.exceptions.AU003|In use»',
    );
    expect(said(apiError(422, { title: 'Validation failed' }))).toBe('Validation failed');
    expect(said(apiError(400, null))).toBe('«errors:unexpected»');
    expect(said(apiError(500, null))).toBe('«auth:errors.server»');
    expect(said(apiError(0, null))).toBe('«auth:errors.server»');
    expect(said(new Error('boom'))).toBe('«auth:errors.server»');
  });
});

describe('actionWording', () => {
  it("says a button's refusal in the service's words, else what failed in the screen's", () => {
    const said = (error: unknown) => words(error, actionWording('The invitation was not sent.'));
    expect(said(apiError(409, { detail: 'This person is already in the household.' }))).toBe(
      'This person is already in the household.',
    );
    expect(said(apiError(422, null))).toBe('The invitation was not sent.');
    expect(said(apiError(500, { detail: 'NullReferenceException' }))).toBe(
      'The invitation was not sent.',
    );
    expect(said(new Error('boom'))).toBe('The invitation was not sent.');
    expect(said(apiError(0, null))).toBe('«errors:problem.network»');
  });
});
