import type { Browser } from '@playwright/test';
import { openRow } from './board-grid';
import { expect, test } from './fixtures';
import { signInAs, TENANT_COOKIE, useSandbox, type SandboxTenant } from './sandbox';

// Issue 52 item 2 against the sandbox: Priya's open notice at 18 Maple Court (trash cans, cure by
// ten days from today), her answer with a photo, and the board's violation page showing it. No
// request is answered here; every answer is the sandbox's.

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

test('Priya answers her notice with a photo, keeps what she typed on a mistake, and the board sees the answer', async ({
  page,
  at,
  browser,
  baseURL,
  expectAccessible,
}) => {
  const tenant = await useSandbox(page);
  await signInAs(page, at, PRIYA.email, PRIYA.name);
  const card = page.getByRole('region', { name: 'Violation notices' });
  await expect(card.getByRole('link', { name: 'Trash containers' })).toBeVisible();
  await expect(card).toContainText('10 days left');

  await card.getByRole('link', { name: 'Trash containers' }).click();
  await expect(page.getByRole('heading', { name: 'Trash containers', level: 1 })).toBeVisible();
  await expect(
    page.getByText('Rules and regulations, Section 2 - Trash and recycling'),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Read Rules and regulations' })).toBeVisible();
  await expect(
    page
      .getByRole('list', { name: 'Photos of what was observed' })
      .getByText('trash-cans-street.jpg', { exact: true }),
  ).toBeVisible();
  await expectAccessible();

  const form = page.getByRole('form', { name: 'Answer this notice' });
  await form.getByRole('textbox', { name: 'Message' }).fill('The cans are in the garage now.');
  await form.getByRole('button', { name: 'Send answer' }).click();
  await expect(form.getByText('Choose your answer.')).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'Message' })).toHaveValue(
    'The cans are in the garage now.',
  );
  await form.getByRole('radio', { name: 'Fixed' }).check();
  await form.getByLabel('Add files').setInputFiles({
    name: 'garage.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.from([0xff, 0xd8, 0xff, 0xd9]),
  });
  await form.getByRole('button', { name: 'Send answer' }).click();
  await expect(form.getByRole('status')).toHaveText('Your answer was sent to the board.');

  await page.reload();
  const answers = page.getByRole('region', { name: 'Your answers' });
  await expect(answers).toContainText('The cans are in the garage now.');
  await expect(answers.getByText('garage.jpg', { exact: true })).toBeVisible();

  const board = await secondBrowser(browser, tenant, baseURL ?? '');
  await signInAs(board, at, JORDAN.email, JORDAN.name);
  const dialog = await openRow(
    board,
    at('/board/violations'),
    'Violations',
    'Trash containers',
    /Priya Shah/,
  );
  await expect(dialog).toContainText('The cans are in the garage now.');
  await expect(dialog).toContainText('1 photo: garage.jpg');
  await board.context().close();
});

test('the notice in Spanish at 360 px, without sideways scrolling', async ({
  page,
  at,
  expectAccessible,
}) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await useSandbox(page);
  await signInAs(page, at, PRIYA.email, PRIYA.name);
  await page.evaluate(() => localStorage.setItem('courtyard-language', 'es'));
  await page.goto(at('/community/violations/16303'));
  await expect(page.getByRole('heading', { name: 'Responder a este aviso' })).toBeVisible();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(360);
  await expectAccessible();
});
