import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api/api-error';
import { serviceFailure, serviceFieldErrors } from './service-errors';

const problem = (status: number, body: object) =>
  new ApiError({ service: 'users', path: '/Homeowner/1001/address', status, problem: body });

describe('service errors beside a form', () => {
  it('shows a 4xx in the service words and a 5xx or no answer as the server error', () => {
    expect(
      serviceFailure(problem(409, { detail: 'An account with this email already exists.' })),
    ).toEqual({
      text: 'An account with this email already exists.',
    });
    expect(serviceFailure(problem(500, { title: 'Server error' }))).toEqual({
      key: 'auth:errors.server',
    });
    expect(serviceFailure(new Error('offline'))).toEqual({ key: 'auth:errors.server' });
  });

  it('puts a 422 message beside the field it names, under the form field name', () => {
    const error = problem(422, {
      errors: { zip: ['Invalid zipcode'], value: ['Invalid phone number'], other: ['x'] },
    });
    expect(serviceFieldErrors(error, { zip: 'zip', value: 'phone' })).toEqual({
      zip: { __errors: ['Invalid zipcode'] },
      phone: { __errors: ['Invalid phone number'] },
    });
    expect(serviceFieldErrors(problem(422, {}), { zip: 'zip' })).toBeUndefined();
  });
});
