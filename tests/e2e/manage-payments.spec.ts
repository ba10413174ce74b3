import type { Page, Request } from '@playwright/test';
import { expect, logIn, test, withAccounts, withoutEnrolments } from './fixtures';
import { signInAs, useSandbox } from './sandbox';

// Manage payments and auto-draft. A journey whose change the page then reloads runs against the
// sandbox (tests/e2e/sandbox.ts): a demo community of its own whose lists answer what was changed,
// so each reload shows what the service really holds. The journeys about the contracts' exact
// examples and error answers run against the Prism mock and check what the portal sent as well as
// what it shows. Both on the demo's "now", 2026-11-22 at 7:59 pm Eastern (the sandbox's clock
// fixed at the same instant, so its dates are the contracts'): scheduled payment 8102
// (2026-11-23) can be changed until 8:00 pm Eastern tonight.
const BEFORE_CUTOFF = new Date('2026-11-22T19:59:00-05:00');
const AT_CUTOFF = new Date('2026-11-22T20:00:00-05:00');

const PAYMENTS = '/mock/connect-payments';

async function openManage(page: Page, at: (path: string) => string, account: string) {
  await page.clock.setFixedTime(BEFORE_CUTOFF);
  await logIn(page, at, `/billing/manage-account?account=${account}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Manage payments' })).toBeVisible();
  await expect(page.getByText(`payments of account ${account}`)).toBeVisible();
}

async function openAutoDraft(page: Page, at: (path: string) => string, account: string) {
  await page.clock.setFixedTime(BEFORE_CUTOFF);
  await logIn(page, at, `/billing/auto-draft?account=${account}`);
}

/** Signs in to a sandbox of its own, its clock and the browser's at BEFORE_CUTOFF. */
async function signInToSandbox(page: Page, at: (path: string) => string) {
  await useSandbox(page, { now: BEFORE_CUTOFF.toISOString() });
  await page.clock.setFixedTime(BEFORE_CUTOFF);
  await signInAs(page, at, 'jordan.rivera@example.com', 'Jordan Rivera');
}

async function openSandboxManage(page: Page, at: (path: string) => string, account: string) {
  await signInToSandbox(page, at);
  await page.goto(at(`/billing/manage-account?account=${account}`));
  await expect(page.getByRole('heading', { level: 1, name: 'Manage payments' })).toBeVisible();
  await expect(page.getByText(`payments of account ${account}`)).toBeVisible();
}

async function openSandboxAutoDraft(page: Page, at: (path: string) => string, account: string) {
  await signInToSandbox(page, at);
  await page.goto(at(`/billing/auto-draft?account=${account}`));
  await expect(page.getByRole('heading', { level: 1, name: 'Auto-draft' })).toBeVisible();
}

/** The page's announcement of a change (the sandbox's Demo data notice has a status of its own). */
const announcement = (page: Page) => page.getByRole('main').getByRole('status');

function bodyOf(request: Request): Record<string, unknown> {
  return JSON.parse(request.postData() ?? '{}') as Record<string, unknown>;
}

const isCall = (method: string, path: RegExp) => (r: Request) =>
  r.method() === method && path.test(new URL(r.url()).pathname);

/** The legacy form setups asked for from now on. */
function recordSetups(page: Page): Request[] {
  const setups: Request[] = [];
  page.on('request', (r) => {
    if (isCall('POST', /\/LegacyAutoDraft\/Setup$/)(r)) setups.push(r);
  });
  return setups;
}

/** The payment-data lists fetched from now on (SPEC §4: a change reloads only what it touched). */
function recordReloads(page: Page): string[] {
  const reloads: string[] = [];
  page.on('request', (r) => {
    if (r.method() !== 'GET') return;
    const path = new URL(r.url()).pathname.replace(PAYMENTS, '');
    if (['/PaymentMethod', '/RecurringPayment', '/FuturePayment', '/AutoDraft'].includes(path))
      reloads.push(path);
  });
  return reloads;
}

test.describe('saved payment methods', () => {
  test('removing a method lists the payments it pays, which then show as inactive', async ({
    page,
    at,
    expectAccessible,
  }) => {
    await openSandboxManage(page, at, 'MG-1001');
    const methods = page.getByRole('region', { name: 'Saved payment methods' });
    const visa = methods.getByRole('listitem').filter({ hasText: 'Visa ending in 4242' });
    await expect(visa).toContainText('Expires 12/2028');
    await expect(visa).toContainText('Default');
    await expect(visa).toContainText('Pays 1 recurring or scheduled payment');
    await expect(methods).toContainText('American Express ending in 0005');
    await expect(methods).toContainText('Savings ending in 1234, Prairie Credit Union');

    await methods
      .getByRole('button', { name: 'Remove Checking ending in 6789, First Community Bank' })
      .click();
    const dialog = page.getByRole('dialog', {
      name: 'Remove Checking ending in 6789, First Community Bank?',
    });
    await expect(
      dialog.getByText('Removing it deactivates these 2 payments, which it pays:'),
    ).toBeVisible();
    const tied = dialog.getByRole('list', { name: 'Payments the removal deactivates' });
    await expect(tied.getByRole('listitem')).toHaveText([
      'Recurring payment of $450.00 (Monthly) for MG-1001, next on Dec 1, 2026',
      'Scheduled payment of $450.00 for MG-1001 on Nov 23, 2026',
    ]);
    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await expectAccessible();
    }

    const reloads = recordReloads(page);
    const removal = page.waitForRequest(isCall('DELETE', /\/PaymentMethod\/4005$/));
    await dialog.getByRole('button', { name: 'Remove payment method' }).click();
    await removal;
    await expect(dialog).toBeHidden();
    await expect(announcement(page)).toHaveText(
      'Checking ending in 6789, First Community Bank was removed. The 2 payments it paid are now inactive.',
    );
    await expect(announcement(page)).toBeFocused();
    await expect(methods).not.toContainText('Checking ending in 6789');

    const recurring = page.getByRole('region', { name: 'Recurring payments' });
    const monthly = recurring.getByRole('listitem').filter({ hasText: '$450.00 · Monthly' });
    await expect(monthly.getByText('Inactive', { exact: true })).toBeVisible();
    await expect(monthly.getByRole('button', { name: /^Change/ })).toHaveCount(0);
    await expect(monthly.getByRole('link', { name: 'Set up a new payment' })).toHaveAttribute(
      'href',
      at('/billing?account=MG-1001'),
    );
    const scheduled = page.getByRole('region', { name: 'Scheduled payments' });
    await expect(
      scheduled
        .getByRole('listitem')
        .filter({ hasText: '$450.00 on Nov 23, 2026' })
        .getByText('Inactive', { exact: true }),
    ).toBeVisible();
    await expect
      .poll(() => [...reloads].sort())
      .toEqual(['/FuturePayment', '/PaymentMethod', '/RecurringPayment']);
    // What the service holds is what the page keeps showing.
    await page.reload();
    await expect(methods).toContainText('Savings ending in 1234, Prairie Credit Union');
    await expect(methods).not.toContainText('Checking ending in 6789');
    await expect(monthly.getByText('Inactive', { exact: true })).toBeVisible();
    await expect(
      scheduled
        .getByRole('listitem')
        .filter({ hasText: '$450.00 on Nov 23, 2026' })
        .getByText('Inactive', { exact: true }),
    ).toBeVisible();
  });

  test('a method that pays nothing is removed with one request, however often it is pressed', async ({
    page,
    at,
  }) => {
    await openSandboxManage(page, at, 'MG-1001');
    let deletes = 0;
    await page.route(`**${PAYMENTS}/PaymentMethod/4003`, async (route) => {
      // The dialog reads the method again first (GET); only the removal is counted, and held a
      // while on its way to the sandbox so the presses land while it is under way.
      if (route.request().method() !== 'DELETE') return route.fallback();
      deletes += 1;
      await new Promise((resolve) => setTimeout(resolve, 600));
      await route.continue();
    });
    const methods = page.getByRole('region', { name: 'Saved payment methods' });
    await methods.getByRole('button', { name: 'Remove American Express ending in 0005' }).click();
    const dialog = page.getByRole('dialog', { name: 'Remove American Express ending in 0005?' });
    await expect(
      dialog.getByText('No recurring or scheduled payment uses it, so nothing else changes.'),
    ).toBeVisible();
    const remove = dialog.getByRole('button', { name: 'Remove payment method' });
    await Promise.all(
      Array.from({ length: 5 }, () =>
        remove.click({ force: true, noWaitAfter: true }).catch(() => undefined),
      ),
    );
    await expect(announcement(page)).toHaveText('American Express ending in 0005 was removed.');
    expect(deletes).toBe(1);
    await expect(methods).not.toContainText('American Express ending in 0005');
    await page.reload();
    await expect(methods).toContainText('Discover ending in 1117');
    await expect(methods).not.toContainText('American Express ending in 0005');
    expect(deletes).toBe(1);
  });

  test('the removal names the payments the method pays now, read again when the dialog opens', async ({
    page,
    at,
  }) => {
    await openManage(page, at, 'MG-1001');
    const methods = page.getByRole('region', { name: 'Saved payment methods' });
    const amex = methods
      .getByRole('listitem')
      .filter({ hasText: 'American Express ending in 0005' });
    await expect(amex).toContainText('Not used by a recurring or scheduled payment');
    // Since the list loaded, a scheduled payment was set up with this card elsewhere.
    await page.route(`**${PAYMENTS}/PaymentMethod/4003`, (route) =>
      route.request().method() === 'GET'
        ? route.continue({
            headers: { ...route.request().headers(), prefer: 'example=americanExpressNowPaying' },
          })
        : route.fallback(),
    );
    const read = page.waitForRequest(isCall('GET', /\/PaymentMethod\/4003$/));
    await amex.getByRole('button', { name: 'Remove American Express ending in 0005' }).click();
    await read;
    const dialog = page.getByRole('dialog', { name: 'Remove American Express ending in 0005?' });
    await expect(
      dialog.getByText('Removing it deactivates this payment, which it pays:'),
    ).toBeVisible();
    await expect(
      dialog.getByRole('list', { name: 'Payments the removal deactivates' }).getByRole('listitem'),
    ).toHaveText(['Scheduled payment 8103']);
    await dialog.getByRole('button', { name: 'Keep it' }).click();
    // The list holds the method as the service answered it: the page says the same.
    await expect(amex).toContainText('Pays 1 recurring or scheduled payment');
  });
  // A card added through the provider's form: tests/e2e/sandbox-manage-payments.spec.ts.
});

test.describe('recurring and scheduled payments', () => {
  test('a recurring payment: change its amount, then cancel it', async ({ page, at }) => {
    await openSandboxManage(page, at, 'MG-1001');
    const recurring = page.getByRole('region', { name: 'Recurring payments' });
    const item = recurring.getByRole('listitem').filter({ hasText: 'Monthly · MG-1001' });
    await expect(item).toContainText('$450.00 · Monthly · MG-1001');
    await expect(item).toContainText('Next payment: Dec 1, 2026');
    await expect(item).toContainText('Paid with Checking ending in 6789, First Community Bank');
    await expect(item).toContainText(/can change or cancel it until Nov 30, 2026, 8:00\sPM EST/);

    await item.getByRole('button', { name: /^Change/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Change recurring payment' });
    await expect(
      dialog.getByText(
        'The payment method cannot be changed: to pay with another method, cancel this payment and set up a new one.',
      ),
    ).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Set up a new payment' })).toHaveAttribute(
      'href',
      at('/billing?account=MG-1001'),
    );
    await dialog.getByLabel('Amount (USD)').fill('475.00');
    const reloads = recordReloads(page);
    const update = page.waitForRequest(isCall('PATCH', /\/RecurringPayment\/8001$/));
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    expect(bodyOf(await update)).toEqual({ amount: 47500 });
    await expect(dialog).toBeHidden();
    await expect(announcement(page)).toHaveText('The recurring payment was changed.');
    await expect(item).toContainText('$475.00 · Monthly · MG-1001');
    await expect.poll(() => reloads).toEqual(['/RecurringPayment']);
    await page.reload();
    await expect(item).toContainText('$475.00 · Monthly · MG-1001');
    await expect(item).toContainText('Next payment: Dec 1, 2026');

    await item.getByRole('button', { name: /^Cancel/ }).click();
    const confirm = page.getByRole('dialog', { name: 'Cancel this recurring payment?' });
    const cancel = page.waitForRequest(isCall('DELETE', /\/RecurringPayment\/8001$/));
    await confirm.getByRole('button', { name: 'Cancel recurring payment' }).click();
    await cancel;
    await expect(confirm).toBeHidden();
    await expect(announcement(page)).toHaveText(
      'The recurring payment $475.00 · Monthly · MG-1001 was cancelled.',
    );
    await expect(item.getByRole('button')).toHaveCount(0);
    // After a reload it is still listed, cancelled, and nothing can change it.
    await page.reload();
    await expect(item).toContainText('Cancelled');
    await expect(item.getByRole('button')).toHaveCount(0);
  });

  test('a scheduled payment: change its amount and date, then cancel it', async ({ page, at }) => {
    await openSandboxManage(page, at, 'LT-2001');
    const scheduled = page.getByRole('region', { name: 'Scheduled payments' });
    const item = scheduled.getByRole('listitem').filter({ hasText: '· LT-2001' });
    await expect(item).toContainText('$200.00 on Dec 15, 2026 · LT-2001');
    await expect(item).toContainText('Paid with Mastercard ending in 4444');

    await item.getByRole('button', { name: /^Change/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Change scheduled payment' });
    await dialog.getByLabel('Amount (USD)').fill('250');
    await dialog.getByLabel('Payment date').fill('2026-12-18');
    const reloads = recordReloads(page);
    const update = page.waitForRequest(isCall('PATCH', /\/FuturePayment\/8101$/));
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    expect(bodyOf(await update)).toEqual({ amount: 25000, scheduledDate: '2026-12-18' });
    await expect(announcement(page)).toHaveText('The scheduled payment was changed.');
    await expect(item).toContainText('$250.00 on Dec 18, 2026 · LT-2001');
    await expect.poll(() => reloads).toEqual(['/FuturePayment']);
    await page.reload();
    await expect(item).toContainText('$250.00 on Dec 18, 2026 · LT-2001');
    await expect(item).toContainText(/can change or cancel it until Dec 17, 2026, 8:00\sPM EST/);

    await item.getByRole('button', { name: /^Cancel/ }).click();
    const confirm = page.getByRole('dialog', { name: 'Cancel this scheduled payment?' });
    const cancel = page.waitForRequest(isCall('DELETE', /\/FuturePayment\/8101$/));
    await confirm.getByRole('button', { name: 'Cancel scheduled payment' }).click();
    await cancel;
    await expect(item.getByText('Cancelled', { exact: true })).toBeVisible();
    await page.reload();
    await expect(item.getByText('Cancelled', { exact: true })).toBeVisible();
    await expect(item).toContainText('$250.00 on Dec 18, 2026 · LT-2001');
    await expect(item.getByRole('button')).toHaveCount(0);
  });

  test('bad amounts and dates are refused beside their fields and nothing is sent', async ({
    page,
    at,
  }) => {
    await openManage(page, at, 'LT-2001');
    let patches = 0;
    page.on('request', (r) => {
      if (r.method() === 'PATCH') patches += 1;
    });
    const item = page
      .getByRole('region', { name: 'Scheduled payments' })
      .getByRole('listitem')
      .filter({ hasText: '· LT-2001' });
    await item.getByRole('button', { name: /^Change/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Change scheduled payment' });
    const amount = dialog.getByLabel('Amount (USD)');
    const save = dialog.getByRole('button', { name: 'Save changes' });
    for (const [typed, message] of [
      ['', 'Enter the amount.'],
      ['0', 'The amount must be more than zero.'],
      ['-5', 'The amount cannot be negative.'],
      ['10.999', 'Use at most two decimals.'],
      ['0.50', 'The amount must be at least $1.00.'],
      ['10000.01', 'The amount cannot be more than $10,000.00.'],
    ] as const) {
      await amount.fill(typed);
      await save.click();
      await expect(dialog.getByText(message)).toBeVisible();
      await expect(amount).toBeFocused();
      await expect(amount).toHaveValue(typed);
    }
    await amount.fill('200.00');
    const date = dialog.getByLabel('Payment date');
    await date.fill('2026-11-01');
    await save.click();
    await expect(dialog.getByText('The date cannot be in the past.')).toBeVisible();
    await expect(date).toBeFocused();
    await date.fill('2026-11-22');
    await save.click();
    await expect(
      dialog.getByText(
        'That date is past its cut-off (8:00 pm Eastern time the day before). Choose Nov 23, 2026 or later.',
      ),
    ).toBeVisible();
    await expect(date).toHaveValue('2026-11-22');
    await date.fill('2026-12-15');
    await save.click();
    await expect(
      dialog.getByText('Nothing was changed. Change a value, or close this window.'),
    ).toBeVisible();
    expect(patches).toBe(0);
  });

  test('the cut-off: open at 7:59 pm Eastern the day before, closed with the reason at 8:00 pm', async ({
    page,
    at,
  }) => {
    await openManage(page, at, 'MG-1001');
    const scheduled = page.getByRole('region', { name: 'Scheduled payments' });
    const tomorrow = scheduled.getByRole('listitem').filter({ hasText: 'on Nov 23, 2026' });
    await expect(tomorrow).toContainText(
      /You can change or cancel it until Nov 22, 2026, 8:00\sPM EST\./,
    );
    await expect(tomorrow.getByRole('button', { name: /^Change/ })).toBeEnabled();

    await page.clock.setFixedTime(AT_CUTOFF);
    await page.reload();
    const reason =
      /It can no longer be changed or cancelled: changes closed at Nov 22, 2026, 8:00\sPM EST, the evening before the payment\./;
    await expect(tomorrow).toContainText(reason);
    await expect(tomorrow.getByText('Locked', { exact: true })).toBeVisible();
    for (const name of [/^Change/, /^Cancel/]) {
      const button = tomorrow.getByRole('button', { name });
      await expect(button).toBeDisabled();
      await expect(button).toHaveAccessibleDescription(reason);
    }
    // The recurring payment on Dec 1 is still open.
    await expect(
      page
        .getByRole('region', { name: 'Recurring payments' })
        .getByRole('button', { name: /^Change/ }),
    ).toBeEnabled();
  });

  test('the autopay check names the charge a recurring payment will not cover, with the shortfall', async ({
    page,
    at,
  }) => {
    await openManage(page, at, 'LT-2001');
    const check = page.getByRole('region', {
      name: 'Your autopay will not cover everything due soon',
    });
    await expect(check).toContainText(
      'Your recurring payment for LT-2001 · Condo dues will not cover the $1,285.50 due by Dec 5, 2026: it pays $0.00 by then.',
    );
    await expect(check).toContainText(
      'Pay the remaining $1,285.50 before Dec 5, 2026 to avoid a late fee.',
    );
    await expect(check.getByRole('link', { name: 'Pay $1,285.50 now' })).toHaveAttribute(
      'href',
      at('/billing?account=LT-2001'),
    );
    // MG-1001's December assessment is covered by the recurring payment of Dec 1.
    await page.goto(at('/billing/manage-account?account=MG-1001'));
    await expect(page.getByRole('region', { name: 'Recurring payments' })).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Your autopay will not cover everything due soon' }),
    ).toHaveCount(0);
  });
});

test.describe('auto-draft', () => {
  test('cancel an enrolment, then enrol again (setup, then confirm once with an Idempotency-Key)', async ({
    page,
    at,
    expectAccessible,
  }) => {
    // MG-1002 is enrolled in the demo (8201): cancelled first, it can enrol again.
    await openSandboxAutoDraft(page, at, 'MG-1002');
    const account = page.getByRole('listitem').filter({ hasText: 'MG-1002 · Assessments' });
    await expect(account.getByText('Enrolled', { exact: true })).toBeVisible();
    await account.getByRole('button', { name: /^Cancel auto-draft/ }).click();
    const cancelDialog = page.getByRole('dialog', { name: 'Cancel auto-draft?' });
    const cancel = page.waitForRequest(isCall('DELETE', /\/AutoDraft\/8201$/));
    await cancelDialog.getByRole('button', { name: 'Cancel auto-draft' }).click();
    await cancel;
    await expect(announcement(page)).toHaveText(
      'Auto-draft for MG-1002 · Assessments was cancelled.',
    );
    const enrolAgain = account.getByRole('button', { name: /^Enrol in auto-draft/ });
    await expect(enrolAgain).toBeVisible();
    await page.reload();
    await expect(enrolAgain).toBeVisible();
    await expect(account.getByText('Enrolled', { exact: true })).toHaveCount(0);

    await page.getByRole('button', { name: 'Enrol in auto-draft MG-1002 · Assessments' }).click();
    const dialog = page.getByRole('dialog', { name: 'Enrol in auto-draft' });
    await dialog
      .getByRole('radio', { name: 'Savings ending in 1234, Prairie Credit Union' })
      .check();
    await dialog.getByLabel('First draft date').fill('2026-12-01');
    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await expectAccessible();
    }
    const setup = page.waitForRequest(isCall('POST', /\/AutoDraft\/Setup$/));
    await dialog.getByRole('button', { name: 'Continue' }).click();
    const setupSent = await setup;
    expect(bodyOf(setupSent)).toMatchObject({
      ownerId: 5001,
      subLedgerId: 3003,
      paymentMethodId: 4006,
      startDate: '2026-12-01',
      amountType: 'full',
    });
    const answered = (await (await setupSent.response())?.json()) as {
      id: number;
      acknowledgement: { id: number };
    };

    const confirmDialog = page.getByRole('dialog', { name: 'Confirm auto-draft' });
    await expect(confirmDialog.getByText(/I authorize Maple Grove HOA to debit/)).toBeVisible();
    const enrol = confirmDialog.getByRole('button', { name: 'Enrol' });
    await enrol.click();
    await expect(confirmDialog.getByText('Agree to the terms to enrol.')).toBeVisible();
    await confirmDialog.getByLabel('I agree to these terms').check();

    let confirms = 0;
    // Held a while on its way to the sandbox, so the presses land while it is under way.
    await page.route(`**${PAYMENTS}/AutoDraft/Setup/Confirm`, async (route) => {
      confirms += 1;
      await new Promise((resolve) => setTimeout(resolve, 600));
      await route.continue();
    });
    const reloads = recordReloads(page);
    const acknowledgement = page.waitForRequest(
      isCall('PUT', new RegExp(`/Acknowledgement/${String(answered.acknowledgement.id)}/Confirm$`)),
    );
    const confirm = page.waitForRequest(isCall('PUT', /\/AutoDraft\/Setup\/Confirm$/));
    await Promise.all(
      Array.from({ length: 4 }, () =>
        enrol.click({ force: true, noWaitAfter: true }).catch(() => undefined),
      ),
    );
    await acknowledgement;
    const confirmed = await confirm;
    expect(bodyOf(confirmed)).toEqual({ setupId: answered.id });
    expect(confirmed.headers()['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    await expect(announcement(page)).toHaveText(
      'MG-1002 · Assessments is now enrolled in auto-draft.',
    );
    expect(confirms).toBe(1);
    await expect.poll(() => reloads).toEqual(['/AutoDraft']);

    await expect(account.getByText('Enrolled', { exact: true })).toBeVisible();
    await expect(account).toContainText('Savings ending in 1234, Prairie Credit Union');
    await expect(account).toContainText('The full balance each month');
    await page.reload();
    await expect(account.getByText('Enrolled', { exact: true })).toBeVisible();
    await expect(account).toContainText('Savings ending in 1234, Prairie Credit Union');
    await expect(account).toContainText('The full balance each month');
    expect(confirms).toBe(1);
  });

  test('an enrolment can change its amount to a fixed one', async ({ page, at }) => {
    await openSandboxAutoDraft(page, at, 'MG-1002');
    const account = page.getByRole('listitem').filter({ hasText: 'MG-1002 · Assessments' });
    await expect(account.getByText('Enrolled', { exact: true })).toBeVisible();
    await expect(account).toContainText('The full balance each month');
    await account.getByRole('button', { name: /^Change auto-draft/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Change auto-draft' });
    await dialog.getByRole('radio', { name: 'A fixed amount each month' }).check();
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await expect(dialog.getByText('Enter the amount.')).toBeVisible();
    await dialog.getByLabel('Amount (USD)').fill('450');
    const update = page.waitForRequest(isCall('PATCH', /\/AutoDraft\/8201$/));
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    expect(bodyOf(await update)).toEqual({ amountType: 'fixed', fixedAmount: 45000 });
    await expect(account).toContainText('$450.00 each month');
    await page.reload();
    await expect(account).toContainText('$450.00 each month');
    await expect(account.getByText('Enrolled', { exact: true })).toBeVisible();
  });

  test('an account with a balance, and a sub-ledger, say why they cannot enrol', async ({
    page,
    at,
  }) => {
    await openAutoDraft(page, at, 'MG-1001');
    const assessments = page.getByRole('listitem').filter({ hasText: 'MG-1001 · Assessments' });
    await expect(assessments).toContainText(
      'This account has a balance of $450.00. Accounts with a balance cannot enrol in auto-draft: pay the balance first, then enrol.',
    );
    await expect(assessments.getByRole('button')).toHaveCount(0);
    await expect(assessments.getByRole('link', { name: 'Pay the balance' })).toHaveAttribute(
      'href',
      at('/billing?account=MG-1001'),
    );
    const special = page
      .getByRole('listitem')
      .filter({ hasText: 'MG-1001 · Special assessment 2026' });
    await expect(special).toContainText(
      'Sub-ledgers are unavailable for auto-draft: Special assessment 2026 is a sub-ledger, not the main assessment account.',
    );
    await expect(special.getByRole('button')).toHaveCount(0);
  });

  test('the service refusing an enrolment for a balance is shown beside the action', async ({
    page,
    at,
  }) => {
    await withoutEnrolments(page);
    await page.route(`**${PAYMENTS}/AutoDraft/Setup`, (route) =>
      route.continue({
        headers: { ...route.request().headers(), prefer: 'code=400, example=hasBalance' },
      }),
    );
    await openAutoDraft(page, at, 'MG-1002');
    await page.getByRole('button', { name: /^Enrol in auto-draft/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Enrol in auto-draft' });
    await dialog.getByRole('radio', { name: /Savings ending in 1234/ }).check();
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(dialog.getByRole('alert')).toContainText(
      'Accounts with a balance cannot enroll in auto-draft. Pay the balance of $450.00 first.',
    );
    await expect(dialog.getByRole('alert')).toContainText(
      'Error ID: ad010aaa-bbbb-4ccc-8ddd-eeeeffff0001',
    );
    // No toast on top of the message beside the action.
    await expect(
      page.getByRole('region', { name: /Notifications/ }).getByRole('alert'),
    ).toHaveCount(0);
  });
});

test.describe('legacy auto-draft', () => {
  test('the form shows each SPEC message beside its field, masks the account number and enrols', async ({
    page,
    at,
    expectAccessible,
  }) => {
    const logged: string[] = [];
    page.on('console', (message) => logged.push(message.text()));
    // LT-2001 paid up: SPEC §4 lets it enrol, so the form is offered.
    await withAccounts(page, 'lakesidePaidUp');
    const setup = page.waitForRequest(isCall('POST', /\/LegacyAutoDraft\/Setup$/));
    await openAutoDraft(page, at, 'LT-2001');
    await expect(page.getByRole('heading', { level: 1, name: 'Auto-draft form' })).toBeVisible();
    expect(bodyOf(await setup)).toEqual({ ownerId: 5003, subLedgerId: 3004 });
    await expect(
      page.getByRole('listitem').filter({ hasText: 'LT-2001 · Condo dues' }),
    ).toContainText('This account can enrol: send the auto-draft form below.');
    await expect(page.getByText('The draft is made on day 5 of each month.')).toBeVisible();
    await expect(page.getByRole('radio', { name: 'January 2027' })).toBeChecked();

    let enrolments = 0;
    page.on('request', (r) => {
      if (r.method() === 'PUT' && r.url().includes('/LegacyAutoDraft/Enroll')) enrolments += 1;
    });
    const submit = page.getByRole('button', { name: 'Send the auto-draft form' });
    await submit.click();
    for (const message of [
      'Bank Routing Number is required.',
      'Bank Name is required.',
      'Bank Account Number is required.',
      'Confirm Account Number is required.',
    ])
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Checking' })).toBeFocused();
    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await expectAccessible();
    }

    const routing = page.getByLabel('Bank routing number');
    await routing.fill('12345');
    await page.getByLabel('Bank name').fill('First Community Bank');
    const accountNumber = page.getByRole('textbox', { name: 'Bank account number' });
    await accountNumber.fill('000123456789');
    const confirmation = page.getByRole('textbox', { name: 'Confirm account number' });
    await confirmation.fill('000123456780');
    await expect(accountNumber).toHaveValue('••••6789');
    await page.getByRole('radio', { name: 'Checking' }).check();
    await page.getByLabel(/Electronic signature/).fill('Jordan Rivera');
    await submit.click();
    await expect(page.getByText('Routing number must be 9 digits.', { exact: true })).toBeVisible();
    await expect(page.getByText('Account numbers must match.', { exact: true })).toBeVisible();
    await expect(routing).toBeFocused();
    await expect(routing).toHaveValue('12345');
    expect(enrolments).toBe(0);

    await routing.fill('110000000');
    await confirmation.fill('000123456789');
    await routing.focus();
    await expect(confirmation).toHaveValue('••••6789');
    const enrol = page.waitForRequest(isCall('PUT', /\/LegacyAutoDraft\/Enroll$/));
    await submit.click();
    expect(bodyOf(await enrol)).toEqual({
      ownerId: 5003,
      subLedgerId: 3004,
      startMonth: '2027-01',
      accountType: 'checking',
      bankRoutingNumber: '110000000',
      bankName: 'First Community Bank',
      bankAccountNumber: '000123456789',
      confirmation: '000123456789',
      eSignature: 'Jordan Rivera',
    });
    const received = page.getByRole('region', { name: 'Your auto-draft form was sent' });
    await expect(received).toContainText('LAD-2026-000417');
    await expect(received).toContainText('••••6789');
    await expect(received).not.toContainText('000123456789');
    expect(enrolments).toBe(1);
    expect(logged.filter((line) => line.includes('123456789'))).toEqual([]);
  });

  test('an account with a balance and a sub-ledger get their reasons instead of the form', async ({
    page,
    at,
    expectAccessible,
  }) => {
    await withAccounts(page, 'lakesideLedgers');
    const setups = recordSetups(page);
    await openAutoDraft(page, at, 'LT-2001');
    await expect(page.getByRole('heading', { level: 1, name: 'Auto-draft form' })).toBeVisible();
    const accounts = page.getByRole('region', { name: 'Accounts' });
    const dues = accounts.getByRole('listitem').filter({ hasText: 'LT-2001 · Condo dues' });
    await expect(dues).toContainText(
      'This account has a balance of $1,285.50. Accounts with a balance cannot enrol in auto-draft: pay the balance first, then enrol.',
    );
    await expect(dues.getByRole('link', { name: 'Pay the balance' })).toHaveAttribute(
      'href',
      at('/billing?account=LT-2001'),
    );
    await expect(
      accounts.getByRole('listitem').filter({ hasText: 'LT-2001 · Parking' }),
    ).toContainText(
      'Sub-ledgers are unavailable for auto-draft: Parking is a sub-ledger, not the main assessment account.',
    );
    await expect(
      page.getByText('No account of this property can enrol in auto-draft now.'),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Send the auto-draft form' })).toHaveCount(0);
    await expect(page.getByLabel('Bank routing number')).toHaveCount(0);
    // The form is never asked for an account that cannot enrol.
    expect(setups).toEqual([]);
    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await expectAccessible();
    }
  });

  test('a blocked ledger gets its reason instead of the form', async ({ page, at }) => {
    await withAccounts(page, 'lakesideBlocked');
    const setups = recordSetups(page);
    await openAutoDraft(page, at, 'LT-2001');
    await expect(
      page.getByRole('listitem').filter({ hasText: 'LT-2001 · Condo dues' }),
    ).toContainText(
      'Payments are blocked for this account. Contact your management company for further info.',
    );
    await expect(page.getByRole('button', { name: 'Send the auto-draft form' })).toHaveCount(0);
    expect(setups).toEqual([]);
  });

  test('an account already enrolled is listed as enrolled, without the form', async ({
    page,
    at,
    expectAccessible,
  }) => {
    await withAccounts(page, 'lakesideEnrolled');
    const setups = recordSetups(page);
    await openAutoDraft(page, at, 'LT-2001');
    const dues = page.getByRole('listitem').filter({ hasText: 'LT-2001 · Condo dues' });
    await expect(dues.getByText('Enrolled', { exact: true })).toBeVisible();
    await expect(dues).toContainText(
      'The drafts are made from the bank account on file with your management company.',
    );
    await expect(page.getByRole('button', { name: 'Send the auto-draft form' })).toHaveCount(0);
    expect(setups).toEqual([]);
    await expectAccessible();
  });
});
