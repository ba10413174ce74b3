import { expect, test } from './fixtures';
import { signInAs, useSandbox } from './sandbox';

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
