import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api/api-error';
import { actionProblem } from './problem-text';

const catalogue: Record<string, string> = {
  'errors:main.exceptions.PA050':
    'Recurring or scheduled payments must be changed by 8:00pm EST the day before the payment date.',
  'errors:server.message': 'We have encountered an error and could not complete your request.',
  'manage-payments:errors.network': 'No connection.',
  'manage-payments:errors.unexpected': 'An unexpected error occurred.',
};
const t = (key: string, options?: Record<string, unknown>) =>
  catalogue[key] ?? (typeof options?.defaultValue === 'string' ? options.defaultValue : key);
const apiError = (status: number, problem: Record<string, string> | null) =>
  new ApiError({ service: 'connectPayments', path: '/RecurringPayment/8001', status, problem });

describe('actionProblem', () => {
  it('says the catalogue text for a known code, with the Error ID', () => {
    expect(actionProblem(apiError(400, { errorCode: 'PA050', errorId: 'e-1' }), t)).toEqual({
      text: catalogue['errors:main.exceptions.PA050'],
      errorId: 'e-1',
    });
  });

  it("says the service's detail for a code it does not know", () => {
    expect(
      actionProblem(
        apiError(400, {
          errorCode: 'AD010',
          detail: 'Accounts with a balance cannot enroll in auto-draft.',
        }),
        t,
      ).text,
    ).toBe('Accounts with a balance cannot enroll in auto-draft.');
  });

  it('says the server error with its code (FE001 by default), and the network failure', () => {
    expect(actionProblem(apiError(500, null), t)).toMatchObject({
      text: catalogue['errors:server.message'],
      errorCode: 'FE001',
    });
    expect(actionProblem(apiError(0, null), t).text).toBe('No connection.');
    expect(actionProblem(new Error('boom'), t).text).toBe('An unexpected error occurred.');
  });
});
