import { logIn, test } from './fixtures';

// The shell at a phone and a desktop width, logged out and in, with the drawer open: axe WCAG A/AA.
for (const width of [360, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('the login page has no accessibility violations', async ({
      page,
      at,
      expectAccessible,
    }) => {
      await page.goto(at('/login'));
      await page.getByRole('button', { name: 'Log in' }).click();
      await page.getByText('Email required').waitFor();
      await expectAccessible();
    });

    test(
      'the signed-in shell has no accessibility violations',
      { tag: '@embed' },
      async ({ page, at, expectAccessible, pathPrefix }) => {
        await logIn(page, at);
        await expectAccessible();
        await page.goto(at('/billing/manage-account'));
        await page.getByRole('heading', { name: 'Manage payments', level: 1 }).waitFor();
        await expectAccessible();
        if (width < 768 || pathPrefix) {
          await page.getByRole('button', { name: 'Open menu' }).click();
          await page.getByRole('dialog', { name: 'Menu' }).waitFor();
          await expectAccessible();
          await page.keyboard.press('Escape');
        }
        await page.getByRole('button', { name: /^Property:/ }).click();
        await page.getByRole('listbox', { name: 'Properties' }).waitFor();
        await expectAccessible();
        await page.keyboard.press('Escape');
        await page.goto(at('/nothing/here'));
        await page.getByRole('heading', { name: 'Page not found' }).waitFor();
        await expectAccessible();
      },
    );
  });
}
