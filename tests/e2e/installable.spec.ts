import type { APIResponse } from '@playwright/test';
import { expect, logIn, test } from './fixtures';

// Issue 56 item 4: the portal is installable. Every page links the manifest and names a theme
// colour per look; the manifest and each icon it lists are served with their types; no service worker.

test.skip(({ pathPrefix }) => pathPrefix !== '', 'one run is enough: the paths are explicit here');

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose?: string;
}

interface Manifest {
  name: string;
  short_name: string;
  start_url: string;
  scope: string;
  display: string;
  background_color: string;
  theme_color: string;
  icons: ManifestIcon[];
}

const BRAND = '#1f5f4a';
/** The dark look's chrome colour (issue 56 item 6, src/lib/color-scheme.ts themeColors). */
const DARK_CHROME = '#111815';

/** A PNG's width and height, from its IHDR chunk (bytes 16–23, after the signature and header). */
function pngSize(body: Buffer): { width: number; height: number } {
  expect(body.subarray(0, 8).toString('hex'), 'PNG signature').toBe('89504e470d0a1a0a');
  expect(body.subarray(12, 16).toString('latin1'), 'first chunk').toBe('IHDR');
  return { width: body.readUInt32BE(16), height: body.readUInt32BE(20) };
}

const expectInstallHead = (html: string, path: string) => {
  expect(html, path).toContain('<link rel="manifest" href="/manifest.webmanifest"');
  expect(html, path).toContain(
    `<meta name="theme-color" content="${BRAND}" media="(prefers-color-scheme: light)"`,
  );
  expect(html, path).toContain(
    `<meta name="theme-color" content="${DARK_CHROME}" media="(prefers-color-scheme: dark)"`,
  );
  expect(html, path).toMatch(/<link rel="apple-touch-icon" href="\/icons\/[^"]+\.png"/);
};

test('every served page links the manifest and names the theme colour', async ({ request }) => {
  // index.html, prerendered pages (login, a signed-in first frame, the express link) and /embed.
  for (const path of [
    '/',
    '/login',
    '/dashboard',
    '/billing/account-history',
    '/epay/card/some-link',
    '/embed/login',
    '/embed/billing',
  ]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expectInstallHead(await response.text(), path);
  }
});

test('a signed-in page keeps the links, and no service worker is registered', async ({
  page,
  at,
}) => {
  await logIn(page, at, '/billing');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('head link[rel="manifest"]')).toHaveAttribute(
    'href',
    '/manifest.webmanifest',
  );
  await expect(
    page.locator('head meta[name="theme-color"][media="(prefers-color-scheme: light)"]'),
  ).toHaveAttribute('content', BRAND);
  // SPEC §3's not-persisted data must not land in a cache either: the portal has no worker.
  const registrations = await page.evaluate(async () =>
    (await navigator.serviceWorker.getRegistrations()).map((r) => r.scope),
  );
  expect(registrations).toEqual([]);
});

test('the manifest and each icon it lists are served with their types', async ({ request }) => {
  const response = await request.get('/manifest.webmanifest');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^application\/manifest\+json\b/);
  expect(response.headers()['cache-control']).toBe('no-cache');
  expect(response.headers()['x-content-type-options']).toBe('nosniff');
  const manifest = (await response.json()) as Manifest;
  expect(manifest).toMatchObject({
    name: 'Courtyard',
    short_name: 'Courtyard',
    start_url: '/dashboard',
    scope: '/',
    display: 'standalone',
    theme_color: BRAND,
    background_color: '#f4f6f5',
  });

  const purposes = manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`);
  expect(purposes).toEqual(
    expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']),
  );
  for (const icon of manifest.icons) {
    const file: APIResponse = await request.get(icon.src);
    expect(file.status(), icon.src).toBe(200);
    expect(icon.type, icon.src).toBe('image/png');
    expect(file.headers()['content-type'], icon.src).toBe('image/png');
    expect(file.headers()['cache-control'], icon.src).toBe('public, max-age=86400');
    const { width, height } = pngSize(await file.body());
    expect(`${String(width)}x${String(height)}`, icon.src).toBe(icon.sizes);
  }
});
