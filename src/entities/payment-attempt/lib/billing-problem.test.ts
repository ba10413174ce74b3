import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api/api-error';
import { billingProblem, catalogueKey, methodKindOf } from './billing-problem';

const t = (key: string) => `«${key}»`;
const apiError = (status: number, problem: Record<string, string> | null) =>
  new ApiError({
    service: 'connectPayments',
    path: '/Payment/Setup/9501/Confirm',
    status,
    problem,
  });

describe('billing problems in words', () => {
  it('words PA020 by the kind of method that could not be used (SPEC §8)', () => {
    expect(catalogueKey('PA020', methodKindOf('eCheck'))).toBe('errors:main.exceptions.PA020_bank');
    expect(catalogueKey('PA020', methodKindOf('creditCard'))).toBe(
      'errors:main.exceptions.PA020_card',
    );
    expect(catalogueKey('PA020', methodKindOf('debitCard'))).toBe(
      'errors:main.exceptions.PA020_card',
    );
    expect(catalogueKey('PA020', 'bank')).toBe('errors:main.exceptions.PA020_bank');
    expect(catalogueKey('PA020')).toBe('errors:main.exceptions.PA020');
    expect(catalogueKey('PA010', 'bank')).toBe('errors:main.exceptions.PA010');
  });

  it('keeps the Error ID and the catalogue code of a 4xx beside the words', () => {
    const pa020 = apiError(422, { errorCode: 'PA020', errorId: 'E-1', message: 'Unavailable' });
    expect(billingProblem(pa020, t, { methodKind: 'bank' })).toEqual({
      text: '«errors:main.exceptions.PA020_bank»',
      errorId: 'E-1',
      code: 'PA020',
    });
  });

  it("says the service's own words for a 4xx without a catalogue code", () => {
    expect(billingProblem(apiError(400, { detail: 'Amount too high', errorId: 'E-2' }), t)).toEqual(
      { text: 'Amount too high', errorId: 'E-2', code: undefined },
    );
  });

  it('gives a 5xx the server words with its Error Code, FE001 by default', () => {
    expect(billingProblem(apiError(500, { errorId: 'E-5' }), t)).toEqual({
      text: '«errors:server.message»',
      errorId: 'E-5',
      errorCode: 'FE001',
    });
    expect(billingProblem(apiError(503, { errorCode: 'PS503' }), t).errorCode).toBe('PS503');
  });

  it('says the connection failed, promising no second charge only where money moves', () => {
    expect(billingProblem(apiError(0, null), t)).toEqual({
      text: '«common:billingProblem.network»',
    });
    expect(billingProblem(apiError(0, null), t, { charges: true })).toEqual({
      text: '«common:billingProblem.networkCharges»',
    });
  });

  it('says a failure on our side as a server failure, with the default Error Code', () => {
    expect(billingProblem(new Error('x'), t)).toEqual({
      text: '«errors:server.message»',
      errorCode: 'FE001',
    });
  });
});
