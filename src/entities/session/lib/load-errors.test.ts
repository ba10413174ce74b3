// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api/api-error';
import { describeLoadError } from './load-errors';

describe('describeLoadError', () => {
  it('names status, error code and id of a service error, never its message or path', () => {
    const error = new ApiError({
      service: 'users',
      path: '/Users/1001?token=secret',
      status: 500,
      problem: { detail: 'Card 4242 4242 4242 4242 declined', errorCode: 'PA010', errorId: 'e-1' },
    });
    const text = describeLoadError(error);
    expect(text).toBe('ApiError 500 from users, errorCode PA010, errorId e-1');
    expect(text).not.toMatch(/4242|secret|Users/);
  });

  it('names only the kind of any other error', () => {
    expect(describeLoadError(new TypeError('https://x.test/?token=abc'))).toBe('TypeError');
    expect(describeLoadError('eyJ.token')).toBe('string');
  });
});
