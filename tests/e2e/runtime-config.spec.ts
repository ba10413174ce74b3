import { expect, test } from '@playwright/test';

test('a bad runtime configuration value shows a page naming the key', async ({ page }) => {
  await page.route('**/config.json', async (route) => {
    const response = await route.fetch();
    const config = (await response.json()) as Record<string, unknown>;
    await route.fulfill({
      response,
      json: { ...config, helpCenterUrl: 'not a url', expressLayout: 'yes' },
    });
  });
  await page.goto('/login');
  await expect(
    page.getByRole('heading', { name: 'The portal is not configured correctly' }),
  ).toBeVisible();
  await expect(page.getByText('helpCenterUrl: must be an https URL')).toBeVisible();
  await expect(page.getByText(/^expressLayout:/)).toBeVisible();
});

test('a configuration that never answers says so after 10 s, and Retry loads the portal', async ({
  page,
}) => {
  await page.clock.install();
  let answer = false;
  await page.route('**/config.json', async (route) => {
    if (answer) await route.continue();
    // Otherwise no answer at all.
  });
  // The preloaded configuration never arrives, so the page never fires its load event.
  await page.goto('/login', { waitUntil: 'commit' });
  // The prerendered login page (elsewhere the static "Loading…") until the app paints: never a
  // blank page.
  await expect(page.getByRole('heading', { name: 'Log in to Courtyard', level: 1 })).toBeVisible();
  // The app's timer starts only once its script has run, which on a busy machine can come after
  // the loading state paints: move the clock again until the timer has fired.
  const configPage = page.getByRole('heading', { name: 'The portal is not configured correctly' });
  await expect(async () => {
    await page.clock.fastForward(10_000);
    await expect(configPage).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  await expect(page.getByText('/config.json: did not answer within 10 s')).toBeVisible();
  answer = true;
  await page.getByRole('button', { name: 'Retry / Reintentar' }).click();
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
});

test('a page whose code fails to load once reloads by itself and opens', async ({ page }) => {
  let failures = 1;
  await page.route(/\/assets\/forgot-login-[^/]+\.js$/, async (route) => {
    if (failures > 0) {
      failures -= 1;
      await route.abort('connectionreset');
      return;
    }
    await route.continue();
  });
  await page.goto('/forgot-login');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/forgot-login$/);
  expect(failures).toBe(0);
});
