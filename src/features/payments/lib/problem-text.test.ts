import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api/api-error';
import { catalogueKey, problemText } from './problem-text';

const t = (key: string) => key;
const pa020 = new ApiError({
  service: 'connectPayments',
  path: '/Payment/Setup/9501/Confirm',
  status: 422,
  problem: { errorCode: 'PA020', errorId: 'E-1', message: 'Unavailable' },
});

describe('payment problems in words', () => {
  it('words PA020 by the method that could not be used (SPEC §8)', () => {
    expect(catalogueKey('PA020', 'eCheck')).toBe('errors:main.exceptions.PA020_bank');
    expect(catalogueKey('PA020', 'creditCard')).toBe('errors:main.exceptions.PA020_card');
    expect(catalogueKey('PA020', 'debitCard')).toBe('errors:main.exceptions.PA020_card');
    expect(catalogueKey('PA020')).toBe('errors:main.exceptions.PA020');
    expect(catalogueKey('PA010', 'eCheck')).toBe('errors:main.exceptions.PA010');
  });

  it('keeps the Error ID and code beside the words', () => {
    expect(problemText(pa020, t, 'eCheck')).toEqual({
      text: 'errors:main.exceptions.PA020_bank',
      errorId: 'E-1',
      errorCode: 'PA020',
    });
  });
});
