import type { Browser, Page } from '@playwright/test';
import { grid, openRow } from './board-grid';
import { expect, test } from './fixtures';
import { signInAs, TENANT_COOKIE, useSandbox, type SandboxTenant } from './sandbox';

// Board work against the sandbox: each action changes the item it names, stays after a reload,
// and the board's counts follow. Jordan Rivera and Marcus Chen sit on Maple Grove's board; Priya
// Shah is a homeowner only. No request is answered here; every answer is the sandbox's.

const JORDAN = { email: 'jordan.rivera@example.com', name: 'Jordan Rivera' } as const;
const MARCUS = { email: 'marcus.chen@example.com', name: 'Marcus Chen' } as const;
const PRIYA = { email: 'priya.shah@example.com', name: 'Priya Shah' } as const;

const count = (page: Page) => page.getByTestId('board-count');

/** Another person's browser on the same demo community (its own session, the same tenant). */
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

test('Jordan approves BPE-7714 and GLD-20931 is unchanged after a reload; Marcus’s approval completes it', async ({
  page,
  at,
  browser,
  baseURL,
}) => {
  const tenant = await useSandbox(page);
  await signInAs(page, at, JORDAN.email, JORDAN.name);
  let dialog = await openRow(page, at('/board/invoices'), 'Invoices', 'BPE-7714');
  await expect(dialog.getByText('0 of 2', { exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(
    dialog.getByText('Your approval is recorded (1 of 2 approvals).', { exact: true }),
  ).toBeVisible();
  await expect(count(page)).toHaveText('2 invoices to approve');

  await page.reload();
  dialog = await openRow(page, at('/board/invoices'), 'Invoices', 'BPE-7714');
  await expect(dialog.getByText('1 of 2', { exact: true })).toBeVisible();
  await expect(dialog.getByText('You approved this invoice.')).toBeVisible();
  await page.keyboard.press('Escape');
  await grid(page, 'Invoices').getByRole('button', { name: 'GLD-20931', exact: true }).click();
  dialog = page.getByRole('dialog', { name: 'GLD-20931' });
  await expect(dialog.getByText('1 of 2', { exact: true })).toBeVisible();
  await expect(dialog.getByText('You have not decided on this invoice yet.')).toBeVisible();

  const marcus = await secondBrowser(browser, tenant, baseURL ?? '');
  await signInAs(marcus, at, MARCUS.email, MARCUS.name);
  const his = await openRow(marcus, at('/board/invoices'), 'Invoices', 'BPE-7714');
  await expect(his.getByText('You have not decided on this invoice yet.')).toBeVisible();
  await his.getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(
    his.getByText('Your approval is recorded (2 of 2 approvals). The invoice is approved.', {
      exact: true,
    }),
  ).toBeVisible();
  await expect(count(marcus)).toHaveText('1 invoice to approve');
  await marcus.context().close();

  // The dashboard's board actions count what the service holds now.
  await page.goto(at('/dashboard'));
  const widget = page.getByRole('region', { name: 'Board actions' });
  await expect(widget.getByRole('link', { name: /Invoices to approve/ })).toHaveText(
    /Invoices to approve\s*1/,
  );
});

test('a work order’s status change and comment are kept, with its history, after a reload', async ({
  page,
  at,
}) => {
  await useSandbox(page);
  await signInAs(page, at, JORDAN.email, JORDAN.name);
  const title = 'Replace streetlight – Maple Court';
  let dialog = await openRow(page, at('/board/work-orders'), 'Work orders', title);
  const history = () => dialog.getByRole('region', { name: 'History' });
  await expect(history().getByRole('listitem')).toHaveCount(2);
  await dialog
    .getByRole('textbox', { name: 'Comment' })
    .fill('Please confirm the repair date with the residents of 12 and 14.');
  await dialog.getByRole('button', { name: 'Add comment' }).click();
  await expect(dialog.getByText('Your comment is added.', { exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: 'Mark completed' }).click();
  await expect(dialog.getByText('The work order is now Completed.', { exact: true })).toBeVisible();
  await expect(count(page)).toHaveText('1 open work order');

  await page.reload();
  dialog = await openRow(page, at('/board/work-orders'), 'Work orders', title);
  await expect(dialog.getByText('Status: Completed')).toBeVisible();
  await expect(history().getByRole('listitem')).toHaveCount(4);
  await expect(history().getByText('Jordan Rivera commented')).toBeVisible();
  await expect(
    history().getByText('Please confirm the repair date with the residents of 12 and 14.'),
  ).toBeVisible();
  await expect(
    history().getByText('Jordan Rivera moved it from Assigned to Completed'),
  ).toBeVisible();
  await expect(count(page)).toHaveText('1 open work order');
});

test('a to-do is done and reopened, and stays so after a reload; the count follows', async ({
  page,
  at,
}) => {
  await useSandbox(page);
  await signInAs(page, at, JORDAN.email, JORDAN.name);
  const task = 'Review the 2027 draft budget';
  let dialog = await openRow(page, at('/board/to-do-list'), 'To-do list', task);
  await expect(count(page)).toHaveText('3 open to-do items');
  await dialog.getByRole('button', { name: 'Mark done' }).click();
  await expect(dialog.getByText('The task is done.', { exact: true })).toBeVisible();
  await expect(count(page)).toHaveText('2 open to-do items');

  await page.reload();
  await expect(count(page)).toHaveText('2 open to-do items');
  dialog = await openRow(page, at('/board/to-do-list'), 'To-do list', task);
  await dialog.getByRole('button', { name: 'Reopen' }).click();
  await expect(dialog.getByText('The task is open again.', { exact: true })).toBeVisible();
  await page.reload();
  await expect(count(page)).toHaveText('3 open to-do items');
});

test('a violation’s next notice and its close with a note are kept after a reload', async ({
  page,
  at,
}) => {
  await useSandbox(page);
  await signInAs(page, at, JORDAN.email, JORDAN.name);
  const open = () =>
    openRow(page, at('/board/violations'), 'Violations', 'Trash containers', /22 Maple Court/);
  let dialog = await open();
  await expect(count(page)).toHaveText('3 open violations');
  await dialog.getByRole('button', { name: 'Send next notice' }).click();
  await expect(
    dialog.getByText('The notice is sent (Second notice).', { exact: true }),
  ).toBeVisible();

  await page.reload();
  dialog = await open();
  await expect(dialog.getByText('Status: Open, stage: Second notice')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close with a note…' }).click();
  await dialog
    .getByRole('textbox', { name: 'Closing note' })
    .fill('Containers are now stored in the garage.');
  await dialog.getByRole('button', { name: 'Close violation' }).click();
  await expect(dialog.getByText('The violation is closed.', { exact: true })).toBeVisible();
  await expect(count(page)).toHaveText('2 open violations');

  await page.reload();
  dialog = await open();
  await expect(
    dialog.getByText('Closed with the note: Containers are now stored in the garage.'),
  ).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Send next notice' })).toHaveCount(0);
  // Priya's own violation at 18 Maple Court is still open.
  await page.keyboard.press('Escape');
  await expect(grid(page, 'Violations').getByRole('row', { name: /18 Maple Court/ })).toBeVisible();
});

test('a completed inspection is marked reviewed, and stays reviewed after a reload', async ({
  page,
  at,
}) => {
  await useSandbox(page);
  await signInAs(page, at, JORDAN.email, JORDAN.name);
  const title = 'Fence completion check – 18 Maple Court';
  let dialog = await openRow(page, at('/board/inspections'), 'Inspections', title);
  await expect(dialog.getByText('Not reviewed by the board yet.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Mark reviewed' }).click();
  await expect(
    dialog.getByText('The inspection is marked reviewed.', { exact: true }),
  ).toBeVisible();

  await page.reload();
  dialog = await openRow(page, at('/board/inspections'), 'Inspections', title);
  await expect(dialog.getByText(/^Reviewed by Jordan Rivera on /)).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Mark reviewed' })).toHaveCount(0);
});

test('a homeowner who is not on the board is refused: the portal does not offer the pages, the service says BD403', async ({
  page,
  at,
}) => {
  await useSandbox(page);
  await signInAs(page, at, PRIYA.email, PRIYA.name);
  await expect(page.getByRole('link', { name: 'Board', exact: true })).toHaveCount(0);
  await page.goto(at('/board/invoices'));
  await expect(
    page.getByRole('heading', { name: 'Not available for your account', level: 1 }),
  ).toBeVisible();

  // Asked anyway with her own session, the service refuses in the contract's words.
  const stored = (await page.evaluate(() => localStorage.getItem('user-store'))) ?? '';
  const token = /"token":"([^"]+)"/.exec(stored)?.[1] ?? '';
  expect(token).not.toBe('');
  const refused = await page.request.post(at('/mock/action-items/Board/Invoices/16402/Decision'), {
    data: { decision: 'approve' },
    headers: { authorization: `Bearer ${token}` },
  });
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toMatchObject({
    errorCode: 'BD403',
    detail: 'Only a board member of this association can do this.',
  });
});
