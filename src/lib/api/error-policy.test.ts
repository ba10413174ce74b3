import { CancelledError } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { UnreadableAnswerError } from './answer-check';
import { ApiError, type ProblemDetails } from './api-error';
import {
  classifyError,
  DEFAULT_ERROR_CODE,
  ERROR_TOAST_DURATION_MS,
  type ErrorContext,
  isOnLoginPage,
  isUnauthorizedException,
} from './error-policy';
import type { ServiceName } from './services';

const onDashboard: ErrorContext = { currentPath: '/dashboard', suppressToast: false };

function apiError(
  status: number,
  problem: ProblemDetails | null = null,
  { service = 'associations', path = '/Documents' }: { service?: ServiceName; path?: string } = {},
) {
  return new ApiError({ service, path, status, problem, message: 'Failed to fetch' });
}

describe('classifyError', () => {
  it('ignores cancelled and aborted requests, even 401-looking ones', () => {
    expect(classifyError(new DOMException('aborted', 'AbortError'), onDashboard)).toEqual({
      kind: 'ignore',
      reason: 'cancelled',
    });
    expect(classifyError(new CancelledError(), onDashboard)).toEqual({
      kind: 'ignore',
      reason: 'cancelled',
    });
    const plainAbort = Object.assign(new Error('aborted'), { name: 'AbortError' });
    expect(classifyError(plainAbort, onDashboard).kind).toBe('ignore');
  });

  it('sends a 401 to /login', () => {
    expect(classifyError(apiError(401), onDashboard)).toEqual({ kind: 'unauthorized' });
  });

  it('logs out on a 401 even when the request suppressed toasts', () => {
    expect(classifyError(apiError(401), { ...onDashboard, suppressToast: true })).toEqual({
      kind: 'unauthorized',
    });
  });

  it.each<[ServiceName, string]>([
    ['users', '/Users/Authenticate'],
    ['users', '/users/authenticate'],
    ['users', '/Users/AuthenticateSSO'],
    ['users', '/Users/AuthenticateSSO?returnUrl=%2Fmy'],
    ['users', '/Users/Authenticate/PortalToken'],
    ['users', '/HomeSettings'],
    ['users', '/homesettings/?associationId=3'],
    ['connectPayments', '/Account'],
    ['connectPayments', '/account?include=all'],
  ])('does not log out for a 401 from %s %s (SPEC §8 exception)', (service, path) => {
    const outcome = classifyError(
      apiError(
        401,
        { detail: 'Invalid username, password, or company', errorCode: 'AU001' },
        {
          service,
          path,
        },
      ),
      onDashboard,
    );
    // The exception falls through to the ordinary 4xx toast.
    expect(outcome.kind).toBe('clientProblem');
  });

  it.each<[ServiceName, string]>([
    ['connectPayments', '/AccountX'],
    ['connectPayments', '/Account/3001'],
    ['users', '/Users/3'],
    ['users', '/HomeSettingsX'],
    ['associations', '/HomeSettings'],
  ])('logs out for a 401 from %s %s (not an exception)', (service, path) => {
    expect(classifyError(apiError(401, null, { service, path }), onDashboard)).toEqual({
      kind: 'unauthorized',
    });
  });

  it.each(['/login', '/login/acme', '/LOGIN?redirect=/my', '/embed/login', '/embed/login/acme'])(
    'does not redirect again when the user is already on %s',
    (currentPath) => {
      const outcome = classifyError(apiError(401), { currentPath, suppressToast: false });
      expect(outcome.kind).toBe('clientProblem');
    },
  );

  it('ignores everything but a 401 when the request opted out of toasts', () => {
    const quiet = { ...onDashboard, suppressToast: true };
    for (const error of [apiError(0), apiError(400, { detail: 'x' }), apiError(500), new Error()]) {
      expect(classifyError(error, quiet)).toEqual({ kind: 'ignore', reason: 'suppressed' });
    }
  });

  it('turns no response into a network toast with the error message', () => {
    expect(classifyError(apiError(0), onDashboard)).toEqual({
      kind: 'network',
      message: 'Failed to fetch',
      durationMs: ERROR_TOAST_DURATION_MS,
    });
  });

  it('picks detail, else message, else title for a 4xx, with errorCode and errorId', () => {
    const full = { detail: 'D', message: 'M', title: 'T', errorCode: 'PA010', errorId: 'id-1' };
    expect(classifyError(apiError(400, full), onDashboard)).toEqual({
      kind: 'clientProblem',
      status: 400,
      text: 'D',
      errorCode: 'PA010',
      errorId: 'id-1',
      linkToProfileSettings: false,
      durationMs: 60_000,
    });
    const pick = (problem: ProblemDetails) => {
      const outcome = classifyError(apiError(409, problem), onDashboard);
      return outcome.kind === 'clientProblem' ? outcome.text : outcome.kind;
    };
    expect(pick({ message: 'M', title: 'T' })).toBe('M');
    expect(pick({ title: 'T' })).toBe('T');
    // No text at all: the toast layer shows "An unexpected error occurred.".
    expect(pick({})).toBeUndefined();
  });

  it('treats a 4xx without a body as an empty problem', () => {
    const outcome = classifyError(apiError(404), onDashboard);
    expect(outcome).toMatchObject({ kind: 'clientProblem', status: 404, text: undefined });
  });

  it('flags the profile-settings link for PA037 or a text that mentions profile settings', () => {
    const flag = (problem: ProblemDetails) => {
      const outcome = classifyError(apiError(400, problem), onDashboard);
      return outcome.kind === 'clientProblem' && outcome.linkToProfileSettings;
    };
    expect(flag({ errorCode: 'PA037' })).toBe(true);
    expect(flag({ detail: 'Add a primary email in your Profile Settings.' })).toBe(true);
    expect(flag({ errorCode: 'PA010', detail: 'Payments are blocked.' })).toBe(false);
  });

  it('gives a 5xx the errorCode, else FE001', () => {
    expect(
      classifyError(apiError(503, { errorCode: 'SV042', errorId: 'e-9' }), onDashboard),
    ).toEqual({
      kind: 'server',
      status: 503,
      errorCode: 'SV042',
      errorId: 'e-9',
      durationMs: 60_000,
    });
    expect(classifyError(apiError(500), onDashboard)).toMatchObject({
      kind: 'server',
      errorCode: DEFAULT_ERROR_CODE,
    });
    expect(DEFAULT_ERROR_CODE).toBe('FE001');
  });

  it('reports an answer that broke its contract as FE001 with its own Error ID', () => {
    const error = new UnreadableAnswerError('listAccounts', ['0.balance'], 'a1b2c3d4');
    expect(classifyError(error, onDashboard)).toEqual({
      kind: 'server',
      errorCode: 'FE001',
      errorId: 'a1b2c3d4',
      durationMs: 60_000,
    });
    expect(classifyError(error, { ...onDashboard, suppressToast: true })).toEqual({
      kind: 'ignore',
      reason: 'suppressed',
    });
  });

  it('reports a non-HTTP failure inside a request as FE001', () => {
    expect(classifyError(new TypeError('x is undefined'), onDashboard)).toEqual({
      kind: 'server',
      errorCode: 'FE001',
      durationMs: 60_000,
    });
  });
});

describe('path helpers', () => {
  it('matches exceptions per service, case-insensitively, on the path without query', () => {
    expect(isUnauthorizedException('users', '/USERS/AUTHENTICATESSO')).toBe(true);
    expect(isUnauthorizedException('connectPayments', '/Account/')).toBe(true);
    // A checkout link's token is not the portal session.
    expect(isUnauthorizedException('expressPay', '/account')).toBe(true);
  });

  it('knows the login page by segment, not by prefix', () => {
    expect(isOnLoginPage('/login')).toBe(true);
    expect(isOnLoginPage('/loginhelp')).toBe(false);
    expect(isOnLoginPage('/my/login')).toBe(false);
  });
});
