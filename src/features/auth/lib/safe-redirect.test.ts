import { describe, expect, it } from 'vitest';
import { DEFAULT_AFTER_LOGIN, safeRedirectTarget } from './safe-redirect';

describe('safeRedirectTarget', () => {
  it.each([
    ['/billing', '/billing'],
    [
      '/billing/account-history?from=2026-01-01#row-3',
      '/billing/account-history?from=2026-01-01#row-3',
    ],
    ['/my/messages/12001', '/my/messages/12001'],
    // Dot segments that stay on the portal resolve as a browser would.
    ['/community/../billing', '/billing'],
    ['/./dashboard', '/dashboard'],
  ])('follows the same-origin path %s', (raw, expected) => {
    expect(safeRedirectTarget(raw)).toBe(expected);
  });

  it.each([
    undefined,
    '',
    42,
    'billing',
    // The corpus of tests/e2e/hostile-input.spec.ts, each as the login page receives it.
    '//evil.example',
    '//evil.example/phish',
    'https://evil.example',
    'https:evil.example',
    'https:/evil.example',
    '\u0009//evil.example',
    '/%09/evil.example',
    '/%2509/evil.example',
    ' //evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    'https://evil.example/',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    '%2F%2Fevil.example',
    '/%2F%2Fevil.example',
    '%252F%252Fevil.example',
    '/%5Cevil.example',
    '/\u0009/evil.example',
    '/login',
    '/logout',
    '/embed/login?redirect=/billing',
    // Paths whose dot segments resolve to another host.
    '/.//evil.example',
    '/..//evil.example',
    '/%2e//evil.example',
    '/%2E%2E//evil.example',
    '/a/..//evil.example',
    '/a/b/../..//evil.example',
    '/./\\evil.example',
  ])('falls back to the dashboard for %j', (raw) => {
    expect(safeRedirectTarget(raw)).toBe(DEFAULT_AFTER_LOGIN);
  });
});
