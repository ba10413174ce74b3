import { expect, holdRequests, holdTheApp, startSignedIn, test } from './fixtures';

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

  test('paints styled from the HTML alone, before any stylesheet or the app’s code arrives', async ({
    page,
    at,
  }) => {
    await startSignedIn(page);
    const releaseApp = await holdTheApp(page);
    const releaseStylesheets = await holdRequests(page, /\/assets\/[\w-]+\.css$/);
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

    releaseStylesheets();
    releaseApp();
    await expect(page.locator('[data-prerendered]')).toHaveCount(0);
    await expect(page.getByRole('button', { name: /Jordan Rivera/ })).toBeVisible();
    expect(await looks()).toBe(prerendered);
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

// The express link's page is in the HTML too, while the link opens (a guest's page: signed in or
// not), so a guest sees what the link does before the app's code and the link's answers are in.
test.describe('the express link’s page before the app’s code has run', () => {
  test.use({ viewport: { width: 360, height: 780 } });
  const checkout = '/epay/card/a1b2c3d4';
  const description =
    'Pay your association balance by card, no login needed. This link opens the checkout for one account only.';

  test('shows its heading and what the link does at 360 px, and the app’s page takes its place where it stood', async ({
    page,
    at,
    expectAccessible,
  }) => {
    const release = await holdTheApp(page);
    await page.goto(at(checkout), { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Express payment');
    await expect(page.getByText(description)).toBeVisible();
    await expect(page.getByRole('status')).toHaveText('Opening your payment link…');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );
    await expect(page.getByRole('button')).toHaveCount(0);
    await expectAccessible();
    const before = await page.getByText(description).boundingBox();

    release();
    await expect(page.locator('[data-prerendered]')).toHaveCount(0);
    await expect(page.getByText('$450.00').first()).toBeVisible();
    expect(await page.getByText(description).boundingBox()).toEqual(before);
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Express payment');
  });

  test('its language switch works before the app is up, and the app opens in that language', async ({
    page,
    at,
  }) => {
    const release = await holdTheApp(page);
    await page.goto(at(checkout), { waitUntil: 'commit' });
    await page.getByLabel('Language').selectOption('es');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pago exprés');
    await expect(page.getByRole('status')).toHaveText('Abriendo su enlace de pago…');
    release();
    await expect(page.locator('[data-prerendered]')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pago exprés');
    await expect(page.getByText('450,00 US$').first()).toBeVisible();
    await expect(page.getByLabel('Idioma')).toHaveValue('es');
  });

  test('a language chosen on it while the app is starting in another is the app’s language too', async ({
    page,
    at,
  }) => {
    // The app is up and its translations are in, in English; only the page's own are held.
    const release = await holdRequests(page, /\/locales\/en\/express-pay\.json$/);
    const asked = page.waitForRequest('**/locales/en/express-pay.json');
    await page.goto(at(checkout), { waitUntil: 'commit' });
    await asked;
    // The app's layout is already behind it, hidden: the prerendered page's switch.
    await page.locator('[data-prerendered]').getByLabel('Language').selectOption('es');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pago exprés');
    release();
    await expect(page.locator('[data-prerendered]')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Revisar el pago' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pago exprés');
    await expect(page.getByLabel('Idioma')).toHaveValue('es');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  });

  test('a link already paid in this tab and the confirmation keep the plain “Loading…”', async ({
    page,
    at,
  }) => {
    await page.addInitScript(() =>
      sessionStorage.setItem(
        'courtyard-express-confirmation',
        JSON.stringify({
          link: 'card/a1b2c3d4',
          confirmation: {
            confirmationNumber: 'EP-1001',
            amount: 45000,
            total: 46328,
            paidAt: '2026-11-28T10:00:00Z',
            status: 'completed',
          },
        }),
      ),
    );
    const release = await holdTheApp(page);
    await page.goto(at(checkout), { waitUntil: 'commit' });
    await expect(page.getByText('Loading… / Cargando…')).toBeVisible();
    await expect(page.getByRole('heading')).toHaveCount(0);
    release();
    await expect(
      page.getByRole('heading', { name: 'This payment was already submitted' }),
    ).toBeVisible();

    const hold = await holdTheApp(page);
    await page.goto(at(`${checkout}/confirmation`), { waitUntil: 'commit' });
    await expect(page.getByText('Loading… / Cargando…')).toBeVisible();
    hold();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});

test('behind a signed-in frame and the express link’s page the app’s code is asked for from the start; behind the login page after its paint', async ({
  request,
  at,
}) => {
  const entryInHead =
    /<head>[\s\S]*<script type="module" crossorigin src="\/assets\/framework-[\w-]+\.js"><\/script>[\s\S]*<\/head>/;
  for (const path of [
    '/dashboard',
    '/billing',
    '/billing/account-history',
    '/epay/card/a1b2c3d4',
  ]) {
    const html = await (await request.get(at(path))).text();
    expect(html, path).toMatch(entryInHead);
    // The boot script names no entry to start: the head's is the one.
    expect(html, path).not.toMatch(/<script data-entry=/);
  }
  const login = await (await request.get(at('/login'))).text();
  expect(login).not.toMatch(entryInHead);
  expect(login).toMatch(/<script data-entry="\/assets\/framework-[\w-]+\.js"/);
});
