import type { Browser } from '@playwright/test';
import { expect, test } from './fixtures';
import { signInAs, TENANT_COOKIE, useSandbox, type SandboxTenant } from './sandbox';

// Issue 52 item 3 against the sandbox: Jordan (board) posts an announcement; Priya finds it on
// her dashboard and at /community/announcements, new then read; Jordan edits and unpublishes it.
// No request is answered here; every answer is the sandbox's.

const PRIYA = { email: 'priya.shah@example.com', name: 'Priya Shah' } as const;
const JORDAN = { email: 'jordan.rivera@example.com', name: 'Jordan Rivera' } as const;

async function secondBrowser(browser: Browser, tenant: SandboxTenant, base: string) {
  const context = await browser.newContext({ baseURL: base });
  await context.addCookies([
    { name: TENANT_COOKIE, value: tenant.name, url: base, sameSite: 'Strict' },
  ]);
  return context.newPage();
}

test.beforeEach(({ pathPrefix }) => {
  test.skip(pathPrefix !== '', 'the sandbox journeys run at / only');
});

test('Jordan posts, Priya reads it new then read, Jordan edits and unpublishes', async ({
  page,
  at,
  browser,
  baseURL,
  expectAccessible,
}) => {
  const tenant = await useSandbox(page);
  await signInAs(page, at, JORDAN.email, JORDAN.name);
  await page.goto(at('/board/announcements'));
  const form = page.getByRole('form', { name: 'Post an announcement' });
  await form
    .getByRole('textbox', { name: 'Body' })
    .fill('<p>Plows come at <strong>6 a.m.</strong></p>');
  await form.getByRole('button', { name: 'Post announcement' }).click();
  await expect(form.getByText('Title is required.')).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'Body' })).toHaveValue(
    '<p>Plows come at <strong>6 a.m.</strong></p>',
  );
  await form.getByRole('textbox', { name: 'Title' }).fill('Snow removal tonight');
  await form.getByLabel('Attachment (optional)').setInputFiles({
    name: 'routes.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n%%EOF'),
  });
  await form.getByRole('button', { name: 'Post announcement' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'is posted' })).toHaveText(
    '"Snow removal tonight" is posted.',
  );
  await expectAccessible();

  const priya = await secondBrowser(browser, tenant, baseURL ?? '');
  await signInAs(priya, at, PRIYA.email, PRIYA.name);
  const card = priya.getByRole('region', { name: 'Announcements' });
  const item = card.getByRole('listitem').filter({ hasText: 'Snow removal tonight' });
  await expect(item).toContainText('New');
  await card.getByRole('link', { name: 'All announcements' }).click();
  const article = priya.getByRole('article', { name: 'Snow removal tonight' });
  await expect(article).toContainText('New');
  await expect(article.getByText('6 a.m.')).toBeVisible();
  await expect(article.getByRole('button', { name: /Download routes\.pdf/ })).toBeVisible();
  await priya.reload();
  await expect(priya.getByRole('article', { name: 'Snow removal tonight' })).not.toContainText(
    'New',
  );
  await priya.goto(at('/dashboard'));
  await expect(
    priya
      .getByRole('region', { name: 'Announcements' })
      .getByRole('listitem')
      .filter({ hasText: 'Snow removal tonight' }),
  ).not.toContainText('New');

  await page.getByRole('button', { name: 'Edit Snow removal tonight' }).click();
  const edit = page.getByRole('form', { name: 'Edit "Snow removal tonight"' });
  await edit.getByRole('textbox', { name: 'Title' }).fill('Snow removal at 5 a.m.');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('article', { name: 'Snow removal at 5 a.m.' })).toBeVisible();
  await page.getByRole('button', { name: 'Unpublish Snow removal at 5 a.m.' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Unpublish' }).click();
  await expect(page.getByRole('article', { name: 'Snow removal at 5 a.m.' })).toContainText(
    'Unpublished',
  );

  await priya.goto(at('/community/announcements'));
  await expect(priya.getByRole('article').first()).toBeVisible();
  await expect(priya.getByRole('article', { name: /Snow removal/ })).toHaveCount(0);
  await priya.context().close();
});

test('the news in Spanish at 360 px, without sideways scrolling', async ({
  page,
  at,
  expectAccessible,
}) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await useSandbox(page);
  await signInAs(page, at, PRIYA.email, PRIYA.name);
  await page.evaluate(() => localStorage.setItem('courtyard-language', 'es'));
  await page.goto(at('/community/announcements'));
  await expect(page.getByRole('heading', { name: 'Anuncios', level: 1 })).toBeVisible();
  await expect(page.getByText('Fijado')).toBeVisible();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(360);
  await expectAccessible();
});
