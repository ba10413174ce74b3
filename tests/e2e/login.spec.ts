import type { Page, Request } from '@playwright/test';
import {
  expect,
  holdRequests,
  holdTheApp,
  logInWithForm,
  preferStatus,
  recordRequests,
  test,
} from './fixtures';

test('a homeowner logs in with any credentials and sees their name', async ({ page, at }) => {
  await logInWithForm(page, at);
  await expect(page).toHaveURL(at('/dashboard'));
  const stored = await page.evaluate(() => localStorage.getItem('user-store'));
  expect(stored).toContain('"token":"ey');
});

test('the login form shows the spec messages and keeps what was typed', async ({ page, open }) => {
  await open('/login');
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('Invalid email')).toBeVisible();
  await expect(page.getByText('Password required')).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue('not-an-email');
});

test('a rejected login shows the service answer and no session starts', async ({ page, open }) => {
  await preferStatus(page, '**/mock/users/Users/Authenticate', 'code=401');
  await open('/login');
  await page.getByLabel('Email').fill('jordan@example.com');
  await page.getByLabel('Password').fill('wrong-password');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid username, password, or company');
  const stored = await page.evaluate(() => localStorage.getItem('user-store'));
  expect(stored ?? '').not.toContain('"token":"ey');
});

test(
  'a visitor sent to a page behind login comes back to it after logging in',
  { tag: '@embed' },
  async ({ page, at }) => {
    const translations: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/locales/')) translations.push(request.url());
    });
    await page.goto(at('/community/faq?from=email'));
    await expect(page).toHaveURL(/\/login\?redirect=/);
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
    // Until someone logs in, nothing of the private page is fetched, its texts included.
    expect(translations.filter((url) => url.endsWith('/community.json'))).toEqual([]);
    await page.getByLabel('Email').fill('jordan@example.com');
    await page.getByLabel('Password').fill('secret1');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(at('/community/faq?from=email'));
    await expect(page.getByRole('heading', { name: 'FAQ', level: 1 })).toBeVisible();
  },
);

test.describe('the login page before the app’s code has run', () => {
  test.use({ viewport: { width: 360, height: 780 } });

  /** The app's own page stands in the prerendered one's place, with what was typed and the focus. */
  async function expectTakenOverWithWhatWasTyped(page: Page): Promise<void> {
    await expect(page.locator('[data-prerendered]')).toHaveCount(0);
    await expect(page.getByLabel('Email')).toHaveValue('jordan@example.com');
    await expect(page.getByLabel('Password')).toHaveValue('secret1');
    await expect(page.getByLabel('Password')).toBeFocused();
  }

  /**
   * Opens the login page with the app held back and types the credentials into the prerendered
   * form; the sign-in calls sent from then on, and what lets the app start.
   */
  async function typeBeforeTheApp(
    page: Page,
    at: (path: string) => string,
  ): Promise<{ sent: Request[]; release: () => void }> {
    const sent = recordRequests(page, 'POST', /\/Users\/Authenticate$/);
    const release = await holdTheApp(page);
    await page.goto(at('/login'), { waitUntil: 'commit' });
    await page.getByLabel('Email').fill('jordan@example.com');
    await page.getByLabel('Password').fill('secret1');
    return { sent, release };
  }

  test('is on screen at 360 px, and what was typed and the focus go on into the app', async ({
    page,
    at,
    expectAccessible,
  }) => {
    const release = await holdTheApp(page);
    await page.goto(at('/login'), { waitUntil: 'commit' });
    await expect(
      page.getByRole('heading', { name: 'Log in to Courtyard', level: 1 }),
    ).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );
    await expectAccessible();
    await page.getByLabel('Email').fill('jordan@example.com');
    await page.getByLabel('Password').fill('secret1');
    release();
    await expectTakenOverWithWhatWasTyped(page);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(at('/dashboard'));
  });

  test('a press of “Log in” sends nothing until the app is up, then logs in once', async ({
    page,
    at,
  }) => {
    const { sent, release } = await typeBeforeTheApp(page, at);
    await page.getByLabel('Password').press('Enter');
    await page.getByRole('button', { name: 'Log in' }).click();
    // Never submitted by the browser itself: no reload, nothing typed in the address.
    await expect(page).toHaveURL(at('/login'));
    expect(sent).toHaveLength(0);
    release();
    await expect(page).toHaveURL(at('/dashboard'));
    expect(sent).toHaveLength(1);
  });

  test('a press of “Log in” that is still down when the app comes up logs in once it is released', async ({
    page,
    at,
  }) => {
    const { sent, release } = await typeBeforeTheApp(page, at);
    await page.getByRole('button', { name: 'Log in' }).hover();
    await page.mouse.down();
    release();
    // The app's own login page is rendered, still out of sight behind the prerendered one.
    await page.waitForFunction(() => document.querySelector('#root h1') !== null);
    await expect(page.locator('[data-prerendered]')).toHaveCount(1);
    await page.mouse.up();
    await expect(page).toHaveURL(at('/dashboard'));
    expect(sent).toHaveLength(1);
  });

  test('stays, with what was typed, while a slow connection still brings the login page’s code', async ({
    page,
    at,
  }) => {
    const releaseApp = await holdTheApp(page);
    const releasePage = await holdRequests(page, /\/assets\/login\.[^/]+\.js$/);
    await page.goto(at('/login'), { waitUntil: 'commit' });
    await page.getByLabel('Email').fill('jordan@example.com');
    releaseApp();
    // Past the router's pending time (1 s): its own "Loading…" must not stand in for the page.
    await page.waitForTimeout(1500);
    await expect(
      page.getByRole('heading', { name: 'Log in to Courtyard', level: 1 }),
    ).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveValue('jordan@example.com');
    await page.getByLabel('Password').fill('secret1');
    releasePage();
    await expectTakenOverWithWhatWasTyped(page);
  });

  test('its language switch works before the app is up, and the app opens in that language', async ({
    page,
    at,
  }) => {
    const release = await holdTheApp(page);
    await page.goto(at('/login'), { waitUntil: 'commit' });
    await page.getByLabel('Email').fill('jordan@example.com');
    await page.getByLabel('Language').selectOption('es');
    await expect(page.getByRole('heading', { name: 'Inicie sesión en Courtyard' })).toBeVisible();
    await expect(page.getByLabel('Correo electrónico')).toHaveValue('jordan@example.com');
    release();
    await expect(page.locator('[data-prerendered]')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Inicie sesión en Courtyard' })).toBeVisible();
    await expect(page.getByLabel('Correo electrónico')).toHaveValue('jordan@example.com');
    await expect(page.getByLabel('Idioma')).toHaveValue('es');
  });

  test.describe('in a Spanish browser', () => {
    test.use({ locale: 'es-ES' });

    test('is in Spanish from the first paint', async ({ page, at }) => {
      const release = await holdTheApp(page);
      await page.goto(at('/login'), { waitUntil: 'commit' });
      const heading = page.getByRole('heading', { name: 'Inicie sesión en Courtyard', level: 1 });
      await expect(heading).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', 'es');
      release();
      await expect(page.locator('[data-prerendered]')).toHaveCount(0);
      await expect(heading).toBeVisible();
      await expect(page.getByLabel('Correo electrónico')).toBeVisible();
    });
  });

  test('a visit that starts signed in never shows it', async ({ page, at }) => {
    await logInWithForm(page, at);
    const release = await holdTheApp(page);
    await page.goto(at('/login'), { waitUntil: 'commit' });
    await expect(page.getByRole('status')).toHaveText('Loading… / Cargando…');
    await expect(page.getByRole('heading', { name: 'Log in to Courtyard' })).toHaveCount(0);
    release();
  });
});
