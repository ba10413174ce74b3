import { describe, expect, it } from 'vitest';
import { contentHref, httpsUrl } from './outside-link';

describe('httpsUrl', () => {
  it('keeps an https address, trimmed', () => {
    expect(httpsUrl(' https://maplegrove.example/pool-pass ')).toBe(
      'https://maplegrove.example/pool-pass',
    );
  });

  it.each([
    undefined,
    null,
    '',
    'http://example.com',
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    ' JaVaScRiPt:alert(1)',
    'vbscript:msgbox(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:x',
    'file:///etc/passwd',
    '//evil.example',
    '/billing',
    'not a url',
  ])('refuses %j', (url) => {
    expect(httpsUrl(url)).toBeUndefined();
  });
});

describe('contentHref', () => {
  it.each([
    ['https://maplegrove.example/rules', 'https://maplegrove.example/rules'],
    ['mailto:board@maplegrove.example', 'mailto:board@maplegrove.example'],
    ['tel:+15550100', 'tel:+15550100'],
    ['/community/faq', '/community/faq'],
    ['/billing?tab=1#top', '/billing?tab=1#top'],
    ['community/documents', '/community/documents'],
    ['/authority-letters', '/authority-letters'],
  ])('allows %s', (href, expected) => {
    expect(contentHref(href)).toBe(expected);
  });

  it.each([
    'javascript:alert(1)',
    'http://example.com',
    '//evil.example',
    '/\\evil.example',
    '/.//evil.example',
    '/logout',
    '/LOGOUT',
    '/community/../logout',
    '../logout?x=1',
    '/auth/jwt?token=x',
    '/auth',
    '/embed/billing',
    '/embed',
    '',
    null,
  ])('refuses %j', (href) => {
    expect(contentHref(href)).toBeUndefined();
  });
});
