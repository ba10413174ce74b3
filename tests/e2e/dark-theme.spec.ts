import type { Page } from '@playwright/test';
import { expect, logIn, test } from './fixtures';

// Issue 56 item 6: the portal follows the device's light or dark preference unless the design
// template fixes its look (High contrast is black on white) or the person chose Light or Dark in
// the user menu, which wins and is kept by the browser. The accessibility of every route in dark
// is checked by accessibility-routes.spec.ts.

// The page's background as drawn (src/index.css, the Default template's surface-muted).
const LIGHT_PAGE = 'rgb(244, 246, 245)';
const DARK_PAGE = 'rgb(17, 24, 21)';
const LIGHT_CHROME = '#1f5f4a';
const DARK_CHROME = '#111815';

test.use({ colorScheme: 'dark' });

const pageBackground = (page: Page) => page.locator('html');

/** What the browser gives its own chrome: the theme-color tag the device's preference picks. */
const chromeColour = (page: Page) =>
  page.evaluate(
    () =>
      [...document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')].find(
        (meta) => !meta.media || matchMedia(meta.media).matches,
      )?.content,
  );

async function chooseAppearance(page: Page, name: 'Light' | 'Dark' | 'Same as device') {
  await page.getByRole('button', { name: /Jordan Rivera/ }).click();
  await page.getByRole('menuitemradio', { name }).click();
}

test('a dark device shows the dark look; a choice of Light wins and survives a reload', async ({
  page,
  at,
}) => {
  await logIn(page, at);
  await expect(pageBackground(page)).toHaveCSS('background-color', DARK_PAGE);
  expect(await chromeColour(page)).toBe(DARK_CHROME);

  await page.getByRole('button', { name: /Jordan Rivera/ }).click();
  await expect(page.getByRole('menuitemradio', { name: 'Same as device' })).toBeChecked();
  await page.keyboard.press('Escape');

  await chooseAppearance(page, 'Light');
  await expect(pageBackground(page)).toHaveCSS('background-color', LIGHT_PAGE);
  expect(await chromeColour(page)).toBe(LIGHT_CHROME);

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Welcome, Jordan Rivera' })).toBeVisible();
  await expect(pageBackground(page)).toHaveCSS('background-color', LIGHT_PAGE);
  await page.getByRole('button', { name: /Jordan Rivera/ }).click();
  await expect(page.getByRole('menuitemradio', { name: 'Light' })).toBeChecked();
  await page.getByRole('menuitemradio', { name: 'Same as device' }).click();
  await expect(pageBackground(page)).toHaveCSS('background-color', DARK_PAGE);
});

test('the High contrast template stays black on white on a dark device, unless Dark is chosen', async ({
  page,
  at,
}) => {
  await logIn(page, at);
  await page.getByRole('button', { name: /Jordan Rivera/ }).click();
  await page.getByRole('menuitemradio', { name: 'High contrast' }).click();
  await expect(pageBackground(page)).toHaveCSS('background-color', 'rgb(255, 255, 255)');
  await expect(page.getByRole('heading', { name: 'Welcome, Jordan Rivera' })).toHaveCSS(
    'color',
    'rgb(0, 0, 0)',
  );

  await chooseAppearance(page, 'Dark');
  await expect(pageBackground(page)).toHaveCSS('background-color', 'rgb(0, 0, 0)');
  await expect(page.getByRole('heading', { name: 'Welcome, Jordan Rivera' })).toHaveCSS(
    'color',
    'rgb(255, 255, 255)',
  );
});

test('signed out, the login page opens in the chosen look from its first frame', async ({
  page,
  at,
}) => {
  await page.goto(at('/login'));
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  await expect(pageBackground(page)).toHaveCSS('background-color', DARK_PAGE);

  await page.evaluate(() => localStorage.setItem('courtyard-color-scheme', 'light'));
  // The look as the page's HTML first shows it, before the app is up: set while it is parsed by
  // the prerendered page's boot script (checked when the document is parsed, before any paint).
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as Window & { lookAtParse?: string }).lookAtParse = getComputedStyle(
        document.documentElement,
      ).backgroundColor;
    });
  });
  await page.reload();
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  expect(await page.evaluate(() => (window as Window & { lookAtParse?: string }).lookAtParse)).toBe(
    LIGHT_PAGE,
  );
  await expect(pageBackground(page)).toHaveCSS('background-color', LIGHT_PAGE);
});
