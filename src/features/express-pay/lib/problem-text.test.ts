import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api/api-error';
import { problemText } from './problem-text';

const t = (key: string) => `«${key}»`;
const apiError = (status: number, problem: Record<string, string> | null) =>
  new ApiError({ service: 'expressPay', path: '/express-pay', status, problem });

describe('problemText', () => {
  it('says the connection failed and that a retry is safe', () => {
    expect(problemText(apiError(0, null), t)).toEqual({ text: '«express-pay:errors.network»' });
  });

  it('uses the catalogue for known payment problems', () => {
    expect(
      problemText(apiError(400, { errorCode: 'PA020', errorId: 'e1', detail: 'x' }), t),
    ).toEqual({ text: '«errors:main.exceptions.PA020_card»', errorId: 'e1' });
  });

  it("uses the service's words otherwise", () => {
    expect(
      problemText(
        apiError(400, {
          errorCode: 'EP020',
          detail: 'Enter an amount between $1.00 and $10,000.00.',
        }),
        t,
      ),
    ).toEqual({ text: 'Enter an amount between $1.00 and $10,000.00.', errorId: undefined });
  });

  it('keeps server failures general, with the Error ID', () => {
    expect(problemText(apiError(500, { errorId: 'e5' }), t)).toEqual({
      text: '«express-pay:errors.server»',
      errorId: 'e5',
    });
    expect(problemText(new Error('x'), t)).toEqual({ text: '«express-pay:errors.unexpected»' });
  });
});
