import { describe, expect, it } from 'vitest';
import { parseAccountLinkSearch } from './account-link';

describe('?account= (a link naming an account)', () => {
  it('keeps an account number of 1 to 64 characters', () => {
    expect(parseAccountLinkSearch({ account: 'MG-1002' })).toEqual({ account: 'MG-1002' });
    expect(parseAccountLinkSearch({ account: 'x'.repeat(64) })).toEqual({
      account: 'x'.repeat(64),
    });
  });

  it('drops an empty, too long or non-text value, and every other param', () => {
    expect(parseAccountLinkSearch({ account: '' })).toEqual({});
    expect(parseAccountLinkSearch({ account: 'x'.repeat(65) })).toEqual({});
    expect(parseAccountLinkSearch({ account: 1002 })).toEqual({});
    expect(parseAccountLinkSearch({ other: 'MG-1002' })).toEqual({});
  });
});
