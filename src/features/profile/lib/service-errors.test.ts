import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api/api-error';
import { serviceFieldErrors } from './service-errors';

const problem = (status: number, body: object) =>
  new ApiError({ service: 'users', path: '/Homeowner/1001/address', status, problem: body });

describe('service errors beside a form', () => {
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
