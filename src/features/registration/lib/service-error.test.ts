import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api/api-error';
import { serviceFailure, serviceFieldErrors } from './service-error';

const apiError = (status: number, problem: ApiError['problem']) =>
  new ApiError({ service: 'users', path: '/Homeowner/Registration', status, problem });

describe('serviceFailure', () => {
  it("shows a 4xx's problem details text", () => {
    expect(
      serviceFailure(apiError(409, { detail: 'An account with this email already exists.' })),
    ).toEqual({
      text: 'An account with this email already exists.',
    });
    expect(serviceFailure(apiError(422, { title: 'Validation failed' }))).toEqual({
      text: 'Validation failed',
    });
  });

  it('shows the server error for 5xx and for no response', () => {
    expect(serviceFailure(apiError(500, null))).toEqual({ key: 'auth:errors.server' });
    expect(serviceFailure(apiError(0, null))).toEqual({ key: 'auth:errors.server' });
    expect(serviceFailure(new Error('boom'))).toEqual({ key: 'auth:errors.server' });
  });
});

describe('serviceFieldErrors', () => {
  it("puts a 422's field messages on the form's fields and ignores the rest", () => {
    const error = apiError(422, {
      errors: { phone: ['Invalid phone number'], captchaToken: [], unknownField: ['x'] },
    });
    expect(serviceFieldErrors(error, ['phone', 'captchaToken'])).toEqual({
      phone: { __errors: ['Invalid phone number'] },
    });
    expect(serviceFieldErrors(apiError(409, { detail: 'x' }), ['phone'])).toBeUndefined();
  });
});
