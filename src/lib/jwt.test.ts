import { describe, expect, it } from 'vitest';
import { decodeJwtClaims, numericClaim, stringClaim } from './jwt';

const demoUserToken =
  'eyJhbGciOiJub25lIiwidHlwIjoiSldUIn0.eyJVc2VySWQiOiIxMDAxIiwiQ3VzdG9tZXIiOiJERU1PIiwidW5pcXVlX25hbWUiOiJqb3JkYW4ucml2ZXJhIiwiaWF0IjoxNzYzNzY5NjAwLCJleHAiOjQxMDI0NDQ4MDB9.';

describe('decodeJwtClaims', () => {
  it('reads the UserId and Customer claims of a user token', () => {
    const claims = decodeJwtClaims(demoUserToken);
    expect(numericClaim(claims, 'UserId')).toBe(1001);
    expect(stringClaim(claims, 'Customer')).toBe('DEMO');
  });

  it.each(['', 'not-a-token', 'a.b', 'a.!!!.c', 'a.bnVsbA.c'])('returns null for %j', (token) => {
    expect(decodeJwtClaims(token)).toBeNull();
  });

  it('treats a non-numeric id claim as missing', () => {
    expect(numericClaim({ UserId: 'abc' }, 'UserId')).toBeNull();
    expect(numericClaim({}, 'UserId')).toBeNull();
  });
});
