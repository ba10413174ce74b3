import i18next, { type BackendModule } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { preloadRouteTranslations } from './route-preload';

const reads: string[] = [];
const backend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read: (language, namespace, callback) => {
    reads.push(`${language}/${namespace}`);
    callback(null, { title: `${namespace} in ${language}` });
  },
};

beforeAll(async () => {
  await i18next.use(backend).init({ lng: 'en', fallbackLng: 'en', ns: ['common'] });
  reads.length = 0;
});

describe('preloadRouteTranslations', () => {
  it("loads a route's namespaces once", async () => {
    preloadRouteTranslations(['/_app/_authed/billing/account-history']);
    await expect.poll(() => i18next.hasResourceBundle('en', 'data-table')).toBe(true);
    expect(reads.sort()).toEqual(['en/account', 'en/data-table']);

    preloadRouteTranslations(['/_app/_authed/billing/account-history']);
    expect(reads).toHaveLength(2);
  });

  it('asks for nothing for a route without namespaces of its own', () => {
    preloadRouteTranslations(['/_app/login/{-$clientId}', '__root__']);
    expect(reads).toHaveLength(2);
  });
});
