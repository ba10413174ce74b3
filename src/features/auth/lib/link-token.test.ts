import { afterEach, describe, expect, it } from 'vitest';
import { checkLinkToken, takeFromAddressBar } from './link-token';

const jwt = (claims: object) =>
  `${btoa(JSON.stringify({ alg: 'none' }))}.${btoa(JSON.stringify(claims)).replace(/=+$/, '')}.`;
const now = new Date('2026-11-22T12:00:00Z');

describe('checkLinkToken', () => {
  it('accepts a token that names a user and has not expired', () => {
    expect(checkLinkToken(jwt({ UserId: '1001', exp: now.getTime() / 1000 + 60 }), now)).toBeNull();
    expect(checkLinkToken(jwt({ UserId: 1001, exp: now.getTime() / 1000 + 60 }), now)).toBeNull();
  });

  it.each([
    [null, 'linkInvalid'],
    ['garbage', 'linkInvalid'],
    [jwt({ Customer: 'DEMO' }), 'linkInvalid'],
    [jwt({ UserId: '1001' }), 'linkInvalid'],
    // A minute's error of the clock is forgiven, no more.
    [jwt({ UserId: '1001', exp: now.getTime() / 1000 - 60 }), 'linkExpired'],
  ])('refuses %j as %s', (token, problem) => {
    expect(checkLinkToken(token, now)).toBe(problem);
  });
});

describe('takeFromAddressBar', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('returns the values and removes them from the URL, keeping the rest', () => {
    window.history.replaceState(null, '', '/auth/jwt?token=secret&redirect=%2Fbilling#top');
    expect(takeFromAddressBar(['token'])).toEqual({ token: 'secret' });
    expect(window.location.pathname + window.location.search + window.location.hash).toBe(
      '/auth/jwt?redirect=%2Fbilling#top',
    );
  });
});
