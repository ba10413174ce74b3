import type { ConsoleMessage, Page } from '@playwright/test';
import type { components } from '../../generated/connect-payments/schema';
import { expect, startSignedIn, test } from './fixtures';

// Answers that break their contract (issue 23, item 2): the page says it cannot read them, with
// an Error ID, instead of showing NaN dollars or going blank; the rest of the portal still works.
// The rows are typed by the contract (openapi-typescript), so only the broken field is off it.
type LedgerEntry = components['schemas']['LedgerEntry'];
type SubLedger = components['schemas']['SubLedger'];

const TODAY = new Date('2026-11-22T15:00:00Z');
const UNREADABLE = 'The service sent an answer this page cannot read.';
const ERROR_ID = /Error ID: ([0-9a-f]{8})/;

const entry: LedgerEntry = {
  id: 1,
  date: '2026-11-01',
  description: 'November 2026 assessment',
  type: 'charge',
  chargeType: 'assessment',
  amount: 45000,
  runningBalance: 45000,
};

const account: SubLedger = {
  subLedgerId: 3001,
  ownerId: 5001,
  propertyId: 2001,
  accountNumber: 'MG-1001',
  associationId: 101,
  associationName: 'Maple Grove HOA',
  name: 'Assessments',
  ledgerType: 'none',
  balance: 45000,
  isBlocked: false,
  portalEnabled: true,
  autoDraftEligible: false,
  autoDraftIneligibleReason: 'hasBalance',
  autoDraftEnrolled: false,
};

/** The portal's console warnings, to check what an unreadable answer logs. */
function warnings(page: Page): string[] {
  const seen: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'warning') seen.push(message.text());
  });
  return seen;
}

/** Counts the GETs of one connect-payments path and answers them with `body`. */
async function answer(page: Page, path: string, body: unknown): Promise<{ count: number }> {
  const calls = { count: 0 };
  await page.route(
    (url) => url.pathname.endsWith(`/mock/connect-payments${path}`),
    (route) => {
      if (route.request().method() !== 'GET') return route.fallback();
      calls.count += 1;
      return route.fulfill({ json: body });
    },
  );
  return calls;
}

test.beforeEach(async ({ page }) => {
  await page.clock.setFixedTime(TODAY);
  await startSignedIn(page);
});

test('a ledger with an amount sent as text says it cannot be read, with an Error ID, and no NaN', async ({
  page,
  open,
}) => {
  const logged = warnings(page);
  const ledger = await answer(page, '/Ledger', [
    entry,
    { ...entry, id: 2, amount: '12.00' } satisfies Omit<LedgerEntry, 'amount'> & {
      amount: string;
    },
  ]);
  await open('/billing/account-history?subLedger=3001');

  const alert = page.getByRole('alert').filter({ hasText: 'The ledger could not be loaded.' });
  await expect(alert).toContainText(UNREADABLE);
  await expect(alert).toContainText(ERROR_ID);
  await expect(alert.getByRole('button', { name: 'Try Again' })).toBeEnabled();
  await expect(page.getByRole('table', { name: 'Ledger of MG-1001' })).toHaveCount(0);
  await expect(page.locator('body')).not.toContainText('NaN');
  // Asking again would bring the same answer: it is asked for once.
  expect(ledger.count).toBe(1);

  // The log names the operation, the Error ID and where the answer went wrong, not its values.
  const errorId = ERROR_ID.exec((await alert.textContent()) ?? '')?.[1] ?? 'missing';
  const line = logged.find((text) => text.includes(errorId));
  expect(line).toContain('listLedgerEntries');
  expect(line).toContain('1.amount');
  expect(line).not.toContain('12.00');

  // Try Again asks once more; the portal around the page keeps working.
  await alert.getByRole('button', { name: 'Try Again' }).click();
  await expect.poll(() => ledger.count).toBe(2);
  await expect(alert).toContainText(UNREADABLE);
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Dashboard' })
    .click();
  await expect(page.getByRole('heading', { name: 'Welcome, Jordan Rivera' })).toBeVisible();
});

test('accounts whose balance is missing say they cannot be read on the payment page', async ({
  page,
  open,
}) => {
  const { balance: _balance, ...withoutBalance } = account;
  await answer(page, '/Account', [withoutBalance]);
  await open('/billing');

  const alert = page.getByRole('alert').filter({ hasText: 'Your accounts could not be loaded.' });
  await expect(alert).toContainText(UNREADABLE);
  await expect(alert).toContainText(ERROR_ID);
  await expect(page.locator('body')).not.toContainText('NaN');
  await expect(page.locator('body')).not.toContainText('$0.00');
});
