import type { Page, Request } from '@playwright/test';
import { expect, logIn, test, withAccounts, withoutEnrolments } from './fixtures';

// Manage payments and auto-draft against the Prism mock. Prism answers with static examples, so
// each journey checks what the portal sent as well as what it shows, and the lists a change
// touches answer, once it is sent, what a real service would then list (`listAfter`). The demo's
// "now" is 2026-11-22: scheduled payment 8102 (2026-11-23) can be changed until 8:00 pm Eastern
// tonight.
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

type ListPath = '/PaymentMethod' | '/RecurringPayment' | '/FuturePayment' | '/AutoDraft';
/** An item of a payment-data list, as the contract describes it. */
type Item = { id: number } & Record<string, unknown>;
/** What a list holds after a change: a named example of the contract, or the first one edited. */
type ListAfter = { example: string } | { edit: (items: Item[]) => Item[] };

/** Edits one item of a list (`fields` as the contract names them). */
const withItem =
  (id: number, fields: Record<string, unknown>) =>
  (items: Item[]): Item[] =>
    items.map((item) => (item.id === id ? { ...item, ...fields } : item));

function edited(body: unknown, edit: (items: Item[]) => Item[]): unknown {
  if (Array.isArray(body)) return edit(body as Item[]);
  const list = body as { paymentMethods: Item[] };
  return { ...list, paymentMethods: edit(list.paymentMethods) };
}

/**
 * Prism has no memory: it answers every `GET` of a list with the same example, so the reload that
 * follows a change would bring the unchanged list back. This gives the service one: once the
 * portal has sent `change`, `GET list` answers what a real service lists then. A later call for
 * the same list takes over once its own change is sent (Playwright runs the newest route first).
 * Returns a wait until the first reload so answered has been read and rendered, after which the
 * page shows what the query cache holds from the service.
 */
async function listAfter(
  page: Page,
  list: ListPath,
  change: (r: Request) => boolean,
  after: ListAfter,
): Promise<() => Promise<void>> {
  let sent = false;
  let reload: Request | null = null;
  page.on('request', (r) => {
    if (change(r)) sent = true;
  });
  await page.route(
    (url) => url.pathname === `${PAYMENTS}${list}`,
    async (route) => {
      const request = route.request();
      if (!sent || request.method() !== 'GET') return route.fallback();
      reload ??= request;
      if ('example' in after)
        return route.continue({
          headers: { ...request.headers(), prefer: `example=${after.example}` },
        });
      const response = await route.fetch();
      return route.fulfill({ response, json: edited(await response.json(), after.edit) });
    },
  );
  return async () => {
    await expect
      .poll(() => reload !== null, { message: `${list} is reloaded after the change` })
      .toBe(true);
    const response = await reload?.response();
    await response?.finished();
    // The portal parses the answer and renders it within a frame or two.
    await page.evaluate(
      () =>
        new Promise<void>((resolve) =>
          requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
        ),
    );
  };
}

/** The card the provider stores in the add-a-card journey (the contract's `newVisa`). */
const NEW_VISA: Item = {
  id: 4007,
  type: 'creditCard',
  brand: 'visa',
  last4: '1881',
  expMonth: 8,
  expYear: 2030,
  nickname: 'Visa ••1881',
  isDefault: false,
  isActive: true,
  linkedRecurringPaymentIds: [],
  linkedFuturePaymentIds: [],
};

test.describe('saved payment methods', () => {
  test('removing a method lists the payments it pays, which then show as inactive', async ({
    page,
    at,
    expectAccessible,
  }) => {
    await openManage(page, at, 'MG-1001');
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
    const removed = isCall('DELETE', /\/PaymentMethod\/4005$/);
    const methodsReloaded = await listAfter(page, '/PaymentMethod', removed, {
      edit: (items) => items.filter((method) => method.id !== 4005),
    });
    const recurringReloaded = await listAfter(page, '/RecurringPayment', removed, {
      edit: withItem(8001, { status: 'inactive', isActive: false }),
    });
    const futureReloaded = await listAfter(page, '/FuturePayment', removed, {
      example: 'deactivatedByMethodRemoval',
    });
    const removal = page.waitForRequest(removed);
    await dialog.getByRole('button', { name: 'Remove payment method' }).click();
    await removal;
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('status')).toHaveText(
      'Checking ending in 6789, First Community Bank was removed. The 2 payments it paid are now inactive.',
    );
    await expect(page.getByRole('status')).toBeFocused();
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
    // What the service answered to the reloads is what the page keeps showing.
    await methodsReloaded();
    await recurringReloaded();
    await futureReloaded();
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
    await openManage(page, at, 'MG-1001');
    let deletes = 0;
    await page.route(`**${PAYMENTS}/PaymentMethod/4003`, async (route) => {
      // The dialog reads the method again first (GET); only the removal is counted and slowed.
      if (route.request().method() !== 'DELETE') return route.fallback();
      deletes += 1;
      await new Promise((resolve) => setTimeout(resolve, 600));
      await route.continue({
        headers: { ...route.request().headers(), prefer: 'example=nothingLinked' },
      });
    });
    const reloaded = await listAfter(
      page,
      '/PaymentMethod',
      isCall('DELETE', /\/PaymentMethod\/4003$/),
      { edit: (items) => items.filter((method) => method.id !== 4003) },
    );
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
    await expect(page.getByRole('status')).toHaveText(
      'American Express ending in 0005 was removed.',
    );
    expect(deletes).toBe(1);
    await reloaded();
    await expect(methods).not.toContainText('American Express ending in 0005');
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

  test('a new card is added through the payment provider and listed', async ({ page, at }) => {
    await openManage(page, at, 'MG-1001');
    await page.getByRole('button', { name: 'Add a payment method' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a payment method' });
    await dialog.getByRole('button', { name: /^Card/ }).click();
    await dialog.getByLabel('Cardholder name').fill('Jordan Rivera');
    await dialog.getByLabel('Card number').fill('4242 4242 4242 4242');
    await dialog.getByLabel('Expiry date (MM/YY)').fill('08/30');
    await dialog.getByLabel('Security code (CVC)').fill('123');
    // The service lists the stored method from now on (the contract's `newVisa`).
    const reloaded = await listAfter(
      page,
      '/PaymentMethod',
      isCall('POST', /\/PaymentMethod\/Setup\/[^/]+\/Complete$/),
      { edit: (items) => [...items, NEW_VISA] },
    );
    await dialog.getByRole('button', { name: 'Save payment method' }).click();
    await expect(dialog).toBeHidden();
    const added = page
      .getByRole('region', { name: 'Saved payment methods' })
      .getByRole('button', { name: 'Remove Visa ending in 1881' });
    await expect(added).toBeVisible();
    await reloaded();
    await expect(added).toBeVisible();
  });
});

test.describe('recurring and scheduled payments', () => {
  test('a recurring payment: change its amount, then cancel it', async ({ page, at }) => {
    await openManage(page, at, 'MG-1001');
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
    const raised = withItem(8001, { amount: 47500, total: 47650 });
    const changed = isCall('PATCH', /\/RecurringPayment\/8001$/);
    const changeReloaded = await listAfter(page, '/RecurringPayment', changed, { edit: raised });
    const update = page.waitForRequest(changed);
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    expect(bodyOf(await update)).toEqual({ amount: 47500 });
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('status')).toHaveText('The recurring payment was changed.');
    await expect(item).toContainText('$475.00 · Monthly · MG-1001');
    await expect.poll(() => reloads).toEqual(['/RecurringPayment']);
    await changeReloaded();
    await expect(item).toContainText('$475.00 · Monthly · MG-1001');

    await item.getByRole('button', { name: /^Cancel/ }).click();
    const confirm = page.getByRole('dialog', { name: 'Cancel this recurring payment?' });
    const cancelled = isCall('DELETE', /\/RecurringPayment\/8001$/);
    const cancelReloaded = await listAfter(page, '/RecurringPayment', cancelled, {
      edit: (items) => withItem(8001, { status: 'cancelled', isActive: false })(raised(items)),
    });
    const cancel = page.waitForRequest(cancelled);
    await confirm.getByRole('button', { name: 'Cancel recurring payment' }).click();
    await cancel;
    await expect(confirm).toBeHidden();
    await expect(item.getByText('Cancelled', { exact: true })).toBeVisible();
    await expect(item.getByRole('button')).toHaveCount(0);
    await cancelReloaded();
    await expect(item.getByText('Cancelled', { exact: true })).toBeVisible();
    await expect(item.getByRole('button')).toHaveCount(0);
  });

  test('a scheduled payment: change its amount and date, then cancel it', async ({ page, at }) => {
    await openManage(page, at, 'LT-2001');
    const scheduled = page.getByRole('region', { name: 'Scheduled payments' });
    const item = scheduled.getByRole('listitem').filter({ hasText: '· LT-2001' });
    await expect(item).toContainText('$200.00 on Dec 15, 2026 · LT-2001');
    await expect(item).toContainText('Paid with Mastercard ending in 4444');

    await item.getByRole('button', { name: /^Change/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Change scheduled payment' });
    await dialog.getByLabel('Amount (USD)').fill('250');
    await dialog.getByLabel('Payment date').fill('2026-12-18');
    const reloads = recordReloads(page);
    // As the contract's answer to the change (`updated`) has it.
    const moved = withItem(8101, {
      amount: 25000,
      total: 25395,
      scheduledDate: '2026-12-18',
      editableUntil: '2026-12-17T20:00:00-05:00',
    });
    const changed = isCall('PATCH', /\/FuturePayment\/8101$/);
    const changeReloaded = await listAfter(page, '/FuturePayment', changed, { edit: moved });
    const update = page.waitForRequest(changed);
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    expect(bodyOf(await update)).toEqual({ amount: 25000, scheduledDate: '2026-12-18' });
    await expect(page.getByRole('status')).toHaveText('The scheduled payment was changed.');
    await expect(item).toContainText('$250.00 on Dec 18, 2026 · LT-2001');
    await expect.poll(() => reloads).toEqual(['/FuturePayment']);
    await changeReloaded();
    await expect(item).toContainText('$250.00 on Dec 18, 2026 · LT-2001');

    await item.getByRole('button', { name: /^Cancel/ }).click();
    const confirm = page.getByRole('dialog', { name: 'Cancel this scheduled payment?' });
    const cancelled = isCall('DELETE', /\/FuturePayment\/8101$/);
    const cancelReloaded = await listAfter(page, '/FuturePayment', cancelled, {
      edit: (items) =>
        withItem(8101, { status: 'cancelled', isActive: false, cancelled: true })(moved(items)),
    });
    const cancel = page.waitForRequest(cancelled);
    await confirm.getByRole('button', { name: 'Cancel scheduled payment' }).click();
    await cancel;
    await expect(item.getByText('Cancelled', { exact: true })).toBeVisible();
    await cancelReloaded();
    await expect(item.getByText('Cancelled', { exact: true })).toBeVisible();
    await expect(item).toContainText('$250.00 on Dec 18, 2026 · LT-2001');
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
  test('enrol (setup, then confirm once with an Idempotency-Key), then cancel', async ({
    page,
    at,
    expectAccessible,
  }) => {
    await withoutEnrolments(page);
    await openAutoDraft(page, at, 'MG-1002');
    await expect(page.getByRole('heading', { level: 1, name: 'Auto-draft' })).toBeVisible();
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
    expect(bodyOf(await setup)).toMatchObject({
      ownerId: 5001,
      subLedgerId: 3003,
      paymentMethodId: 4006,
      startDate: '2026-12-01',
      amountType: 'full',
    });

    const confirmDialog = page.getByRole('dialog', { name: 'Confirm auto-draft' });
    await expect(confirmDialog.getByText(/I authorize Maple Grove HOA to debit/)).toBeVisible();
    const enrol = confirmDialog.getByRole('button', { name: 'Enrol' });
    await enrol.click();
    await expect(confirmDialog.getByText('Agree to the terms to enrol.')).toBeVisible();
    await confirmDialog.getByLabel('I agree to these terms').check();

    let confirms = 0;
    await page.route(`**${PAYMENTS}/AutoDraft/Setup/Confirm`, async (route) => {
      confirms += 1;
      await new Promise((resolve) => setTimeout(resolve, 600));
      await route.continue();
    });
    const reloads = recordReloads(page);
    // Once confirmed, the service lists the enrolment: the contract's `enrolled` example.
    const enrolReloaded = await listAfter(
      page,
      '/AutoDraft',
      isCall('PUT', /\/AutoDraft\/Setup\/Confirm$/),
      { example: 'enrolled' },
    );
    const acknowledgement = page.waitForRequest(
      isCall('PUT', /\/Acknowledgement\/16031\/Confirm$/),
    );
    const confirm = page.waitForRequest(isCall('PUT', /\/AutoDraft\/Setup\/Confirm$/));
    await Promise.all(
      Array.from({ length: 4 }, () =>
        enrol.click({ force: true, noWaitAfter: true }).catch(() => undefined),
      ),
    );
    await acknowledgement;
    const confirmed = await confirm;
    expect(bodyOf(confirmed)).toEqual({ setupId: 8251 });
    expect(confirmed.headers()['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    await expect(page.getByRole('status')).toHaveText(
      'MG-1002 · Assessments is now enrolled in auto-draft.',
    );
    expect(confirms).toBe(1);
    await expect.poll(() => reloads).toEqual(['/AutoDraft']);

    const account = page.getByRole('listitem').filter({ hasText: 'MG-1002 · Assessments' });
    await expect(account.getByText('Enrolled', { exact: true })).toBeVisible();
    await expect(account).toContainText('Savings ending in 1234, Prairie Credit Union');
    await expect(account).toContainText('The full balance each month');
    await enrolReloaded();
    await expect(account.getByText('Enrolled', { exact: true })).toBeVisible();

    await account.getByRole('button', { name: /^Cancel auto-draft/ }).click();
    const cancelDialog = page.getByRole('dialog', { name: 'Cancel auto-draft?' });
    const cancelled = isCall('DELETE', /\/AutoDraft\/8201$/);
    const cancelReloaded = await listAfter(page, '/AutoDraft', cancelled, { example: 'none' });
    const cancel = page.waitForRequest(cancelled);
    await cancelDialog.getByRole('button', { name: 'Cancel auto-draft' }).click();
    await cancel;
    await expect(page.getByRole('status')).toHaveText(
      'Auto-draft for MG-1002 · Assessments was cancelled.',
    );
    const enrolAgain = account.getByRole('button', { name: /^Enrol in auto-draft/ });
    await expect(enrolAgain).toBeVisible();
    await cancelReloaded();
    await expect(enrolAgain).toBeVisible();
    await expect(account.getByText('Enrolled', { exact: true })).toHaveCount(0);
  });

  test('an enrolment can change its amount to a fixed one', async ({ page, at }) => {
    await openAutoDraft(page, at, 'MG-1002');
    const account = page.getByRole('listitem').filter({ hasText: 'MG-1002 · Assessments' });
    await expect(account.getByText('Enrolled', { exact: true })).toBeVisible();
    await account.getByRole('button', { name: /^Change auto-draft/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Change auto-draft' });
    await dialog.getByRole('radio', { name: 'A fixed amount each month' }).check();
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await expect(dialog.getByText('Enter the amount.')).toBeVisible();
    await dialog.getByLabel('Amount (USD)').fill('450');
    const changed = isCall('PATCH', /\/AutoDraft\/8201$/);
    const reloaded = await listAfter(page, '/AutoDraft', changed, {
      edit: withItem(8201, { amountType: 'fixed', fixedAmount: 45000 }),
    });
    const update = page.waitForRequest(changed);
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    expect(bodyOf(await update)).toEqual({ amountType: 'fixed', fixedAmount: 45000 });
    await expect(account).toContainText('$450.00 each month');
    await reloaded();
    await expect(account).toContainText('$450.00 each month');
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
