import type { Page, Request } from '@playwright/test';
import { expect, test } from './fixtures';
import { fillTestCard, signInAs, useSandbox } from './sandbox';

// Manage payments and auto-draft against the sandbox: what was changed is what the service lists
// after a reload, and what the service refuses is refused in the contract's words. No request is
// answered here; every answer is the sandbox's.

const JORDAN = ['jordan.rivera@example.com', 'Jordan Rivera'] as const;

async function openManage(page: Page, at: (path: string) => string, account: string) {
  await page.goto(at(`/billing/manage-account?account=${account}`));
  await expect(page.getByRole('heading', { level: 1, name: 'Manage payments' })).toBeVisible();
  await expect(page.getByText(`payments of account ${account}`)).toBeVisible();
}

/** The page's announcement of a change (the sandbox's Demo data notice has a status of its own). */
const announcement = (page: Page) => page.getByRole('main').getByRole('status');

const isCall = (method: string, path: RegExp) => (r: Request) =>
  r.method() === method && path.test(new URL(r.url()).pathname);

test('a card added through the test payment form is listed after a reload, and stays gone once removed', async ({
  page,
  at,
}) => {
  await useSandbox(page);
  await signInAs(page, at, ...JORDAN);
  await openManage(page, at, 'MG-1001');
  const methods = page.getByRole('region', { name: 'Saved payment methods' });
  await expect(methods).toContainText('Visa ending in 4242');
  await expect(methods).not.toContainText('Visa ending in 5556');

  await page.getByRole('button', { name: 'Add a payment method' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a payment method' });
  await fillTestCard(dialog);
  await dialog.getByRole('button', { name: 'Save payment method' }).click();
  await expect(dialog).toBeHidden();
  const added = methods.getByRole('listitem').filter({ hasText: 'Visa ending in 5556' });
  await expect(added).toContainText('Expires 08/2030');
  await expect(added.getByRole('button', { name: 'Remove Visa ending in 5556' })).toBeVisible();

  await page.reload();
  await expect(added).toContainText('Expires 08/2030');
  await expect(added).toContainText('Not used by a recurring or scheduled payment');
  await expect(methods.getByRole('listitem').filter({ hasText: 'ending in 5556' })).toHaveCount(1);

  await added.getByRole('button', { name: 'Remove Visa ending in 5556' }).click();
  const remove = page.getByRole('dialog', { name: 'Remove Visa ending in 5556?' });
  await expect(
    remove.getByText('No recurring or scheduled payment uses it, so nothing else changes.'),
  ).toBeVisible();
  await remove.getByRole('button', { name: 'Remove payment method' }).click();
  await expect(remove).toBeHidden();
  await expect(announcement(page)).toHaveText('Visa ending in 5556 was removed.');
  await expect(methods).not.toContainText('Visa ending in 5556');

  await page.reload();
  await expect(methods).toContainText('Visa ending in 4242');
  await expect(methods).not.toContainText('Visa ending in 5556');
});

test('a scheduled payment changes before its cut-off and is refused after it, in the contract words', async ({
  page,
  at,
}) => {
  // The sandbox's today is Dec 1, 2026: scheduled payment 8101 ($200.00 on LT-2001) is on Dec 24,
  // and can be changed until 8:00 pm Eastern on Dec 23.
  const now = '2026-12-01T17:00:00Z';
  const tenant = await useSandbox(page, { now });
  // Fixed, as the sandbox's clock is (clock.install works too, but its time runs on from there).
  await page.clock.setFixedTime(new Date(now));
  await signInAs(page, at, ...JORDAN);
  await openManage(page, at, 'LT-2001');
  const scheduled = page.getByRole('region', { name: 'Scheduled payments' });
  const item = scheduled.getByRole('listitem').filter({ hasText: '· LT-2001' });
  await expect(item).toContainText('$200.00 on Dec 24, 2026 · LT-2001');
  await expect(item).toContainText('Paid with Mastercard ending in 4444');
  await expect(item).toContainText(/can change or cancel it until Dec 23, 2026, 8:00\sPM EST/);

  await item.getByRole('button', { name: /^Change/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Change scheduled payment' });
  await dialog.getByLabel('Amount (USD)').fill('250');
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(dialog).toBeHidden();
  await expect(announcement(page)).toHaveText('The scheduled payment was changed.');
  await expect(item).toContainText('$250.00 on Dec 24, 2026 · LT-2001');
  await page.reload();
  await expect(item).toContainText('$250.00 on Dec 24, 2026 · LT-2001');

  // A minute before the cut-off, three weeks later: the session of Dec 1 has long expired.
  const justBefore = '2026-12-23T19:59:00-05:00';
  await tenant.setClock(justBefore);
  await page.clock.setFixedTime(new Date(justBefore));
  // A stored token past its expiry is dropped when the page starts: the reload asks to log in.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Log in to Courtyard' })).toBeVisible();
  await signInAs(page, at, ...JORDAN);
  await openManage(page, at, 'LT-2001');
  await expect(item).toContainText('$250.00 on Dec 24, 2026 · LT-2001');
  await expect(item).toContainText(/can change or cancel it until Dec 23, 2026, 8:00\sPM EST/);
  await item.getByRole('button', { name: /^Change/ }).click();
  await dialog.getByLabel('Amount (USD)').fill('275');

  // The service's clock passes 8:00 pm while the person's computer, a minute slow, still shows
  // 7:59 pm: the page lets the change go, and the service refuses it (PA050).
  await tenant.setClock('2026-12-23T20:00:30-05:00');
  await page.clock.setFixedTime(new Date('2026-12-23T19:59:30-05:00'));
  const refused = page.waitForResponse((r) =>
    isCall('PATCH', /\/FuturePayment\/8101$/)(r.request()),
  );
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  expect((await refused).status()).toBe(400);
  const alert = dialog.getByRole('alert');
  await expect(alert).toContainText(
    'Recurring or scheduled payments must be changed by 8:00pm EST the day before the payment date.',
  );
  await expect(alert).toContainText(/Error ID: [0-9a-f-]{36}/);
  await expect(dialog).toBeVisible();

  // Once the computer's clock has passed 8:00 pm too, the page refuses before sending anything.
  await page.clock.setFixedTime(new Date('2026-12-23T20:01:00-05:00'));
  await tenant.setClock('2026-12-23T20:01:00-05:00');
  let patches = 0;
  page.on('request', (r) => {
    if (r.method() === 'PATCH') patches += 1;
  });
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(alert).toContainText(
    /It can no longer be changed or cancelled: changes closed at Dec 23, 2026, 8:00\sPM EST, the evening before the payment\./,
  );
  expect(patches).toBe(0);

  await page.reload();
  const reason =
    /It can no longer be changed or cancelled: changes closed at Dec 23, 2026, 8:00\sPM EST, the evening before the payment\./;
  await expect(item).toContainText('$250.00 on Dec 24, 2026 · LT-2001');
  await expect(item.getByText('Locked', { exact: true })).toBeVisible();
  await expect(item).toContainText(reason);
  for (const name of [/^Change/, /^Cancel/]) {
    const button = item.getByRole('button', { name });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAccessibleDescription(reason);
  }
  expect(patches).toBe(0);
});

test('an account with a balance is not offered auto-draft and says why, in the SPEC words', async ({
  page,
  at,
}) => {
  await useSandbox(page);
  await signInAs(page, at, ...JORDAN);
  let setups = 0;
  page.on('request', (r) => {
    if (isCall('POST', /\/AutoDraft\/Setup$/)(r)) setups += 1;
  });
  await page.goto(at('/billing/auto-draft?account=MG-1001'));
  await expect(page.getByRole('heading', { level: 1, name: 'Auto-draft' })).toBeVisible();
  const assessments = page.getByRole('listitem').filter({ hasText: 'MG-1001 · Assessments' });
  await expect(assessments).toContainText(
    'This account has a balance of $450.00. Accounts with a balance cannot enrol in auto-draft: pay the balance first, then enrol.',
  );
  await expect(assessments.getByRole('button')).toHaveCount(0);
  await expect(assessments.getByRole('link', { name: 'Pay the balance' })).toHaveAttribute(
    'href',
    at('/billing?account=MG-1001'),
  );
  // The account's other ledger is a sub-ledger (SPEC §4: never drafted), blocked as well.
  const special = page
    .getByRole('listitem')
    .filter({ hasText: 'MG-1001 · Special assessment 2026' });
  await expect(special).toContainText(
    'Sub-ledgers are unavailable for auto-draft: Special assessment 2026 is a sub-ledger, not the main assessment account.',
  );
  await expect(special.getByRole('button')).toHaveCount(0);
  expect(setups).toBe(0);
});
