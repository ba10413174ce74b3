import { readFile } from 'node:fs/promises';
import type { Download, Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signInAs, useSandbox } from './sandbox';

// Issue 56 item 5: "Add to calendar" downloads an .ics file whose DTSTART carries the event's
// zone, against the sandbox (its events are written with the association's offset, -06:00 in
// December: America/Chicago).

const JORDAN = ['jordan.rivera@example.com', 'Jordan Rivera'] as const;

/**
 * Jordan in a fresh sandbox community, both clocks fixed at `now`: the seed's dates follow the
 * sandbox's today (the story's Nov 22 puts the annual meeting on Dec 10; Dec 1 puts scheduled
 * payment 8101 on Dec 24).
 */
async function startAsJordan(page: Page, at: (path: string) => string, now: string) {
  await useSandbox(page, { now });
  await page.clock.setFixedTime(new Date(now));
  await signInAs(page, at, ...JORDAN);
}

/** Presses the button and reads the file it downloads, its folded lines joined again. */
async function downloadOf(page: Page, button: Locator): Promise<{ file: Download; text: string }> {
  const started = page.waitForEvent('download');
  await button.click();
  const file = await started;
  const path = await file.path();
  const text = await readFile(path, 'utf8');
  return { file, text: text.replace(/\r\n /g, '') };
}

test('a calendar event downloads as an .ics in its own zone, at the time the calendar shows', async ({
  page,
  at,
}) => {
  await startAsJordan(page, at, '2026-11-22T15:30:00Z');
  // The calendar is the selected property's association's: Maple Grove (MG-1001).
  await page.goto(at('/dashboard?account=MG-1001'));
  await expect(page.getByRole('region', { name: 'Current property' })).toContainText('MG-1001');
  await page.goto(at('/community/calendar?date=2026-12-10'));
  await page
    .getByRole('region', { name: 'Thursday, December 10, 2026' })
    .getByRole('button', { name: /Annual meeting/ })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Annual meeting' });
  await expect(dialog).toContainText('6:30 PM – 8:30 PM');

  const { file, text } = await downloadOf(
    page,
    dialog.getByRole('button', { name: 'Add to calendar: Annual meeting' }),
  );
  expect(file.suggestedFilename()).toBe('Annual-meeting-2026-12-10.ics');
  expect(text).toMatch(/^BEGIN:VCALENDAR\r\n/);
  expect(text).toContain('\r\nDTSTART;TZID=America/Chicago:20261210T183000\r\n');
  expect(text).toContain('\r\nDTEND;TZID=America/Chicago:20261210T203000\r\n');
  expect(text).toContain('\r\nTZID:America/Chicago\r\n');
  expect(text).toContain('\r\nUID:event-13001@courtyard\r\n');
  expect(text).toContain('\r\nSUMMARY:Annual meeting\r\n');
  expect(text).toContain('\r\nLOCATION:Clubhouse\r\n');
  // The dialog stays open and in place.
  await expect(dialog).toBeVisible();
});

test('a scheduled payment downloads as an all-day .ics on its date, in Spanish', async ({
  page,
  at,
}) => {
  await startAsJordan(page, at, '2026-12-01T17:00:00Z');
  await page.evaluate(() => localStorage.setItem('courtyard-language', 'es'));
  await page.goto(at('/billing/manage-account?account=LT-2001'));
  await expect(page.getByRole('heading', { level: 1, name: 'Administrar pagos' })).toBeVisible();
  const scheduled = page.getByRole('region', { name: 'Pagos programados' });
  const item = scheduled.getByRole('listitem').filter({ hasText: '· LT-2001' });
  await expect(item).toContainText('Se paga con Mastercard terminada en 4444');

  const { file, text } = await downloadOf(
    page,
    item.getByRole('button', {
      name: /^Añadir al calendario: Pago programado: 200,00\sUS\$ con Mastercard terminada en 4444$/,
    }),
  );
  expect(file.suggestedFilename()).toBe('pago-programado-2026-12-24.ics');
  expect(text).toContain('\r\nDTSTART;VALUE=DATE:20261224\r\n');
  expect(text).toContain('\r\nDTEND;VALUE=DATE:20261225\r\n');
  expect(text).toMatch(
    /\r\nSUMMARY:Pago programado: 200\\,00\sUS\$ con Mastercard terminada en 4444\r\n/,
  );
  expect(text).toContain('\r\nDESCRIPTION:Cuenta LT-2001\\nReferencia 8101\r\n');
  expect(text).toContain('\r\nUID:scheduled-payment-8101@courtyard\r\n');
  expect(text).not.toContain('TZID');
});

test('a payment just scheduled downloads as an all-day .ics on its date from the success screen', async ({
  page,
  at,
}) => {
  await startAsJordan(page, at, '2026-12-01T17:00:00Z');
  await page.goto(at('/billing?account=MG-1001'));
  await expect(page.getByLabel('Amount (USD)')).toHaveValue('450.00');
  await page.getByLabel('Amount (USD)').fill('120');
  await page.getByLabel('Payment date').fill('2026-12-15');
  await page.getByRole('radio', { name: /Visa ending in 4242/ }).check();
  await page.getByRole('button', { name: 'Review payment' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm your payment' });
  await expect(dialog.getByText('Scheduled payment', { exact: true })).toBeVisible();
  await dialog.getByLabel('I agree to these terms').check();
  await dialog.getByRole('button', { name: /^Pay / }).click();
  await expect(page.getByRole('heading', { name: 'Payment scheduled' })).toBeVisible();

  const { file, text } = await downloadOf(
    page,
    page.getByRole('button', {
      name: 'Add to calendar: Scheduled payment: $120.00 from Visa ending in 4242',
    }),
  );
  expect(file.suggestedFilename()).toBe('scheduled-payment-2026-12-15.ics');
  expect(text).toContain('\r\nDTSTART;VALUE=DATE:20261215\r\n');
  expect(text).toContain('\r\nSUMMARY:Scheduled payment: $120.00 from Visa ending in 4242\r\n');
  expect(text).toMatch(/\r\nUID:scheduled-payment-\d+@courtyard\r\n/);
});
