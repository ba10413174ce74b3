// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isCustomerEnabled } from './feature-flags';

describe('isCustomerEnabled', () => {
  it('is on when the customer is in the list', () => {
    expect(isCustomerEnabled(['ACME', 'GLOBEX'], 'GLOBEX')).toBe(true);
  });

  it('is off when the customer is not in the list, or unknown', () => {
    expect(isCustomerEnabled(['ACME'], 'GLOBEX')).toBe(false);
    expect(isCustomerEnabled(['ACME'], null)).toBe(false);
    expect(isCustomerEnabled([], 'ACME')).toBe(false);
  });

  it("is on for everyone when the list's first entry is all", () => {
    expect(isCustomerEnabled(['all'], 'ANYONE')).toBe(true);
    expect(isCustomerEnabled(['all', 'ACME'], null)).toBe(true);
  });

  it('only honours all as the first entry', () => {
    expect(isCustomerEnabled(['ACME', 'all'], 'GLOBEX')).toBe(false);
  });
});
