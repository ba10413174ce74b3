import type { Page, Request, Route } from '@playwright/test';
import { expect, logIn, recordRequests, test } from './fixtures';

// Issue 20: one attempt model (docs/payments.md). Each journey makes the Prism mock slow, silent
// or refusing for one call and checks what the portal sent as well as what the person sees.
// A setup that differs from the request is refused before Pay (issue 55 item 7), so each asks for
// exactly an example's payment on the examples' day: $450.00 by Visa ••4242 on 2026-11-22 (or by
// checking ••6789, with Prism's eCheckPayment example).
const EXAMPLE_DAY = new Date('2026-11-22T12:00:00-05:00');

const CONFIRM = /\/mock\/connect-payments\/Payment\/Setup\/\d+\/Confirm$/;
const SETUP = /\/mock\/connect-payments\/Payment\/Setup$/;
const confirmDialog = (page: Page) => page.getByRole('dialog', { name: 'Confirm your payment' });

const keyOf = (request: Request | undefined) => request?.headers()['idempotency-key'];
const createKeyOf = (request: Request | undefined) =>
  (JSON.parse(request?.postData() ?? '{}') as { idempotencyKey?: string }).idempotencyKey;

async function review(page: Page) {
  await page.getByRole('button', { name: 'Review payment' }).click();
  await expect(confirmDialog(page)).toBeVisible();
}

async function pay(page: Page) {
  const dialog = confirmDialog(page);
  const agree = dialog.getByLabel('I agree to these terms');
  if (!(await agree.isChecked())) await agree.check();
  await dialog.getByRole('button', { name: /^Pay / }).click();
}

async function openBilling(page: Page, at: (path: string) => string, { clock = true } = {}) {
  if (clock) await page.clock.setFixedTime(EXAMPLE_DAY);
  await logIn(page, at, '/billing?account=MG-1001');
  await expect(page.getByLabel('Amount (USD)')).toHaveValue('450.00');
}

/** GET /Payment as a real service answers once the confirmation went through. */
async function servePaymentOfSetup(page: Page) {
  await page.route('**/mock/connect-payments/Payment?*', async (route) => {
    const response = await route.fetch();
    const list = (await response.json()) as Record<string, unknown>[];
    await route.fulfill({
      response,
      json: [
        {
          id: 9003,
          setupId: 9501,
          subLedgerId: 3001,
          ownerId: 5001,
          accountNumber: 'MG-1001',
          amount: 45000,
          fee: 1328,
          total: 46328,
          paymentMethod: { id: 4001, type: 'creditCard', brand: 'visa', last4: '4242' },
          paymentType: 'oneTime',
          status: 'pending',
          submittedAt: '2026-11-22T14:05:12Z',
          scheduledDate: '2026-11-22',
          confirmationNumber: 'CY-20261122-9003',
        },
        ...list,
      ],
    });
  });
}

test('Back while the payment is confirmed asks first; leaving sends no cancel, and the result shows on return', async ({
  page,
  at,
}) => {
  await page.clock.setFixedTime(EXAMPLE_DAY);
  await logIn(page, at, '/dashboard?account=MG-1001');
  await expect(page.getByRole('heading', { name: 'Welcome, Jordan Rivera' })).toBeVisible();
  await page.getByRole('link', { name: 'Make a payment' }).first().click();
  await expect(page.getByLabel('Amount (USD)')).toHaveValue('450.00');
  const cancels = recordRequests(page, 'DELETE', /\/Payment\/Setup\/\d+$/);
  await page.route(CONFIRM, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    await route.continue().catch(() => undefined);
  });
  await review(page);
  const answered = page.waitForResponse((r) => CONFIRM.test(new URL(r.url()).pathname));
  await pay(page);
  await expect(
    confirmDialog(page).getByRole('button', { name: 'Sending your payment…' }),
  ).toBeVisible();

  await page.goBack();
  const leave = page.getByRole('alertdialog', { name: 'Your payment is being confirmed' });
  await expect(leave).toBeVisible();
  await leave.getByRole('button', { name: 'Leave' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome, Jordan Rivera' })).toBeVisible();

  await answered;
  await page.getByRole('link', { name: 'Make a payment' }).first().click();
  await expect(page.getByRole('heading', { name: 'Payment submitted' })).toBeVisible();
  await expect(page.getByText('CY-20261122-9003')).toBeVisible();
  expect(cancels).toHaveLength(0);
});

test('Back while confirming, then Stay: the page stays and shows the result', async ({
  page,
  at,
}) => {
  await page.clock.setFixedTime(EXAMPLE_DAY);
  await logIn(page, at, '/dashboard?account=MG-1001');
  await expect(page.getByRole('heading', { name: 'Welcome, Jordan Rivera' })).toBeVisible();
  await page.getByRole('link', { name: 'Make a payment' }).first().click();
  await expect(page.getByLabel('Amount (USD)')).toHaveValue('450.00');
  await page.route(CONFIRM, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue().catch(() => undefined);
  });
  await review(page);
  await pay(page);
  await page.goBack();
  const leave = page.getByRole('alertdialog', { name: 'Your payment is being confirmed' });
  await leave.getByRole('button', { name: 'Stay on Page' }).click();
  await expect(page.getByRole('heading', { name: 'Payment submitted' })).toBeVisible();
  await expect(page).toHaveURL(/\/billing/);
});

test('Cancel payment, then Review with the same form: the new setup has a new key', async ({
  page,
  at,
}) => {
  await openBilling(page, at);
  const creates = recordRequests(page, 'POST', SETUP);
  await review(page);
  const cancelled = page.waitForRequest(
    (r) => r.method() === 'DELETE' && /\/Payment\/Setup\/9501$/.test(r.url()),
  );
  await confirmDialog(page).getByRole('button', { name: 'Cancel payment' }).click();
  await cancelled;
  await review(page);
  expect(creates).toHaveLength(2);
  expect(createKeyOf(creates[0])).toMatch(/^[0-9a-f-]{36}$/);
  expect(createKeyOf(creates[1])).not.toBe(createKeyOf(creates[0]));
});

test('a refused confirmation, another method, then Pay: a new confirm key', async ({
  page,
  at,
}) => {
  await openBilling(page, at);
  const confirms = recordRequests(page, 'PUT', CONFIRM);
  let first = true;
  await page.route(CONFIRM, async (route: Route) => {
    const headers = route.request().headers();
    if (first) headers.prefer = 'code=422';
    first = false;
    await route.continue({ headers });
  });
  await review(page);
  await pay(page);
  await expect(confirmDialog(page).getByText(/Error ID/)).toBeVisible();
  await confirmDialog(page).getByRole('button', { name: 'Go back and edit' }).click();
  // The open setup is updated, exactly as Prism's update example has it: $200.00 by checking.
  await page.getByLabel('Amount (USD)').fill('200.00');
  await page.getByRole('radio', { name: /Checking ending in 6789/ }).check();
  await review(page);
  await pay(page);
  await expect(page.getByRole('heading', { name: 'Payment submitted' })).toBeVisible();
  expect(confirms).toHaveLength(2);
  expect(keyOf(confirms[1])).not.toBe(keyOf(confirms[0]));
});

test('a network failure on Pay says the result is not known; Pay again sends the same key', async ({
  page,
  at,
}) => {
  await openBilling(page, at);
  const confirms = recordRequests(page, 'PUT', CONFIRM);
  let first = true;
  await page.route(CONFIRM, async (route) => {
    if (first) {
      first = false;
      await route.abort('connectionfailed');
    } else await route.continue();
  });
  await review(page);
  await pay(page);
  const dialog = confirmDialog(page);
  await expect(
    dialog.getByText(
      'The result of your payment is not known yet. Check Recent payments before paying again.',
    ),
  ).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Check Recent payments' })).toBeVisible();
  await dialog.getByRole('button', { name: /^Pay / }).click();
  await expect(page.getByRole('heading', { name: 'Payment submitted' })).toBeVisible();
  expect(confirms).toHaveLength(2);
  expect(keyOf(confirms[1])).toBe(keyOf(confirms[0]));
});

test('a confirmation that never answers: after 30 s it says so, and a reload finds the payment without paying again', async ({
  page,
  at,
}) => {
  await page.clock.install({ time: EXAMPLE_DAY });
  await openBilling(page, at, { clock: false });
  const confirms = recordRequests(page, 'PUT', CONFIRM);
  // The service took the payment but its answer never arrives.
  await page.route(CONFIRM, () => undefined);
  await review(page);
  // The confirmation itself goes out after the consent is recorded: wait until it has.
  const sent = page.waitForRequest(
    (r) => r.method() === 'PUT' && CONFIRM.test(new URL(r.url()).pathname),
  );
  await pay(page);
  await sent;
  await expect(
    confirmDialog(page).getByRole('button', { name: 'Sending your payment…' }),
  ).toBeVisible();
  await page.clock.fastForward('00:31');
  await expect(
    confirmDialog(page).getByText("Still processing. Don't pay again; this page will update."),
  ).toBeVisible();

  await servePaymentOfSetup(page);
  // Reloading while confirming gets the browser's own "leave site?" prompt first.
  const prompts: string[] = [];
  page.on('dialog', (dialog) => {
    prompts.push(dialog.type());
    void dialog.accept();
  });
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Payment submitted' })).toBeVisible();
  await expect(page.getByText('CY-20261122-9003')).toBeVisible();
  expect(prompts).toEqual(['beforeunload']);
  expect(confirms).toHaveLength(1);
});

test('a confirmation lost in a reload and not found offers the same confirmation again, with the same key', async ({
  page,
  at,
}) => {
  await openBilling(page, at);
  const confirms = recordRequests(page, 'PUT', CONFIRM);
  // The first answer never arrives; the one after the reload does.
  let first = true;
  await page.route(CONFIRM, async (route) => {
    if (!first) return route.continue();
    first = false;
  });
  await review(page);
  // The confirmation itself goes out after the consent is recorded: wait until it has.
  const sent = page.waitForRequest(
    (r) => r.method() === 'PUT' && CONFIRM.test(new URL(r.url()).pathname),
  );
  await pay(page);
  await sent;
  await expect(
    confirmDialog(page).getByRole('button', { name: 'Sending your payment…' }),
  ).toBeVisible();
  page.on('dialog', (dialog) => void dialog.accept());
  await page.reload();
  const resumed = page.getByRole('region', { name: 'Your last payment' });
  await expect(resumed.getByRole('alert')).toContainText(
    'We could not find the result of your last payment of $463.28 yet.',
  );
  await resumed.getByRole('button', { name: 'Send the same confirmation again' }).click();
  await expect(page.getByRole('heading', { name: 'Payment submitted' })).toBeVisible();
  expect(confirms).toHaveLength(2);
  expect(keyOf(confirms[1])).toBe(keyOf(confirms[0]));
});

test('PA020 names the other kind of method: a bank points to a card, a card to a bank', async ({
  page,
  at,
}) => {
  await openBilling(page, at);
  await page.route(CONFIRM, (route) =>
    route.fulfill({
      status: 422,
      contentType: 'application/problem+json',
      json: { status: 422, errorCode: 'PA020', errorId: 'E-PA020', message: 'Unavailable' },
    }),
  );
  // Prism prices every setup with its card example unless asked for the bank one.
  await page.route(SETUP, (route) =>
    route.continue({ headers: { ...route.request().headers(), prefer: 'example=eCheckPayment' } }),
  );
  await page.getByRole('radio', { name: /Checking ending in 6789/ }).check();
  await review(page);
  await pay(page);
  await expect(
    confirmDialog(page).getByText('Payment Method Unavailable. Retry later or use a card.'),
  ).toBeVisible();
  await expect(confirmDialog(page).getByText('E-PA020')).toBeVisible();

  await page.unroute(SETUP);
  await confirmDialog(page).getByRole('button', { name: 'Cancel payment' }).click();
  await page.getByRole('radio', { name: /Visa ending in 4242/ }).check();
  await review(page);
  await pay(page);
  await expect(
    confirmDialog(page).getByText('Payment Method Unavailable. Retry later or use a bank.'),
  ).toBeVisible();
});
