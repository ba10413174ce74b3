import { afterEach, describe, expect, it } from 'vitest';
import {
  preloadRouteCode,
  resetRouteCodeForTests,
  routeChunksElementId,
  routeKeysAt,
} from './route-chunks';

function withPlan(text: string) {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = routeChunksElementId;
  element.textContent = text;
  document.body.append(element);
}

const preloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) =>
    link.getAttribute('href'),
  );

afterEach(() => {
  document.getElementById(routeChunksElementId)?.remove();
  document.head.querySelectorAll('link[rel="modulepreload"]').forEach((link) => link.remove());
  resetRouteCodeForTests();
});

describe('preloadRouteCode', () => {
  it("asks for the routes' files together, each once", () => {
    withPlan(
      JSON.stringify({
        files: ['_authed-a', 'kit-b', 'dashboard-c', '/vendor/x.mjs'],
        routes: { '/_app/_authed': [0, 1], '/_app/_authed/dashboard': [2, 1, 3] },
      }),
    );
    preloadRouteCode(['__root__', '/_app/_authed', '/_app/_authed/dashboard']);
    expect(preloads()).toEqual([
      '/assets/_authed-a.js',
      '/assets/kit-b.js',
      '/assets/dashboard-c.js',
      '/vendor/x.mjs',
    ]);
    preloadRouteCode(['/_app/_authed/dashboard']);
    expect(preloads()).toHaveLength(4);
  });

  it('asks for nothing without a plan (the dev server) or with a broken one', () => {
    preloadRouteCode(['/_app/_authed']);
    expect(preloads()).toEqual([]);
    resetRouteCodeForTests();
    withPlan('{"files": [');
    preloadRouteCode(['/_app/_authed']);
    expect(preloads()).toEqual([]);
  });
});

describe('routeKeysAt', () => {
  const keys = [
    '/_app',
    '/_app/_authed',
    '/_app/_authed/billing',
    '/_app/_authed/billing/',
    '/_app/_authed/billing/account-history',
    '/_app/_authed/community/arc-requests/$id',
    '/_app/_authed/community/arc-requests/new',
    '/_app/_authed/community/documents/{-$id}',
    '/_app/login/{-$clientId}',
    '/_public',
    '/_public/$',
    'app-chrome',
  ];

  it('picks the page and its layouts, with the chrome when signed in', () => {
    expect(routeKeysAt('/billing/account-history', true, keys)).toEqual([
      '/_app',
      '/_app/_authed',
      '/_app/_authed/billing',
      '/_app/_authed/billing/account-history',
      'app-chrome',
    ]);
    expect(routeKeysAt('/billing/', true, keys)).toEqual([
      '/_app',
      '/_app/_authed',
      '/_app/_authed/billing',
      '/_app/_authed/billing/',
      'app-chrome',
    ]);
  });

  it('prefers a fixed segment to a parameter, and fills optional ones', () => {
    expect(routeKeysAt('/community/arc-requests/new', true, keys).at(-2)).toBe(
      '/_app/_authed/community/arc-requests/new',
    );
    expect(routeKeysAt('/community/arc-requests/6002', true, keys).at(-2)).toBe(
      '/_app/_authed/community/arc-requests/$id',
    );
    expect(routeKeysAt('/community/documents', true, keys).at(-2)).toBe(
      '/_app/_authed/community/documents/{-$id}',
    );
    expect(routeKeysAt('/login/harborview', false, keys)).toEqual([
      '/_app',
      '/_app/login/{-$clientId}',
    ]);
  });

  it('leaves out the pages behind login for a visit signed out, and reads /embed as the page', () => {
    expect(routeKeysAt('/embed/billing/account-history', false, keys)).toEqual(['/_app']);
  });

  it('asks for nothing where only the not-found page would match', () => {
    expect(routeKeysAt('/homeowner/payments/make', true, keys)).toEqual([]);
  });
});

describe('preloadRouteCode after the boot script', () => {
  it('does not ask again for a file a link in the page already preloads', () => {
    withPlan(JSON.stringify({ files: ['kit-b', 'page-c'], routes: { '/_app/x': [0, 1] } }));
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = '/assets/kit-b.js';
    document.head.append(link);
    preloadRouteCode(['/_app/x']);
    expect(preloads()).toEqual(['/assets/kit-b.js', '/assets/page-c.js']);
  });
});
