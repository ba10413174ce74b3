import { describe, expect, it } from 'vitest';
import { ApiError, parseRetryAfter } from './api-error';

describe('parseRetryAfter', () => {
  const now = Date.parse('2026-11-26T12:00:00Z');

  it('reads delay-seconds and HTTP dates', () => {
    expect(parseRetryAfter('7', now)).toBe(7000);
    expect(parseRetryAfter(' 0 ', now)).toBe(0);
    expect(parseRetryAfter('Thu, 26 Nov 2026 12:00:12 GMT', now)).toBe(12_000);
    expect(parseRetryAfter('Thu, 26 Nov 2026 11:59:00 GMT', now)).toBe(0);
  });

  it('ignores what is not one', () => {
    expect(parseRetryAfter(null, now)).toBeUndefined();
    expect(parseRetryAfter('soon', now)).toBeUndefined();
    expect(parseRetryAfter('-5', now)).toBeUndefined();
  });
});

describe('ApiError.fromResponse', () => {
  it('keeps the Retry-After of a 429', async () => {
    const response = new Response(JSON.stringify({ title: 'Too many requests' }), {
      status: 429,
      headers: { 'Retry-After': '3' },
    });
    const error = await ApiError.fromResponse('associations', '/Documents', response);
    expect(error.status).toBe(429);
    expect(error.retryAfterMs).toBe(3000);
  });
});
