import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api/api-error';
import { serviceFieldErrors } from './service-error';

const apiError = (status: number, problem: ApiError['problem']) =>
  new ApiError({ service: 'users', path: '/Homeowner/Registration', status, problem });

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
