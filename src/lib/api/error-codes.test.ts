import { describe, expect, it } from 'vitest';
import en from '../../../public/locales/en/errors.json';
import es from '../../../public/locales/es/errors.json';
import { CATALOGUED_CODES, ERROR_CODES } from './error-codes';

describe('the error code table', () => {
  it('has each code once', () => {
    const codes = Object.values(ERROR_CODES);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('catalogues exactly the codes the SPEC §8 catalogue words, in English and Spanish', () => {
    for (const catalogue of [en.main.exceptions, es.main.exceptions]) {
      const worded = Object.keys(catalogue).filter((key) => !key.includes('_'));
      expect([...CATALOGUED_CODES].sort()).toEqual(worded.sort());
    }
  });
});
