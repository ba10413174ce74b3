import { afterEach, describe, expect, it } from 'vitest';
import { preloadRouteCode, resetRouteCodeForTests, routeChunksElementId } from './route-chunks';

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
