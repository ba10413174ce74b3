import { expect, holdTheApp, startSignedIn, test } from './fixtures';

// A signed-in visit to the dashboard, billing or account history shows the page's first frame (its
// heading, description and loading status in the chrome) from the HTML, before the app's code has
// run (scripts/prerender.ts, docs/architecture.md "Prerendered pages"); the app takes over in place.

const pages = [
  {
    path: '/billing',
    heading: 'Make a payment',
    description: 'Pay your association dues once, on a later date, or on a schedule.',
    loading: 'Loading your accounts…',
  },
  {
    path: '/billing/account-history',
    heading: 'Account history',
    description: 'Every charge, payment and credit on your account, with the balance after each.',
    loading: 'Loading your accounts…',
  },
  {
    path: '/dashboard',
    // The dashboard's heading says it loads until the person's name is in, as the app's does.
    heading: 'Loading…',
    description: 'What needs your attention at your property and in your community.',
    loading: 'Loading…',
  },
];

test.describe('a signed-in page before the app’s code has run', () => {
  test.use({ viewport: { width: 360, height: 780 } });

  for (const expected of pages) {
    test(`${expected.path} shows its heading at 360 px, and the app’s page takes its place where it stood`, async ({
      page,
      at,
      expectAccessible,
    }) => {
      await startSignedIn(page);
      const release = await holdTheApp(page);
      await page.goto(at(expected.path), { waitUntil: 'commit' });
      const heading = page.getByRole('heading', { level: 1 });
      await expect(heading).toHaveText(expected.heading);
      await expect(page.getByText(expected.description)).toBeVisible();
      await expect(page.getByRole('status')).toHaveText(expected.loading);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        360,
      );
      // Nothing to press that would do nothing: the menus come with the app.
      await expect(page.getByRole('button')).toHaveCount(0);
      await expectAccessible();
      const before = await page.getByText(expected.description).boundingBox();

      release();
      await expect(page.locator('[data-prerendered]')).toHaveCount(0);
      await expect(page.getByRole('button', { name: /Jordan Rivera/ })).toBeVisible();
      // The app's own description, where the prerendered one stood; its heading has the focus,
      // as a page's heading has on arrival.
      expect(await page.getByText(expected.description).boundingBox()).toEqual(before);
      await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
      if (expected.path !== '/dashboard')
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(expected.heading);
      else
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome, Jordan Rivera');
    });
  }

  test('paints styled from the HTML alone, and never asks for the stylesheet it carries inline', async ({
    page,
    at,
  }) => {
    // The chrome's code is imported with the stylesheet as a dependency: fetched again, it held
    // the chrome back a round trip (scripts/prerender.ts keeps a disabled link for it).
    const stylesheets: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/[\w-]+\.css$/.test(request.url())) stylesheets.push(request.url());
    });
    await startSignedIn(page);
    const releaseApp = await holdTheApp(page);
    await page.goto(at('/billing'), { waitUntil: 'commit' });
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText('Make a payment');
    const looks = () =>
      heading.evaluate((element) => {
        const style = getComputedStyle(element);
        return `${style.fontSize} ${style.fontWeight} ${style.color}`;
      });
    const prerendered = await looks();
    // Not the browser's own h1 (2em, bold, black): the app's rules are there.
    expect(prerendered).not.toBe('32px 700 rgb(0, 0, 0)');

    releaseApp();
    await expect(page.locator('[data-prerendered]')).toHaveCount(0);
    await expect(page.getByRole('button', { name: /Jordan Rivera/ })).toBeVisible();
    expect(await looks()).toBe(prerendered);
    // The menus the chrome brought are styled by the same rules.
    await page.getByRole('button', { name: /Jordan Rivera/ }).click();
    await expect(page.getByRole('menuitem').first()).toBeVisible();
    expect(stylesheets).toEqual([]);
  });

  test('in the language the person chose, Spanish', async ({ page, at }) => {
    await startSignedIn(page);
    await page.addInitScript(() => localStorage.setItem('courtyard-language', 'es'));
    const release = await holdTheApp(page);
    await page.goto(at('/billing'), { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hacer un pago');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('es');
    release();
    await expect(page.locator('[data-prerendered]')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hacer un pago');
  });

  test('a visit that starts signed out sees no private page: “Loading…”, then the login page', async ({
    page,
    at,
  }) => {
    const release = await holdTheApp(page);
    await page.goto(at('/billing'), { waitUntil: 'commit' });
    await expect(page.getByText('Loading… / Cargando…')).toBeVisible();
    await expect(page.getByRole('heading')).toHaveCount(0);
    release();
    await expect(page.getByRole('heading', { name: 'Log in to Courtyard' })).toBeVisible();
  });

  test('a page without a prerendered frame keeps the plain “Loading…”', async ({ page, at }) => {
    await startSignedIn(page);
    const release = await holdTheApp(page);
    await page.goto(at('/billing/auto-draft'), { waitUntil: 'commit' });
    await expect(page.getByText('Loading… / Cargando…')).toBeVisible();
    release();
    await expect(page.getByText('Loading… / Cargando…')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});

test('every prerendered page asks for the app’s code from its head, from the start', async ({
  request,
  at,
}) => {
  const entryInHead =
    /<head>[\s\S]*<script type="module" crossorigin src="\/assets\/[\w-]+\.js"><\/script>[\s\S]*<\/head>/;
  for (const path of ['/login', '/dashboard', '/billing', '/billing/account-history']) {
    const html = await (await request.get(at(path))).text();
    expect(html, path).toMatch(entryInHead);
  }
});

test.describe('a page’s own code, asked for while the HTML is read', () => {
  // The boot script preloads the opened page's files from the route code plan, and sends a signed-in
  // page's session reads, beside the entry instead of after it has run (src/app/prerender/boot-entry.ts).
  const pageCode = /\/assets\/auto-draft-[\w-]+\.js$/;

  test('signed in: the page’s file is on its way before the app’s entry has arrived', async ({
    page,
    at,
  }) => {
    await startSignedIn(page);
    const release = await holdTheApp(page);
    const asked = page.waitForRequest(pageCode);
    await page.goto(at('/billing/auto-draft'), { waitUntil: 'commit' });
    await asked;
    release();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('signed in: the session’s reads go out beside the code, each once, and the page shows them', async ({
    page,
    at,
  }) => {
    // The reads every signed-in page waits for (src/app/start-up-reads.ts), by their paths.
    const sessionReads = [
      /\/Users\/\d+$/,
      /\/HomeSettings$/,
      /\/Security$/,
      /\/Account\?portalEnabled=true$/,
      /\/AutoDraft\?portalEnabled=true$/,
      /\/PaymentMethod$/,
      /\/RecurringPayment$/,
    ];
    const sent = new Map<RegExp, number>();
    page.on('request', (request) => {
      for (const read of sessionReads)
        if (read.test(request.url())) sent.set(read, (sent.get(read) ?? 0) + 1);
    });
    await startSignedIn(page);
    const release = await holdTheApp(page);
    await page.goto(at('/billing/account-history'), { waitUntil: 'commit' });
    // Before the app's entry has arrived, all of them are on their way.
    await expect.poll(() => sent.size).toBe(sessionReads.length);
    release();
    // The app takes their answers over: the ledger of the account they name, nothing asked again.
    await expect(page.getByRole('heading', { level: 1, name: 'Account history' })).toBeVisible();
    await expect(page.getByRole('button', { name: /Jordan Rivera/ })).toBeVisible();
    await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();
    expect([...sent.values()]).toEqual(sessionReads.map(() => 1));
  });

  test('signed out: no private page’s file is asked for, the login page comes', async ({
    page,
    at,
  }) => {
    const asked: string[] = [];
    page.on('request', (request) => {
      if (pageCode.test(request.url())) asked.push(request.url());
    });
    const release = await holdTheApp(page);
    await page.goto(at('/billing/auto-draft'), { waitUntil: 'commit' });
    await expect(page.getByText('Loading… / Cargando…')).toBeVisible();
    release();
    await expect(page.getByRole('heading', { name: 'Log in to Courtyard' })).toBeVisible();
    expect(asked).toEqual([]);
  });
});
