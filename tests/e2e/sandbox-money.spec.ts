import { expect, test } from './fixtures';
import { recordRequests } from './fixtures';
import { signInAs, useSandbox } from './sandbox';

const CONFIRM = /\/mock\/connect-payments\/Payment\/Setup\/\d+\/Confirm$/;
const SETUP = /\/mock\/connect-payments\/Payment\/Setup$/;

// Money against the sandbox: what is paid is what was asked, it stays paid after a reload, and the
// balance follows. No request is answered here; every answer is the sandbox's.
test('a $12.34 eCheck payment is reviewed as sent, paid once, pending after a reload, and lowers the balance', async ({
  page,
  at,
}) => {
  await useSandbox(page);
  await signInAs(page, at, 'jordan.rivera@example.com', 'Jordan Rivera');
  await page.goto(at('/billing?account=MG-1001'));
  await expect(page.getByLabel('Account', { exact: true })).toHaveValue('3001');
  await expect(page.getByLabel('Amount (USD)')).toHaveValue('450.00');
  await page.getByLabel('Amount (USD)').fill('12.34');
  await page.getByRole('radio', { name: /Checking ending in 6789/ }).check();
  await page.getByRole('button', { name: 'Review payment' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm your payment' });
  await expect(dialog.getByText('$12.34').first()).toBeVisible();
  await expect(dialog.getByText('$1.50').first()).toBeVisible();
  await expect(dialog.getByText('$13.84').first()).toBeVisible();
  await expect(dialog.getByText(/Checking ending in 6789|••6789/).first()).toBeVisible();
  await dialog.getByLabel('I agree to these terms').check();
  await dialog.getByRole('button', { name: /^Pay / }).dblclick();
  await expect(page.getByRole('heading', { name: 'Payment submitted' })).toBeVisible();

  await page.reload();
  const recent = page.getByRole('region', { name: 'Recent payments' });
  await expect(recent.getByText('$12.34')).toHaveCount(1);
  await expect(recent.getByText('Pending').first()).toBeVisible();

  await page.goto(at('/billing/account-history?account=MG-1001'));
  await expect(page.getByText('-$12.34').or(page.getByText('($12.34)')).first()).toBeVisible();
  await page.goto(at('/dashboard'));
  await expect(page.getByText('$437.66').first()).toBeVisible();
});

test('an unknown outcome pins the payment: Cancel says it may have gone through, and neither Cancel, Edit nor leaving sends a DELETE', async ({
  page,
  at,
}) => {
  await useSandbox(page);
  await signInAs(page, at, 'jordan.rivera@example.com', 'Jordan Rivera');
  await page.goto(at('/billing?account=MG-1001'));
  await expect(page.getByLabel('Amount (USD)')).toHaveValue('450.00');
  const cancels = recordRequests(page, 'DELETE', /\/Payment\/Setup\/\d+$/);
  const updates = recordRequests(page, 'PATCH', /\/Payment\/Setup\/\d+$/);
  await page.route(CONFIRM, (route) => route.abort('connectionfailed'));
  // The connection drops on the way: the sandbox never hears the confirmation.
  const dialog = page.getByRole('dialog', { name: 'Confirm your payment' });
  const priced = page.waitForResponse(
    (r) => r.request().method() === 'POST' && SETUP.test(new URL(r.url()).pathname),
  );
  await page.getByRole('button', { name: 'Review payment' }).click();
  const { id } = (await (await priced).json()) as { id: number };
  const firstSetup = `/mock/connect-payments/Payment/Setup/${String(id)}`;
  await dialog.getByLabel('I agree to these terms').check();
  await dialog.getByRole('button', { name: /^Pay / }).click();
  await expect(dialog.getByText(/The result of your payment is not known yet/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel payment' }).click();
  await expect(dialog).toBeHidden();
  const notice = page.getByRole('alert').filter({ hasText: 'Your payment was not cancelled' });
  await expect(notice).toHaveText(
    /Your payment was not cancelled: it may have gone through\. Check Recent payments before paying again\./,
  );
  await notice.getByRole('button', { name: 'Check Recent payments' }).click();
  await expect(notice).toBeHidden();
  // Another review is a new setup: the pinned one is neither changed nor cancelled.
  const created = page.waitForRequest((r) => r.method() === 'POST' && SETUP.test(r.url()));
  await page.getByRole('button', { name: 'Review payment' }).click();
  await created;
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Edit' }).click();
  await page.getByRole('link', { name: 'Dashboard' }).first().click();
  await expect(page).toHaveURL(/\/dashboard$/);
  // The second setup, never confirmed, is cancelled on leaving; the pinned one never is.
  await expect.poll(() => cancels.length).toBe(1);
  expect(updates).toHaveLength(0);
  expect(new URL(cancels[0]?.url() ?? '').pathname).not.toBe(firstSetup);
});

test('a duplicated tab is told the payment is still being processed, and cancels nothing', async ({
  page,
  at,
}) => {
  const tenant = await useSandbox(page);
  // The processor takes its time: the first tab's confirmation is still under way.
  await tenant.setProcessingTime(15_000);
  await signInAs(page, at, 'jordan.rivera@example.com', 'Jordan Rivera');
  await page.goto(at('/billing?account=MG-1001'));
  await expect(page.getByLabel('Amount (USD)')).toHaveValue('450.00');
  await page.getByLabel('Amount (USD)').fill('12.34');
  await page.getByRole('radio', { name: /Checking ending in 6789/ }).check();
  await page.getByRole('button', { name: 'Review payment' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm your payment' });
  await dialog.getByLabel('I agree to these terms').check();
  const sent = page.waitForRequest((r) => r.method() === 'PUT' && CONFIRM.test(r.url()));
  await dialog.getByRole('button', { name: /^Pay / }).click();
  await sent;

  // Duplicating a tab copies its sessionStorage, the kept attempt and its confirm key with it.
  const kept = await page.evaluate(() => JSON.stringify(Object.entries(sessionStorage)));
  const copy = await page.context().newPage();
  await copy.addInitScript((entries: string) => {
    if (sessionStorage.getItem('e2e:duplicated')) return;
    for (const [key, value] of JSON.parse(entries) as [string, string][])
      sessionStorage.setItem(key, value);
    sessionStorage.setItem('e2e:duplicated', '1');
  }, kept);
  const copyCancels = recordRequests(copy, 'DELETE', /\/Payment\/Setup\/\d+$/);
  const copyConfirms = recordRequests(copy, 'PUT', CONFIRM);
  await copy.goto(at('/billing'));
  const resumed = copy.getByRole('region', { name: 'Your last payment' });
  await expect(
    resumed.getByText(/We could not find the result of your last payment/),
  ).toBeVisible();
  await resumed.getByRole('button', { name: 'Send the same confirmation again' }).click();
  const copyDialog = copy.getByRole('dialog', { name: 'Confirm your payment' });
  await expect(
    copyDialog.getByText(
      "Your payment is still being processed, perhaps from another tab. Don't pay again: check Recent payments in a moment.",
    ),
  ).toBeVisible();
  expect(copyConfirms).toHaveLength(1);
  const sameKey = (await copyConfirms[0]?.allHeaders())?.['idempotency-key'];
  expect(sameKey).toBe((await (await sent).allHeaders())['idempotency-key']);
  // Its outcome is not known: Cancel cancels nothing and says where to look.
  await copyDialog.getByRole('button', { name: 'Cancel payment' }).click();
  await expect(
    copy.getByRole('alert').filter({ hasText: 'Your payment was not cancelled' }),
  ).toBeVisible();

  // The first tab gets its answer; the copy, reloaded, finds the same payment.
  await expect(page.getByRole('heading', { name: 'Payment submitted' })).toBeVisible({
    timeout: 30_000,
  });
  await copy.reload();
  await expect(copy.getByRole('heading', { name: 'Payment submitted' })).toBeVisible();
  expect(copyCancels).toHaveLength(0);
  await page.reload();
  const recent = page.getByRole('region', { name: 'Recent payments' });
  await expect(recent.getByText('$12.34')).toHaveCount(1);
});
