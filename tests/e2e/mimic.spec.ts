import type { Locator, Page, Request } from '@playwright/test';
import { expect, logIn, serveMimicUser, test, withAccounts } from './fixtures';
import { DEMO_PASSWORD, fillTestCard, TENANT_COOKIE, useSandbox } from './sandbox';

// SPEC §6 mimic mode beyond the banner (issue 19 item 7): what only the homeowner may do is
// disabled with a one-line reason, and money moved or a payment method added or removed first asks
// the staff member whether the homeowner asked for it. The user answer says mimic mode (Prism's
// example is Jordan Rivera, not mimicked), so these journeys serve it themselves; the one adding a
// card, whose list the page then reloads, runs against the sandbox, mimic mode opened there.

const STAFF = 'Alex Morgan (Harborview Community Management)';
const REASON = 'Not available in mimic mode: only the homeowner can do this.';
const CONFIRM_TITLE = 'Did the homeowner ask for this?';
const CONFIRM_BODY =
  'You are in mimic mode. Go ahead only if Jordan Rivera asked you to do this for them.';
const CONFIRM_CONTINUE = 'Jordan Rivera asked for it';
// The demo's evening, before the 8 pm cut-off of the payments set up for the next day.
const DEMO_NOW = new Date('2026-11-22T19:59:00-05:00');
/** The day of the contracts' examples: Prism's setup answers are dated so. */
const EXAMPLE_DAY = new Date('2026-11-22T12:00:00-05:00');

/**
 * Opens `path` signed in as the mimicked homeowner and waits for the banner: mimic mode is known
 * from here on.
 */
async function logInMimicking(
  page: Page,
  at: (path: string) => string,
  path: string,
): Promise<void> {
  await serveMimicUser(page, STAFF);
  await logIn(page, at, path);
  await expect(
    page.getByRole('status').filter({ hasText: 'You are in mimic mode' }).first(),
  ).toBeVisible();
}

/**
 * Mimic mode against a sandbox of its own (tests/e2e/sandbox.ts), for a journey whose change the
 * page then reloads: the sandbox stores it. As the management company opens it: Dana Whitfield
 * (staff) signs in and asks the sandbox for Jordan Rivera's mimic sign-in link, which the page
 * opens; the user answer saying mimic mode is the sandbox's own.
 */
async function signInToSandboxMimicking(
  page: Page,
  at: (path: string) => string,
  path: string,
  now?: Date,
): Promise<void> {
  const tenant = await useSandbox(page, now ? { now: now.toISOString() } : {});
  if (now) await page.clock.setFixedTime(now);
  const headers = { cookie: `${TENANT_COOKIE}=${tenant.name}` };
  const staff = await page.request.post('/mock/users/Users/Authenticate', {
    data: { email: 'dana.whitfield@harborview.example', password: DEMO_PASSWORD },
    headers,
  });
  expect(staff.status(), await staff.text()).toBe(200);
  const { token } = (await staff.json()) as { token: string };
  const mimic = await page.request.post('/__sandbox/mimic', {
    data: { email: 'jordan.rivera@example.com' },
    headers: { ...headers, authorization: `Bearer ${token}` },
  });
  expect(mimic.status(), await mimic.text()).toBe(201);
  const { path: link } = (await mimic.json()) as { path: string };
  await page.goto(at(link));
  // A sign-in link asks a signed-out visitor first, the staff member too.
  await page.getByRole('button', { name: 'Continue' }).click();
  const banner = page.getByRole('status').filter({ hasText: 'You are in mimic mode' }).first();
  await expect(banner).toBeVisible();
  await page.goto(at(path));
  await expect(banner).toBeVisible();
}

/** Every request that could change something (anything but a read), from now on. */
function recordChanges(page: Page): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'GET' && request.url().includes('/mock/')) seen.push(request);
  });
  return seen;
}

const isCall = (method: string, path: RegExp) => (r: Request) =>
  r.method() === method && path.test(new URL(r.url()).pathname);

/** The control is disabled and says why, in the reason beside it. */
async function expectBlocked(control: Locator): Promise<void> {
  await expect(control).toBeDisabled();
  await expect(control).toHaveAccessibleDescription(REASON);
}

/**
 * The confirmation: accessible, Cancel sends nothing and keeps what was open, the staff member's
 * confirmation sends exactly one request of `expected`.
 */
async function cancelThenConfirm(
  page: Page,
  press: () => Promise<void>,
  expected: (r: Request) => boolean,
  expectAccessible: () => Promise<void>,
): Promise<void> {
  const changes = recordChanges(page);
  await press();
  const confirmation = page.getByRole('alertdialog', { name: CONFIRM_TITLE });
  await expect(confirmation).toBeVisible();
  await expect(confirmation.getByText(CONFIRM_BODY)).toBeVisible();
  // Not going ahead is the safe choice: it has the focus.
  await expect(confirmation.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await expectAccessible();
  await confirmation.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirmation).toBeHidden();
  expect(changes.map((r) => `${r.method()} ${r.url()}`)).toEqual([]);

  await press();
  await expect(confirmation).toBeVisible();
  const sent = page.waitForRequest(expected);
  await confirmation.getByRole('button', { name: CONFIRM_CONTINUE }).click();
  await sent;
  await expect(confirmation).toBeHidden();
  await expect.poll(() => changes.filter(expected).length).toBe(1);
}

test.describe('while mimicking', () => {
  test('the banner names the staff member; the login info cannot be saved and says why', async ({
    page,
    at,
  }) => {
    const changes = recordChanges(page);
    await logInMimicking(page, at, '/my/profile-settings?tab=login');
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: `Staff member: ${STAFF}.` })
        .first(),
    ).toBeVisible();
    const form = page.getByRole('region', { name: 'Login info' });
    await form.getByRole('textbox', { name: 'Login email', exact: true }).fill('x@example.com');
    await expect(form.getByText(REASON, { exact: true })).toBeVisible();
    await expectBlocked(form.getByRole('button', { name: 'Save login info' }));
    await form.getByRole('textbox', { name: 'Login email', exact: true }).press('Enter');
    expect(changes).toEqual([]);
  });

  test('the legacy auto-draft eSignature cannot be sent and says why', async ({ page, at }) => {
    await page.clock.setFixedTime(new Date('2026-11-22T19:59:00-05:00'));
    // LT-2001 paid up, so SPEC §4 offers it the form.
    await withAccounts(page, 'lakesidePaidUp');
    await logInMimicking(page, at, '/billing/auto-draft?account=LT-2001');
    await expect(page.getByRole('heading', { level: 1, name: 'Auto-draft form' })).toBeVisible();
    await expect(page.getByRole('radio', { name: 'January 2027' })).toBeChecked();
    await expect(page.getByText(REASON, { exact: true })).toBeVisible();
    await expectBlocked(page.getByRole('button', { name: 'Send the auto-draft form' }));
  });

  test('payment consent cannot be given and says why', async ({ page, at }) => {
    const changes = recordChanges(page);
    await logInMimicking(
      page,
      at,
      '/billing/payment-consent?acknowledgementId=16011&returnTo=/billing/manage-account',
    );
    await page.getByRole('checkbox', { name: /I have read and agree/ }).check();
    await expect(page.getByText(REASON, { exact: true })).toBeVisible();
    await expectBlocked(page.getByRole('button', { name: 'Agree and continue' }));
    expect(changes).toEqual([]);
  });

  test('an ARC vote and the chair decision cannot be cast and say why', async ({ page, at }) => {
    await page.clock.setFixedTime(new Date('2026-11-22T10:30:00'));
    await logInMimicking(page, at, '/board/arcs/6001');
    const votes = page.getByRole('region', { name: 'Votes' });
    const vote = votes.getByRole('form', { name: 'Your vote' });
    await expect(vote.getByText(REASON, { exact: true })).toBeVisible();
    await expectBlocked(vote.getByRole('button', { name: 'Submit vote' }));
    const decision = page
      .getByRole('region', { name: 'Decision' })
      .getByRole('form', { name: 'Record the decision' });
    await expect(decision.getByText(REASON, { exact: true })).toBeVisible();
    await expectBlocked(decision.getByRole('button', { name: 'Record decision' }));
  });

  test('paying asks whether the homeowner asked for it; Cancel sends nothing', async ({
    page,
    at,
    expectAccessible,
  }) => {
    // Prism's payment is the examples', dated 2026-11-22: on that day it is the one asked for.
    await page.clock.setFixedTime(EXAMPLE_DAY);
    await logInMimicking(page, at, '/billing?account=MG-1001');
    await expect(page.getByLabel('Amount (USD)')).toHaveValue('450.00');
    await page.getByRole('button', { name: 'Review payment' }).click();
    const payment = page.getByRole('dialog', { name: 'Confirm your payment' });
    await expect(payment).toBeVisible();
    const agree = payment.getByLabel('I agree to these terms');
    await agree.check();
    await cancelThenConfirm(
      page,
      () => payment.getByRole('button', { name: /^Pay / }).click(),
      isCall('PUT', /\/Payment\/Setup\/\d+\/Confirm$/),
      expectAccessible,
    );
    await expect(page.getByRole('heading', { name: 'Payment submitted' })).toBeVisible();
  });

  test('adding a payment method asks first; Cancel stores nothing', async ({
    page,
    at,
    expectAccessible,
  }) => {
    await signInToSandboxMimicking(page, at, '/billing?account=MG-1001');
    await expect(page.getByLabel('Amount (USD)')).toHaveValue('450.00');
    await page.getByRole('button', { name: 'Add a new payment method' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a payment method' });
    await fillTestCard(dialog);
    await cancelThenConfirm(
      page,
      () => dialog.getByRole('button', { name: 'Save payment method' }).click(),
      isCall('POST', /\/PaymentMethod\/Setup\/[^/]+\/Complete$/),
      expectAccessible,
    );
    await expect(dialog).toBeHidden();
    const added = page.getByRole('radio', { name: /Visa ending in 5556/ });
    await expect(added).toBeChecked();
    // Stored once: the list after a reload holds the card, once.
    await page.reload();
    await expect(page.getByLabel('Amount (USD)')).toHaveValue('450.00');
    await expect(added).toHaveCount(1);
  });

  test('removing a saved method asks first; Cancel removes nothing', async ({
    page,
    at,
    expectAccessible,
  }) => {
    await page.clock.setFixedTime(new Date('2026-11-22T19:59:00-05:00'));
    await logInMimicking(page, at, '/billing/manage-account?account=MG-1001');
    const methods = page.getByRole('region', { name: 'Saved payment methods' });
    await methods.getByRole('button', { name: 'Remove American Express ending in 0005' }).click();
    const dialog = page.getByRole('dialog', { name: 'Remove American Express ending in 0005?' });
    await cancelThenConfirm(
      page,
      () => dialog.getByRole('button', { name: 'Remove payment method' }).click(),
      isCall('DELETE', /\/PaymentMethod\/4003$/),
      expectAccessible,
    );
    await expect(dialog).toBeHidden();
  });
});

test.describe('while mimicking, the auto-draft and payments already set up', () => {
  // One rule for every money action (src/entities/session/lib/mimic-rules.ts): each of these asks
  // first, against the sandbox, which then keeps the change.
  test('changing and cancelling a recurring payment each ask first', async ({
    page,
    at,
    expectAccessible,
  }) => {
    await signInToSandboxMimicking(page, at, '/billing/manage-account?account=MG-1001', DEMO_NOW);
    const recurring = page.getByRole('region', { name: 'Recurring payments' });
    const item = recurring.getByRole('listitem').filter({ hasText: 'Monthly · MG-1001' });
    await expect(item).toContainText('$450.00 · Monthly · MG-1001');

    await item.getByRole('button', { name: /^Change/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Change recurring payment' });
    await dialog.getByLabel('Amount (USD)').fill('475.00');
    await cancelThenConfirm(
      page,
      () => dialog.getByRole('button', { name: 'Save changes' }).click(),
      isCall('PATCH', /\/RecurringPayment\/8001$/),
      expectAccessible,
    );
    await expect(dialog).toBeHidden();
    await expect(item).toContainText('$475.00 · Monthly · MG-1001');

    await item.getByRole('button', { name: /^Cancel/ }).click();
    const confirm = page.getByRole('dialog', { name: 'Cancel this recurring payment?' });
    await cancelThenConfirm(
      page,
      () => confirm.getByRole('button', { name: 'Cancel recurring payment' }).click(),
      isCall('DELETE', /\/RecurringPayment\/8001$/),
      expectAccessible,
    );
    await expect(confirm).toBeHidden();
    await page.reload();
    // The sandbox kept the cancellation: the plan is listed as cancelled, with nothing to change.
    await expect(
      page.getByRole('status').filter({ hasText: 'You are in mimic mode' }).first(),
    ).toBeVisible();
    await expect(item).toContainText('Cancelled');
    await expect(item.getByRole('button', { name: /^(Change|Cancel)/ })).toHaveCount(0);
  });

  test('cancelling auto-draft and enrolling again each ask first', async ({
    page,
    at,
    expectAccessible,
  }) => {
    await signInToSandboxMimicking(page, at, '/billing/auto-draft?account=MG-1002', DEMO_NOW);
    const account = page.getByRole('listitem').filter({ hasText: 'MG-1002 · Assessments' });
    await expect(account.getByText('Enrolled', { exact: true })).toBeVisible();
    await account.getByRole('button', { name: /^Cancel auto-draft/ }).click();
    const cancelDialog = page.getByRole('dialog', { name: 'Cancel auto-draft?' });
    await cancelThenConfirm(
      page,
      () => cancelDialog.getByRole('button', { name: 'Cancel auto-draft' }).click(),
      isCall('DELETE', /\/AutoDraft\/8201$/),
      expectAccessible,
    );
    const enrolAgain = account.getByRole('button', { name: /^Enrol in auto-draft/ });
    await expect(enrolAgain).toBeVisible();

    await enrolAgain.click();
    const dialog = page.getByRole('dialog', { name: 'Enrol in auto-draft' });
    await dialog
      .getByRole('radio', { name: 'Savings ending in 1234, Prairie Credit Union' })
      .check();
    await dialog.getByLabel('First draft date').fill('2026-12-01');
    // Pricing the setup moves no money: it is not asked about.
    await dialog.getByRole('button', { name: 'Continue' }).click();
    const confirmDialog = page.getByRole('dialog', { name: 'Confirm auto-draft' });
    await confirmDialog.getByLabel('I agree to these terms').check();
    await cancelThenConfirm(
      page,
      () => confirmDialog.getByRole('button', { name: 'Enrol' }).click(),
      isCall('PUT', /\/AutoDraft\/Setup\/Confirm$/),
      expectAccessible,
    );
    await expect(page.getByRole('main').getByRole('status')).toHaveText(
      'MG-1002 · Assessments is now enrolled in auto-draft.',
    );
    await page.reload();
    await expect(account.getByText('Enrolled', { exact: true })).toBeVisible();
  });
});

test('a homeowner not in mimic mode pays without being asked and sees no mimic reason', async ({
  page,
  at,
}) => {
  await page.clock.setFixedTime(EXAMPLE_DAY);
  await logIn(page, at, '/billing?account=MG-1001');
  await expect(page.getByLabel('Amount (USD)')).toHaveValue('450.00');
  await page.getByRole('button', { name: 'Review payment' }).click();
  const payment = page.getByRole('dialog', { name: 'Confirm your payment' });
  const agree = payment.getByLabel('I agree to these terms');
  await agree.check();
  const confirm = page.waitForRequest(isCall('PUT', /\/Payment\/Setup\/\d+\/Confirm$/));
  await payment.getByRole('button', { name: /^Pay / }).click();
  await confirm;
  await expect(page.getByRole('heading', { name: 'Payment submitted' })).toBeVisible();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);

  await page.goto(at('/my/profile-settings?tab=login'));
  const form = page.getByRole('region', { name: 'Login info' });
  await expect(form.getByRole('button', { name: 'Save login info' })).toBeEnabled();
  await expect(page.getByText(REASON)).toHaveCount(0);
});
