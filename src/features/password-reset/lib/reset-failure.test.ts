import { describe, expect, it } from 'vitest';
import { ApiError, type ProblemDetails } from '@/lib/api/api-error';
import { changePasswordFailure, requestLinkFailure } from './reset-failure';

const apiError = (status: number, problem: ProblemDetails | null = null) =>
  new ApiError({ service: 'users', path: '/Users/Password/', status, problem });

describe('requestLinkFailure', () => {
  it.each([400, 422])('a %i is about the address', (status) => {
    expect(requestLinkFailure(apiError(status))).toBe('invalidEmail');
  });

  it.each([0, 429, 500, 503])('a %i is the service failing', (status) => {
    expect(requestLinkFailure(apiError(status))).toBe('server');
  });

  it('treats anything that is not an answer as the service failing', () => {
    expect(requestLinkFailure(new Error('boom'))).toBe('server');
  });
});

describe('changePasswordFailure', () => {
  it('an expired token (AU005) asks for a new link, whatever the status', () => {
    const expired = { status: 422, errorCode: 'AU005', detail: 'This link has expired.' };
    expect(changePasswordFailure(apiError(422, expired))).toEqual({
      kind: 'linkRejected',
      expired: true,
    });
    expect(changePasswordFailure(apiError(400, { errorCode: 'AU005' }))).toEqual({
      kind: 'linkRejected',
      expired: true,
    });
  });

  it.each([400, 401, 403, 404, 410, 422])(
    'any other %i without password errors rejects the link',
    (status) => {
      expect(changePasswordFailure(apiError(status, { title: 'Bad request' }))).toEqual({
        kind: 'linkRejected',
        expired: false,
      });
    },
  );

  it('a rejected new password keeps the link and passes on the service message', () => {
    const problem = {
      errorCode: 'VA422',
      errors: { newPassword: ['Password must be at least 6 characters'] },
    };
    expect(changePasswordFailure(apiError(422, problem))).toEqual({
      kind: 'passwordRejected',
      message: 'Password must be at least 6 characters',
    });
    expect(changePasswordFailure(apiError(422, { errors: { newPassword: [] } }))).toEqual({
      kind: 'passwordRejected',
      message: undefined,
    });
  });

  it.each([0, 408, 429, 500, 502])('a %i may work later: the form stays', (status) => {
    expect(changePasswordFailure(apiError(status))).toEqual({ kind: 'server' });
  });

  it('treats anything that is not an answer as the service failing', () => {
    expect(changePasswordFailure(new TypeError('x is undefined'))).toEqual({ kind: 'server' });
  });
});
