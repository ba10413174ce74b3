import { describe, expect, it } from 'vitest';
import { DEFAULT_RETURN_TO, safeReturnTo } from './return-to';

describe('safeReturnTo', () => {
  it.each([
    ['/billing', '/billing'],
    ['/billing/', '/billing/'],
    ['/billing?setupId=8151&step=confirm', '/billing?setupId=8151&step=confirm'],
    ['/billing#confirm', '/billing#confirm'],
    ['/billing/manage-account', '/billing/manage-account'],
    ['/billing/auto-draft?account=3003', '/billing/auto-draft?account=3003'],
  ])('follows the billing path %s', (raw, expected) => {
    expect(safeReturnTo(raw)).toBe(expected);
  });

  it.each([
    undefined,
    null,
    '',
    42,
    {},
    'billing',
    '/dashboard',
    '/billingx',
    '/billing-evil',
    '/embed/billing',
    '/Billing',
    '//evil.example/billing',
    '///evil.example/billing',
    '/\\evil.example/billing',
    '\\\\evil.example',
    'https://evil.example/billing',
    'https://courtyard.invalid/billing',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)//billing',
    '%2F%2Fevil.example',
    '/%2F%2Fevil.example',
    '%252F%252Fevil.example',
    '/%5Cevil.example',
    '/billing/../my/profile-settings',
    '/billing/%2e%2e/my/profile-settings',
    '/billing/%252e%252e/dashboard',
    '/billing/./../dashboard',
    '/billing\u0009/x',
    '/billing /x',
    '/billing%0d%0aSet-Cookie:x',
    '/billing/%E0%A4%A',
    '/billing/payment-consent',
    '/billing/payment-consent/?acknowledgementId=1',
    `/billing/${'a'.repeat(2100)}`,
  ])('falls back to /billing for %j', (raw) => {
    expect(safeReturnTo(raw)).toBe(DEFAULT_RETURN_TO);
  });
});
