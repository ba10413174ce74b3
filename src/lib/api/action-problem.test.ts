import { describe, expect, it } from 'vitest';
import { ApiError, type ProblemDetails } from './api-error';
import { describeActionProblem } from './action-problem';

const apiError = (status: number, problem: ProblemDetails | null) =>
  new ApiError({ status, problem, service: 'actionItems', path: '/Board/Invoices/1/Decision' });

describe('describeActionProblem', () => {
  it('keeps the service words and the Error ID of a refusal', () => {
    const error = apiError(409, {
      title: 'Conflict',
      detail: 'This item has already been completed and can no longer be changed.',
      errorId: 'e-409',
    });
    expect(describeActionProblem(error)).toEqual({
      kind: 'refused',
      detail: 'This item has already been completed and can no longer be changed.',
      errorId: 'e-409',
    });
  });

  it('says a server failure in the page words, with its Error ID', () => {
    const error = apiError(500, {
      detail: 'An unexpected error occurred on the server.',
      errorId: 'e-500',
    });
    expect(describeActionProblem(error)).toEqual({ kind: 'failed', errorId: 'e-500' });
  });

  it('tells a lost connection apart', () => {
    expect(describeActionProblem(apiError(0, null))).toEqual({ kind: 'network' });
  });

  it('treats anything that is not a service answer as a failure', () => {
    expect(describeActionProblem(new TypeError('boom'))).toEqual({
      kind: 'failed',
      errorId: undefined,
    });
  });
});
