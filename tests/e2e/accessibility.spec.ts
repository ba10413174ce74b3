import type { Page } from '@playwright/test';
import { axeViolations, axeViolationsInDark, expect, logIn, test } from './fixtures';

// The shell at a phone and a desktop width, logged out and in, with the drawer open: axe WCAG A/AA,
// in the light and the dark look (issue 56 item 6; the embedded layout's only route walk).

async function expectAccessibleInBothLooks(page: Page) {
  expect([...(await axeViolations(page)), ...(await axeViolationsInDark(page))]).toEqual([]);
}

for (const width of [360, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('the login page has no accessibility violations', async ({ page, at }) => {
      await page.goto(at('/login'));
      await page.getByRole('button', { name: 'Log in' }).click();
      await page.getByText('Email required').waitFor();
      await expectAccessibleInBothLooks(page);
    });

    test(
      'the signed-in shell has no accessibility violations',
      { tag: '@embed' },
      async ({ page, at, pathPrefix }) => {
        await logIn(page, at);
        await expectAccessibleInBothLooks(page);
        await page.goto(at('/billing/manage-account'));
        await page.getByRole('heading', { name: 'Manage payments', level: 1 }).waitFor();
        await expectAccessibleInBothLooks(page);
        if (width < 768 || pathPrefix) {
          await page.getByRole('button', { name: 'Open menu' }).click();
          await page.getByRole('dialog', { name: 'Menu' }).waitFor();
          await expectAccessibleInBothLooks(page);
          await page.keyboard.press('Escape');
        }
        await page.getByRole('button', { name: /^Property:/ }).click();
        await page.getByRole('listbox', { name: 'Properties' }).waitFor();
        await expectAccessibleInBothLooks(page);
        await page.keyboard.press('Escape');
        await page.goto(at('/nothing/here'));
        await page.getByRole('heading', { name: 'Page not found' }).waitFor();
        await expectAccessibleInBothLooks(page);
      },
    );
  });
}

// The check itself: it must see what it is there to catch, again after the page changed (axe stays
// in a document between checks), and inside a same-origin frame.
test('the accessibility check reports violations, after a change and inside a frame', async ({
  page,
}) => {
  // A page of its own origin (setContent's blank page has none a frame could share).
  await page.route('http://check.test/', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<html lang="en"><head><title>Check</title></head><body><main><h1>Check</h1><button></button></main></body></html>',
    }),
  );
  await page.goto('http://check.test/');
  expect(await axeViolations(page)).toEqual([
    expect.stringMatching(/^button-name \(critical\): .* — button$/),
  ]);
  await page.locator('button').evaluate((button) => (button.textContent = 'Named'));
  expect(await axeViolations(page)).toEqual([]);
  await page.locator('main').evaluate((main) => {
    const frame = document.createElement('iframe');
    frame.title = 'Inner';
    frame.srcdoc = '<html lang="en"><body><main><input type="text"></main></body></html>';
    main.append(frame);
  });
  await expect.poll(() => page.frames().length).toBe(2);
  await page.frames()[1]?.waitForLoadState();
  expect(await axeViolations(page)).toEqual([
    expect.stringMatching(/^label \(critical\): .* — iframe input$/),
  ]);
});
