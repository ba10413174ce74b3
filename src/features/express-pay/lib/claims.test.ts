import { describe, expect, it } from 'vitest';
import { readEpayClaims } from './claims';

const base64url = (value: string) =>
  btoa(value).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const tokenWith = (claims: Record<string, unknown>) =>
  `${base64url('{"alg":"none","typ":"JWT"}')}.${base64url(JSON.stringify(claims))}.`;

// The demo token of openapi/express-pay.yaml (uid 1001, poid 5001, sub 7001, slid 3001).
const demoToken =
  'eyJhbGciOiJub25lIiwidHlwIjoiSldUIn0.eyJ1aWQiOiIxMDAxIiwicG9pZCI6IjUwMDEiLCJzdWIiOiI3MDAxIiwic2xpZCI6IjMwMDEiLCJpYXQiOjE3NjM3Njk2MDAsImV4cCI6NDEwMjQ0NDgwMH0.';

describe('readEpayClaims', () => {
  it('decodes uid, poid, sub and slid into user, owner, checkout link and sub-ledger ids', () => {
    expect(readEpayClaims(demoToken)).toEqual({
      userId: 1001,
      ownerId: 5001,
      checkoutLinkId: 7001,
      subLedgerId: 3001,
    });
  });

  it('accepts numbers as well as numeric strings', () => {
    expect(readEpayClaims(tokenWith({ uid: 1, poid: 2, sub: '3', slid: 4 }))).toEqual({
      userId: 1,
      ownerId: 2,
      checkoutLinkId: 3,
      subLedgerId: 4,
    });
  });

  it.each(['uid', 'poid', 'sub', 'slid'])('refuses a token without %s', (missing) => {
    const all = { uid: '1001', poid: '5001', sub: '7001', slid: '3001' };
    const claims = Object.fromEntries(Object.entries(all).filter(([name]) => name !== missing));
    expect(readEpayClaims(tokenWith(claims))).toBeNull();
  });

  it.each([
    ['not a number', { uid: 'abc', poid: 5001, sub: 7001, slid: 3001 }],
    ['zero', { uid: 1001, poid: 0, sub: 7001, slid: 3001 }],
    ['negative', { uid: 1001, poid: 5001, sub: -7001, slid: 3001 }],
    ['a fraction', { uid: 1001, poid: 5001, sub: 7001, slid: 30.5 }],
    ['empty', { uid: '', poid: 5001, sub: 7001, slid: 3001 }],
  ])('refuses an id that is %s', (_, claims) => {
    expect(readEpayClaims(tokenWith(claims))).toBeNull();
  });

  it.each([
    ['an empty string', ''],
    ['not a JWT', 'not-a-token'],
    ['two parts', 'aGVsbG8.d29ybGQ'],
    ['a payload that is not JSON', `${base64url('{}')}.${base64url('not json')}.`],
    ['a payload that is an array', `${base64url('{}')}.${base64url('[1,2]')}.`],
  ])('refuses %s', (_, token) => {
    expect(readEpayClaims(token)).toBeNull();
  });
});
