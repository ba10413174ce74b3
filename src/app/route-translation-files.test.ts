import i18next, { type BackendModule } from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { translationFileUrl } from '@/lib/translation-files';
import { routeNamespaces } from './route-namespaces.gen';
import { preloadTranslationFiles } from './route-translation-files';

const accountHistory = '/_app/_authed/billing/account-history';

const preloaded = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map((link) => ({
    href: link.getAttribute('href'),
    as: link.getAttribute('as'),
    crossOrigin: link.crossOrigin,
  }));

/** What i18next, set up as the app sets it up, reads for `namespaces` in `language`. */
async function readsOf(language: string, namespaces: readonly string[]): Promise<string[]> {
  const reads: string[] = [];
  const backend: BackendModule = {
    type: 'backend',
    init: () => undefined,
    read: (lng, namespace, callback) => {
      reads.push(translationFileUrl(lng, namespace));
      callback(null, {});
    },
  };
  const instance = i18next.createInstance();
  await instance.use(backend).init({ lng: language, fallbackLng: 'en', ns: [] });
  await instance.loadNamespaces([...namespaces]);
  return reads;
}

afterEach(() => {
  document.head.replaceChildren();
});

describe('preloadTranslationFiles', () => {
  it("asks for each file of the page's routes as a fetch the app's loader takes over", () => {
    preloadTranslationFiles(['/_app', '/_app/_authed', accountHistory], 'en');
    expect(preloaded()).toEqual(
      (routeNamespaces[accountHistory] ?? []).map((namespace) => ({
        href: `/locales/en/${namespace}.json`,
        as: 'fetch',
        crossOrigin: 'anonymous',
      })),
    );
  });

  it('asks in Spanish for the first page’s files too, and for English, the fallback', async () => {
    preloadTranslationFiles([accountHistory], 'es');
    const hrefs = preloaded().map((link) => link.href);
    expect(hrefs).toEqual(
      expect.arrayContaining([
        '/locales/es/account.json',
        '/locales/en/account.json',
        '/locales/es/common.json',
      ]),
    );
    // Each one is a file the app reads in Spanish: none is fetched for nothing.
    const reads = await readsOf('es', [
      ...(routeNamespaces[accountHistory] ?? []),
      'common',
      'auth',
      'errors',
    ]);
    for (const href of hrefs) expect(reads).toContain(href);
  });

  it('asks once for a file a link of the page asks for already', () => {
    const existing = document.createElement('link');
    existing.rel = 'preload';
    existing.href = '/locales/es/common.json';
    document.head.append(existing);
    preloadTranslationFiles([accountHistory], 'es');
    preloadTranslationFiles([accountHistory], 'es');
    const hrefs = preloaded().map((link) => link.href);
    expect(hrefs.filter((href) => href === '/locales/es/common.json')).toHaveLength(1);
    expect(new Set(hrefs).size).toBe(hrefs.length);
  });

  it('asks for nothing for routes without namespaces of their own', () => {
    preloadTranslationFiles(['/_app/login/{-$clientId}', '__root__'], 'en');
    expect(preloaded()).toEqual([]);
  });
});
