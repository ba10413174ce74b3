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
