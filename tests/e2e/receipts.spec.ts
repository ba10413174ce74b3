import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { expect, logIn, test } from './fixtures';

// Issue 24, item 5: a paid payment's receipt, printed and downloaded, in make a payment and in
// express checkout; and the statement (account history) printed without the portal around it.
// Prism answers the demo examples: payment 9003 (CY-20261122-9003) and express payment 7201
// (CY-20261122-7201), $450.00 with a $13.28 fee by Visa ending in 4242.

test.beforeEach(({ pathPrefix }) => {
  test.skip(pathPrefix !== '', 'what prints is the same under /embed');
});

/** Replaces the browser's print dialog with a counter, firing `beforeprint` as printing does. */
async function stubPrint(page: Page) {
  await page.addInitScript(() => {
    const counted = window as unknown as { printed: number };
    counted.printed = 0;
    window.print = () => {
      counted.printed += 1;
      window.dispatchEvent(new Event('beforeprint'));
    };
  });
}

const printed = (page: Page) =>
  page.evaluate(() => (window as unknown as { printed: number }).printed);

/** Downloads the receipt and returns its file name and text. */
async function downloadReceipt(page: Page, receipt: Locator) {
  const download = page.waitForEvent('download');
  await receipt.getByRole('button', { name: 'Download receipt' }).click();
  const file = await download;
  const path = await file.path();
  return { name: file.suggestedFilename(), text: await readFile(path, 'utf8') };
}

/** What a receipt must say, and must never say: a card or bank account number in full. */
function expectReceiptText(text: string, reference: string) {
  expect(text).toContain('Payment receipt');
  expect(text).toContain(`Confirmation number: ${reference}`);
  expect(text).toContain('Amount: $450.00');
  expect(text).toContain('Fees: $13.28');
  expect(text).toContain('Total: $463.28');
  expect(text).toContain('Payment method: Visa ending in 4242');
  expect(text).toMatch(/Date: Nov 22, 2026/);
  // The reference holds a date (8 digits); no other run of five digits or more is there.
  expect(text.replace(reference, '')).not.toMatch(/\d(?:[\s-]?\d){4,}/);
}

/** On paper: the receipt alone, without the portal's bars, menus, links or buttons. */
async function expectPrintsAlone(page: Page, receipt: Locator) {
  await expect(page.getByRole('banner')).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  await expect(receipt).toBeVisible();
  await expect(receipt.getByText('$463.28')).toBeVisible();
  await expect(receipt.getByRole('button')).toHaveCount(0);
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('navigation')).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Print|Download/ })).toHaveCount(0);
  await page.emulateMedia({ media: 'screen' });
}

test('make a payment: the receipt prints alone and downloads as a text file', async ({
  page,
  at,
  expectAccessible,
}) => {
  // Prism's payment is the examples', dated 2026-11-22: on that day it is the one asked for.
  await page.clock.setFixedTime(new Date('2026-11-22T12:00:00-05:00'));
  await stubPrint(page);
  await logIn(page, at, '/billing?account=MG-1001');
  await expect(page.getByLabel('Amount (USD)')).toHaveValue('450.00');
  await page.getByRole('button', { name: 'Review payment' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm your payment' });
  await expect(dialog.getByText('You typed “450.00”: we read it as $450.00.')).toBeVisible();
  const agree = dialog.getByLabel('I agree to these terms');
  if (await agree.count()) await agree.check();
  await dialog.getByRole('button', { name: 'Pay $463.28' }).click();

  const receipt = page.getByRole('region', { name: 'Payment submitted' });
  await expect(receipt).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  for (const [label, value] of [
    ['Confirmation number', 'CY-20261122-9003'],
    ['Amount', '$450.00'],
    ['Fees', '$13.28'],
    ['Total', '$463.28'],
    ['Payment method', 'Visa ending in 4242'],
    ['Date', 'Nov 22, 2026'],
  ] as const) {
    await expect(receipt.getByRole('term').filter({ hasText: label })).toBeVisible();
    await expect(receipt.getByRole('definition').filter({ hasText: value })).toBeVisible();
  }
  await expectAccessible();

  await receipt.getByRole('button', { name: 'Print receipt' }).click();
  expect(await printed(page)).toBe(1);
  await expectPrintsAlone(page, receipt);
  // Recent payments, beside the receipt on screen, stays off the paper.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('region', { name: 'Recent payments' })).toBeHidden();
  await page.emulateMedia({ media: 'screen' });

  const { name, text } = await downloadReceipt(page, receipt);
  expect(name).toBe('receipt-CY-20261122-9003.txt');
  expectReceiptText(text, 'CY-20261122-9003');
  await expect(receipt.getByRole('status')).toHaveText(
    'Receipt saved as receipt-CY-20261122-9003.txt.',
  );
  await expectAccessible();
});

test('express checkout: the confirmation prints alone and downloads, after a reload too', async ({
  page,
  expectAccessible,
}) => {
  await stubPrint(page);
  await page.goto('/epay/card/a1b2c3d4');
  await expect(page.getByLabel('Amount (USD)')).toHaveValue('450.00');
  await page.getByRole('button', { name: 'Review payment' }).click();
  const review = page.getByRole('region', { name: 'Confirm your payment' });
  await expect(review.getByText('You typed “450.00”: we read it as $450.00.')).toBeVisible();
  await review.getByLabel('I agree to these terms').check();
  await review.getByRole('button', { name: 'Pay $463.28' }).click();

  await expect(page).toHaveURL(/\/epay\/card\/confirmation$/);
  const receipt = page.getByRole('region', { name: 'Payment submitted' });
  await expect(
    receipt.getByRole('definition').filter({ hasText: 'Visa ending in 4242' }),
  ).toBeVisible();
  await expect(receipt.getByRole('definition').filter({ hasText: '$13.28' })).toBeVisible();
  await expectAccessible();

  await receipt.getByRole('button', { name: 'Print receipt' }).click();
  expect(await printed(page)).toBe(1);
  await page.emulateMedia({ media: 'print' });
  // The language switch and the portal link are the page's chrome: off the paper.
  await expect(page.getByLabel('Language')).toBeHidden();
  await expect(page.getByRole('link', { name: 'Go to the homeowner portal' })).toBeHidden();
  await page.emulateMedia({ media: 'screen' });
  await expectPrintsAlone(page, receipt);

  const { name, text } = await downloadReceipt(page, receipt);
  expect(name).toBe('receipt-CY-20261122-7201.txt');
  expectReceiptText(text, 'CY-20261122-7201');

  // After a reload the tab kept no card details: the receipt names the kind of card only.
  await page.reload();
  await expect(receipt.getByRole('definition').filter({ hasText: 'Credit card' })).toBeVisible();
  const again = await downloadReceipt(page, receipt);
  expect(again.text).toContain('Payment method: Credit card');
  expect(again.text).not.toContain('4242');
});

test('the receipt speaks Spanish', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('courtyard-language', 'es'));
  await page.goto('/epay/card/a1b2c3d4');
  await page.getByRole('button', { name: 'Revisar el pago' }).click();
  const review = page.getByRole('region', { name: 'Confirme su pago' });
  await review.getByRole('checkbox').check();
  await review.getByRole('button', { name: /^Pagar/ }).click();
  const receipt = page.getByRole('region', { name: 'Pago enviado' });
  await expect(receipt.getByRole('term').filter({ hasText: 'Cargos' })).toBeVisible();
  await expect(receipt.getByRole('definition').filter({ hasText: /^13,28\sUS\$$/ })).toBeVisible();
  const download = page.waitForEvent('download');
  await receipt.getByRole('button', { name: 'Descargar recibo' }).click();
  const text = await readFile(await (await download).path(), 'utf8');
  expect(text).toContain('Recibo de pago');
  expect(text).toMatch(/Total: 463,28\sUS\$/);
  await expect(receipt.getByRole('button', { name: 'Imprimir recibo' })).toBeVisible();
});

test('the statement prints every row of the ledger, without the portal around it', async ({
  page,
  at,
  expectAccessible,
}) => {
  // A short window: the scrolling grid has only some of the rows on the page.
  await page.setViewportSize({ width: 1280, height: 420 });
  await stubPrint(page);
  await logIn(page, at, '/billing/account-history?subLedger=3001');
  await expect(page.getByRole('heading', { name: 'Account history', level: 1 })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  const count = page.getByTestId('account-history.ledger-count');
  await expect(count).toHaveText(/\d+ rows?/);
  const rows = Number(/(\d+)/.exec((await count.textContent()) ?? '')?.[1]);
  const ledger = page.getByRole('table', { name: 'Ledger of MG-1001' });
  await expect(ledger).toHaveCount(1);
  expect(await ledger.getByRole('row').count()).toBeLessThan(rows + 1);
  await expect(page.getByLabel('Account', { exact: true })).toBeVisible();
  await expectAccessible();

  await page.getByRole('button', { name: 'Print statement' }).click();
  expect(await printed(page)).toBe(1);
  await page.emulateMedia({ media: 'print' });
  // On paper the scrolling grid gives way to one table of every row: a header row and one per
  // entry, in the grid's order.
  await expect(ledger).toHaveCount(1);
  await expect(ledger.getByRole('row')).toHaveCount(rows + 1);
  await expect(ledger.getByRole('columnheader')).toHaveText([
    'Date',
    'Description',
    'Type',
    'Reference',
    'Amount',
    'Balance',
  ]);
  await expect(page.getByRole('heading', { name: 'Account history', level: 1 })).toBeVisible();
  await expect(page.getByRole('navigation')).toHaveCount(0);
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Download statement' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Download CSV' })).toBeHidden();
  await expect(page.getByLabel('Account', { exact: true })).toBeHidden();
  await page.emulateMedia({ media: 'screen' });
  await expect(page.getByRole('button', { name: 'Download CSV' })).toBeVisible();
});
