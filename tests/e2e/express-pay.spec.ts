import type { Page, Request, Route } from '@playwright/test';
import { expect, logIn, test } from './fixtures';

// The guest checkout through a link (SPEC §1, §2 express layout, §3, §7) against the Prism mock.
// The demo link is card/a1b2c3d4 for Jordan Rivera, MG-1001, $450.00 due at Maple Grove HOA.
// Prism answers every call with the same example, so each journey checks what the portal sent as
// well as what it shows.

const checkout = '/epay/card/a1b2c3d4';
// Once opened, the link leaves the address bar: the checkout and its confirmation answer here.
const opened = '/epay/card';
const confirmationPath = '/epay/card/confirmation';
// The token of the authenticate example (uid 1001, poid 5001, sub 7001, slid 3001).
const demoToken =
  'eyJhbGciOiJub25lIiwidHlwIjoiSldUIn0.eyJ1aWQiOiIxMDAxIiwicG9pZCI6IjUwMDEiLCJzdWIiOiI3MDAxIiwic2xpZCI6IjMwMDEiLCJpYXQiOjE3NjM3Njk2MDAsImV4cCI6NDEwMjQ0NDgwMH0.';
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const isAuthenticate = (r: Request) =>
  r.method() === 'POST' && r.url().endsWith('/mock/express-pay/authenticate');
const isAccount = (r: Request) =>
  r.method() === 'GET' && r.url().endsWith('/mock/express-pay/account');
const isCreate = (r: Request) =>
  r.method() === 'POST' && r.url().endsWith('/mock/express-pay/express-pay');
const isAcknowledge = (r: Request) =>
  r.method() === 'PUT' && /\/mock\/express-pay\/acknowledgement\/\d+\/confirm$/.test(r.url());
const isConfirm = (r: Request) =>
  r.method() === 'PUT' && /\/mock\/express-pay\/express-pay\/\d+\/confirm$/.test(r.url());

function bodyOf(request: Request): Record<string, unknown> {
  return JSON.parse(request.postData() ?? '{}') as Record<string, unknown>;
}

function base64url(value: string): string {
  return Buffer.from(value).toString('base64url');
}

/** Counts the requests that match, from now on. */
function count(page: Page, match: (r: Request) => boolean): () => number {
  let seen = 0;
  page.on('request', (r) => {
    if (match(r)) seen += 1;
  });
  return () => seen;
}

/** Asks Prism for another example of one express pay call. */
async function prefer(page: Page, path: string, value: string) {
  await page.route(`**/mock/express-pay${path}`, (route: Route) =>
    route.continue({ headers: { ...route.request().headers(), prefer: value } }),
  );
}

/** Everything the browser stored, as one string: the token must be nowhere in it. */
async function storedText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const all: string[] = [];
    for (const storage of [localStorage, sessionStorage]) {
      for (let i = 0; i < storage.length; i += 1) {
        const key = storage.key(i);
        if (key !== null) all.push(`${key}=${storage.getItem(key) ?? ''}`);
      }
    }
    return all.join('\n');
  });
}

async function openCheckout(page: Page) {
  await page.goto(checkout);
  await expect(page.getByRole('heading', { name: 'Express payment', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Amount (USD)')).toHaveValue('450.00');
}

async function review(page: Page) {
  await page.getByRole('button', { name: 'Review payment' }).click();
  const section = page.getByRole('region', { name: 'Confirm your payment' });
  await expect(section).toBeVisible();
  return section;
}

test.beforeEach(({ pathPrefix }) => {
  test.skip(pathPrefix !== '', 'the express layout lives under / only');
});

test('pays through a link with a saved card, shows the confirmation, and a reload does not pay again', async ({
  page,
}) => {
  const authenticate = page.waitForRequest(isAuthenticate);
  const account = page.waitForRequest(isAccount);
  await openCheckout(page);
  expect(bodyOf(await authenticate)).toEqual({ strategy: 'card', link: 'a1b2c3d4' });
  // Every express pay call carries the epay token.
  expect((await account).headers()['authorization']).toBe(`Bearer ${demoToken}`);

  const summary = page.getByRole('region', { name: 'Maple Grove HOA' });
  await expect(summary.getByText('Jordan Rivera')).toBeVisible();
  await expect(summary.getByText('MG-1001')).toBeVisible();
  // The server sends 45000 cents; the page shows dollars.
  await expect(summary.getByText('$450.00')).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Recent payments' }).getByText('Completed').first(),
  ).toBeVisible();
  await expect(page.getByRole('radio', { name: /Visa ending in 4242/ })).toBeChecked();
  await expect(page.getByRole('radio', { name: /Visa ending in 4242/ })).toBeVisible();

  const create = page.waitForRequest(isCreate);
  const section = await review(page);
  const created = bodyOf(await create);
  expect(created).toMatchObject({ amount: 45000 });
  expect(created.idempotencyKey).toMatch(uuid);
  await expect(section.getByText('$13.28', { exact: true })).toBeVisible();
  await expect(section.getByText('$463.28', { exact: true })).toBeVisible();

  await section.getByLabel('I agree to these terms').check();
  const acknowledge = page.waitForRequest(isAcknowledge);
  const confirm = page.waitForRequest(isConfirm);
  await section.getByRole('button', { name: 'Pay $463.28' }).click();
  const accepted = await acknowledge;
  expect(accepted.url()).toMatch(/\/acknowledgement\/7301\/confirm$/);
  expect(bodyOf(accepted)).toEqual({ accepted: true });
  const confirmed = await confirm;
  expect(confirmed.url()).toMatch(/\/express-pay\/7201\/confirm$/);
  expect(confirmed.headers()['idempotency-key']).toMatch(uuid);
  expect(confirmed.headers()['authorization']).toBe(`Bearer ${demoToken}`);
  expect(bodyOf(confirmed)).toEqual({ paymentMethodId: 4001 });

  await expect(page).toHaveURL(confirmationPath);
  await expect(page.getByRole('heading', { name: 'Payment confirmation', level: 1 })).toBeVisible();
  const receipt = page.getByRole('region', { name: 'Payment submitted' });
  await expect(receipt.getByText('CY-20261122-7201')).toBeVisible();
  await expect(receipt.getByText('$450.00', { exact: true })).toBeVisible();
  await expect(receipt.getByText('$463.28', { exact: true })).toBeVisible();
  await expect(receipt.getByText(/Nov 22, 2026/)).toBeVisible();
  await expect(receipt.getByText(/Your payment is pending/)).toBeVisible();

  // A reload shows the same confirmation and sends nothing; neither does opening the link again.
  const expressCalls = count(page, (r) => r.url().includes('/mock/express-pay/'));
  await page.reload();
  await expect(receipt.getByText('CY-20261122-7201')).toBeVisible();
  await page.goto(checkout);
  await expect(
    page.getByRole('heading', { name: 'This payment was already submitted' }),
  ).toBeVisible();
  await page.getByRole('link', { name: 'See the confirmation' }).click();
  await expect(receipt.getByText('CY-20261122-7201')).toBeVisible();
  expect(expressCalls()).toBe(0);
  // What was kept for the reload holds no token and no card.
  const stored = await storedText(page);
  expect(stored).not.toContain(demoToken);
  expect(stored).not.toContain('4242');
});

test('the link leaves the address bar once opened: a reload keeps the checkout, and Back never brings the link back', async ({
  page,
}) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  await openCheckout(page);
  await expect(page).toHaveURL(opened);
  expect(page.url()).not.toContain('a1b2c3d4');

  await page.reload();
  await expect(page).toHaveURL(opened);
  await expect(page.getByRole('region', { name: 'Maple Grove HOA' })).toBeVisible();
  await expect(page.getByLabel('Amount (USD)')).toHaveValue('450.00');

  // The entry the link was opened in now holds /epay/card: Back goes to the page before it.
  await page.goBack();
  await expect(page).toHaveURL(/\/login/);
  await page.goForward();
  await expect(page).toHaveURL(opened);
  await expect(page.getByLabel('Amount (USD)')).toHaveValue('450.00');
  const history = await page.evaluate(() => window.history.length);
  for (let back = 1; back < history; back += 1) {
    await page.goBack().catch(() => null);
    expect(page.url()).not.toContain('a1b2c3d4');
  }
});

test('a payment answered with another amount than asked is refused before Pay, in words', async ({
  page,
}) => {
  await openCheckout(page);
  // Prism answers its first example, $450.00, whatever amount was asked.
  await page.getByLabel('Amount (USD)').fill('100.00');
  const create = page.waitForRequest(isCreate);
  await page.getByRole('button', { name: 'Review payment' }).click();
  expect(bodyOf(await create)).toMatchObject({ amount: 10000 });
  await expect(page.getByRole('alert')).toContainText(
    'the payment service answered with a different amount than you chose. Nothing was paid.',
  );
  await expect(page.getByRole('region', { name: 'Confirm your payment' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Pay / })).toHaveCount(0);
  await expect(page.getByLabel('I agree to these terms')).toHaveCount(0);
});

test('pays with a new card typed into the sandbox provider form', async ({ page }) => {
  await openCheckout(page);
  await page.getByRole('radio', { name: /A new card/ }).check();
  const section = await review(page);
  await expect(section.getByText(/Sandbox payment provider/)).toBeVisible();
  await section.getByLabel('Cardholder name').fill('Jordan Rivera');
  await section.getByLabel('Card number').fill('4242 4242 4242 4242');
  await section.getByLabel('Expiry date (MM/YY)').fill('08/30');
  await section.getByLabel('Security code (CVC)').fill('123');
  await section.getByLabel('I agree to these terms').check();
  const confirm = page.waitForRequest(isConfirm);
  await section.getByRole('button', { name: 'Pay $463.28' }).click();
  // No body field: the service takes the card entered in the provider's form.
  expect(bodyOf(await confirm)).toEqual({});
  await expect(page.getByRole('heading', { name: 'Payment submitted' })).toBeVisible();
});

test('a declined card and a missing consent are said beside Pay, and nothing is confirmed', async ({
  page,
}) => {
  const confirms = count(page, isConfirm);
  await openCheckout(page);
  await page.getByRole('radio', { name: /A new card/ }).check();
  const section = await review(page);
  await section.getByRole('button', { name: 'Pay $463.28' }).click();
  await expect(section.getByText('Agree to the terms to pay.')).toBeVisible();
  await expect(section.getByLabel('I agree to these terms')).toBeFocused();
  await section.getByLabel('I agree to these terms').check();
  await section.getByLabel('Cardholder name').fill('Jordan Rivera');
  await section.getByLabel('Card number').fill('4000 0000 0000 0002');
  await section.getByLabel('Expiry date (MM/YY)').fill('08/30');
  await section.getByLabel('Security code (CVC)').fill('123');
  await section.getByRole('button', { name: 'Pay $463.28' }).click();
  await expect(section.getByText('The card was declined. Use another card.')).toBeVisible();
  expect(confirms()).toBe(0);
});

test('a card the service cannot take now (PA020) points to a bank, with its Error ID', async ({
  page,
}) => {
  await prefer(page, '/express-pay/*/confirm', 'code=400, example=methodUnavailable');
  await openCheckout(page);
  const section = await review(page);
  await section.getByLabel('I agree to these terms').check();
  await section.getByRole('button', { name: 'Pay $463.28' }).click();
  await expect(
    section.getByText('Payment Method Unavailable. Retry later or use a bank.'),
  ).toBeVisible();
  await expect(section.getByText('Error ID: 8e7d6c5b-4a39-4281-b0f9-e8d7c6b5a494')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Payment submitted' })).toHaveCount(0);
});

test('changing the amount reprices the open payment instead of making another', async ({
  page,
}) => {
  const creates = count(page, isCreate);
  await openCheckout(page);
  await review(page);
  await page.getByRole('button', { name: 'Change the payment' }).click();
  await page.getByLabel('Amount (USD)').fill('200.00');
  const update = page.waitForRequest(
    (r) => r.method() === 'PATCH' && /\/mock\/express-pay\/express-pay\/7201$/.test(r.url()),
  );
  const section = await review(page);
  expect(bodyOf(await update)).toEqual({ amount: 20000 });
  await expect(section.getByText('$205.90', { exact: true })).toBeVisible();
  expect(creates()).toBe(1);
});

test('shows the no-payment-needed view when nothing is due', async ({ page }) => {
  await prefer(page, '/account', 'example=noBalance');
  const creates = count(page, isCreate);
  await page.goto(checkout);
  await expect(page.getByRole('heading', { name: 'No payment needed' })).toBeVisible();
  await expect(page.getByText('This account has nothing due right now.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Review payment' })).toHaveCount(0);
  expect(creates()).toBe(0);
});

test('a visit exchanges the link once: the route starts it and the page joins it', async ({
  page,
}) => {
  const authentications = count(page, isAuthenticate);
  const accounts = count(page, isAccount);
  await openCheckout(page);
  await expect(page.getByRole('region', { name: 'Recent payments' })).toBeVisible();
  expect(authentications()).toBe(1);
  expect(accounts()).toBe(1);
});

test('a checkout whose code cannot load is reloaded, then shows the error screen, with no unhandled error', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  // The express-pay model's chunk, which the route's loader and the page both import.
  let aborted = 0;
  await page.route(/\/assets\/model-[^/]+\.js$/, (route) => {
    aborted += 1;
    return route.abort();
  });
  // The reload is of the checkout's address once the link has left it (/epay/card).
  const loads = count(
    page,
    (r) => r.isNavigationRequest() && (r.url().endsWith(checkout) || r.url().endsWith(opened)),
  );
  await page.goto(checkout);
  await expect(
    page.getByRole('heading', { name: 'Unexpected application error', level: 1 }),
  ).toBeVisible();
  // It reloaded: main.tsx tries once more before the error screen.
  expect(loads()).toBeGreaterThanOrEqual(2);
  expect(aborted).toBeGreaterThanOrEqual(2);
  expect(errors).toEqual([]);
});

test.describe('a bad link', () => {
  test('an unknown link says what to do next and loads nothing', async ({ page }) => {
    await prefer(page, '/authenticate', 'code=404, example=linkInvalid');
    const accounts = count(page, isAccount);
    await page.goto(checkout);
    await expect(
      page.getByRole('heading', { name: 'This payment link is not valid' }),
    ).toBeVisible();
    await expect(
      page.getByText(/Ask your management company for a new payment link/),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Log in to the homeowner portal' })).toBeVisible();
    expect(accounts()).toBe(0);
  });

  test('a link that cannot be a checkout link is never sent', async ({ page }) => {
    const authentications = count(page, isAuthenticate);
    await page.goto('/epay/card/not%20a%20link');
    await expect(
      page.getByRole('heading', { name: 'This payment link is not valid' }),
    ).toBeVisible();
    expect(authentications()).toBe(0);
  });

  for (const [what, token] of [
    ['a malformed token', 'not-a-jwt'],
    [
      'a token without the sub-ledger claim',
      `${base64url('{"alg":"none"}')}.${base64url('{"uid":"1001","poid":"5001","sub":"7001"}')}.`,
    ],
  ] as const) {
    test(`${what} opens the bad-link page and is never used`, async ({ page }) => {
      await page.route('**/mock/express-pay/authenticate', (route) =>
        route.fulfill({ json: { token } }),
      );
      const accounts = count(page, isAccount);
      await page.goto(checkout);
      await expect(
        page.getByRole('heading', { name: 'This payment link could not be opened' }),
      ).toBeVisible();
      expect(accounts()).toBe(0);
      expect(await storedText(page)).not.toContain(token);
    });
  }

  for (const [example, heading] of [
    ['linkExpired', 'This payment link has expired'],
    ['linkUsed', 'This payment link has already been used'],
  ] as const) {
    test(`${example} (401) says so and offers the way on`, async ({ page }) => {
      await prefer(page, '/authenticate', `code=401, example=${example}`);
      await page.goto(checkout);
      await expect(page.getByRole('heading', { name: heading })).toBeVisible();
      await expect(page).toHaveURL(opened);
    });
  }
});

test.describe('bad input is refused with a clear message and nothing is submitted', () => {
  test('an amount above the balance where only the balance may be paid', async ({ page }) => {
    await prefer(page, '/account', 'example=newCardOnly');
    const creates = count(page, isCreate);
    await openCheckout(page);
    await expect(page.getByText('The full balance of $450.00 is due.')).toBeVisible();
    await page.getByLabel('Amount (USD)').fill('450.01');
    await page.getByRole('button', { name: 'Review payment' }).click();
    await expect(
      page.getByText('The amount cannot be more than the balance of $450.00.'),
    ).toBeVisible();
    await expect(page.getByLabel('Amount (USD)')).toBeFocused();
    for (const [amount, message] of [
      ['', 'Enter the amount to pay.'],
      ['0', 'The amount must be more than zero.'],
      ['abc', 'Enter the amount in dollars and cents, for example 450.00.'],
    ] as const) {
      await page.getByLabel('Amount (USD)').fill(amount);
      await page.getByRole('button', { name: 'Review payment' }).click();
      await expect(page.getByText(message)).toBeVisible();
    }
    expect(creates()).toBe(0);
  });

  test('a balance that is not a number', async ({ page }) => {
    await page.route('**/mock/express-pay/account', async (route) => {
      const response = await route.fetch();
      const account = (await response.json()) as Record<string, unknown>;
      await route.fulfill({ response, json: { ...account, balance: '450.00' } });
    });
    const creates = count(page, isCreate);
    await page.goto(checkout);
    await expect(
      page.getByRole('heading', { name: "We could not read this account's balance" }),
    ).toBeVisible();
    // Refused by the contract's schema where the answer arrives: the Error ID its log line names.
    await expect(page.getByText(/^Error ID: [0-9a-f]{8}$/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Review payment' })).toHaveCount(0);
    expect(creates()).toBe(0);
  });
});

test.describe('money is never sent twice', () => {
  test('five rapid clicks on Pay send exactly one confirmation', async ({ page }) => {
    let confirms = 0;
    await page.route('**/mock/express-pay/express-pay/*/confirm', async (route) => {
      confirms += 1;
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    const acknowledgements = count(page, isAcknowledge);
    await openCheckout(page);
    const section = await review(page);
    await section.getByLabel('I agree to these terms').check();
    const pay = section.getByRole('button', { name: /^Pay / });
    await Promise.all(
      Array.from({ length: 5 }, () =>
        pay.click({ force: true, noWaitAfter: true }).catch(() => undefined),
      ),
    );
    await expect(page.getByRole('heading', { name: 'Payment submitted' })).toBeVisible();
    expect(confirms).toBe(1);
    expect(acknowledgements()).toBe(1);
  });

  test('a retry after a network failure reuses the same Idempotency-Key', async ({ page }) => {
    const keys: string[] = [];
    await page.route('**/mock/express-pay/express-pay/*/confirm', async (route) => {
      keys.push(route.request().headers()['idempotency-key'] ?? '');
      if (keys.length === 1) await route.abort('connectionfailed');
      else await route.continue();
    });
    const acknowledgements = count(page, isAcknowledge);
    await openCheckout(page);
    const section = await review(page);
    await section.getByLabel('I agree to these terms').check();
    await section.getByRole('button', { name: 'Pay $463.28' }).click();
    await expect(section.getByText(/could not reach the payment service/)).toBeVisible();
    await expect(
      section.getByText(
        'The result of your payment is not known yet. Check Recent payments before paying again.',
      ),
    ).toBeVisible();
    await section.getByRole('button', { name: 'Check Recent payments' }).click();
    await expect(page.getByRole('heading', { name: 'Recent payments' })).toBeFocused();
    await section.getByRole('button', { name: 'Pay $463.28' }).click();
    await expect(page.getByRole('heading', { name: 'Payment submitted' })).toBeVisible();
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(uuid);
    expect(keys[1]).toBe(keys[0]);
    // The consent was recorded once; the retry only repeats the confirmation.
    expect(acknowledgements()).toBe(1);
  });
});

test.describe('a confirmation whose answer is lost in a reload', () => {
  /** Pays with the saved card; the confirmation goes out and its answer never arrives. */
  async function payWithoutAnswer(page: Page) {
    let first = true;
    await page.route('**/mock/express-pay/express-pay/*/confirm', async (route) => {
      if (!first) return route.continue();
      first = false;
    });
    await openCheckout(page);
    const section = await review(page);
    await section.getByLabel('I agree to these terms').check();
    const sent = page.waitForRequest(isConfirm);
    await section.getByRole('button', { name: 'Pay $463.28' }).click();
    await sent;
    await expect(section.getByRole('button', { name: /Paying/ })).toBeVisible();
    // Reloading while paying gets the browser's own "leave site?" prompt first.
    page.on('dialog', (dialog) => void dialog.accept());
  }

  test('is found among the recent payments: its confirmation shows, and nothing is paid again', async ({
    page,
  }) => {
    const confirms: Request[] = [];
    page.on('request', (r) => {
      if (isConfirm(r)) confirms.push(r);
    });
    await payWithoutAnswer(page);
    // The service took it: after the reload the account lists payment 7201 as pending.
    await prefer(page, '/payments', 'example=justPaid');
    await page.reload();
    await expect(page).toHaveURL(confirmationPath);
    const receipt = page.getByRole('region', { name: 'Payment submitted' });
    await expect(receipt.getByText('CY-20261122-7201')).toBeVisible();
    await expect(receipt.getByText('$463.28', { exact: true })).toBeVisible();
    expect(confirms).toHaveLength(1);
  });

  test('not found, it offers the same confirmation again with the same key', async ({ page }) => {
    const confirms: Request[] = [];
    page.on('request', (r) => {
      if (isConfirm(r)) confirms.push(r);
    });
    await payWithoutAnswer(page);
    await page.reload();
    const resumed = page.getByRole('region', { name: 'Your last payment' });
    await expect(resumed.getByRole('alert')).toContainText(
      'We could not find the result of your last payment of $463.28 yet.',
    );
    // Recent payments first, as the words say.
    await resumed.getByRole('button', { name: 'Check Recent payments' }).click();
    await expect(page.getByRole('heading', { name: 'Recent payments' })).toBeFocused();
    await resumed.getByRole('button', { name: 'Send the same confirmation again' }).click();
    await expect(
      page.getByRole('heading', { name: 'Payment confirmation', level: 1 }),
    ).toBeVisible();
    expect(confirms).toHaveLength(2);
    expect(confirms[1]?.headers()['idempotency-key']).toBe(
      confirms[0]?.headers()['idempotency-key'],
    );
    expect(bodyOf(confirms[1] as Request)).toEqual({ paymentMethodId: 4001 });
  });

  test('"Start a new payment" drops it: the checkout opens with new keys', async ({ page }) => {
    const creates: Request[] = [];
    page.on('request', (r) => {
      if (isCreate(r)) creates.push(r);
    });
    await payWithoutAnswer(page);
    await page.reload();
    const resumed = page.getByRole('region', { name: 'Your last payment' });
    await resumed.getByRole('button', { name: 'Start a new payment' }).click();
    await expect(resumed).toHaveCount(0);
    await review(page);
    expect(creates).toHaveLength(2);
    expect(bodyOf(creates[1] as Request).idempotencyKey).not.toBe(
      bodyOf(creates[0] as Request).idempotencyKey,
    );
    await page.reload();
    await expect(page.getByRole('region', { name: 'Your last payment' })).toHaveCount(0);
  });
});

test.describe('the epay token grants nothing else', () => {
  test('it never reaches user-store, storage or the address bar, and portal pages ask for a login', async ({
    page,
    at,
  }) => {
    await openCheckout(page);
    const userStore = await page.evaluate(() => localStorage.getItem('user-store'));
    if (userStore !== null) {
      expect((JSON.parse(userStore) as { token: unknown }).token).toBeNull();
    }
    expect(await storedText(page)).not.toContain(demoToken);
    expect(page.url()).not.toContain(demoToken);

    await page.getByRole('link', { name: 'Go to the homeowner portal' }).click();
    await expect(page).toHaveURL(/\/login\?redirect=/);
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
    expect(await storedText(page)).not.toContain(demoToken);
    await page.goto(at('/billing'));
    await expect(page).toHaveURL(/\/login\?redirect=/);
  });

  test("a signed-in homeowner keeps their own session; express pay gets only the link's token", async ({
    page,
    at,
  }) => {
    await logIn(page, at);
    const before = await page.evaluate(() => localStorage.getItem('user-store'));
    const userToken = (JSON.parse(before ?? '{}') as { token?: string }).token ?? '';
    expect(userToken).not.toBe('');
    const account = page.waitForRequest(isAccount);
    await openCheckout(page);
    expect((await account).headers()['authorization']).toBe(`Bearer ${demoToken}`);
    const after = await page.evaluate(() => localStorage.getItem('user-store'));
    expect((JSON.parse(after ?? '{}') as { token?: string }).token).toBe(userToken);
    expect(await storedText(page)).not.toContain(demoToken);
  });
});

test('the checkout speaks Spanish', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('courtyard-language', 'es'));
  await page.goto(checkout);
  await expect(page.getByRole('heading', { name: 'Pago exprés', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Revisar el pago' })).toBeVisible();
});

for (const width of [360, 1280]) {
  test(`every express view is accessible at ${width} px`, async ({ page, expectAccessible }) => {
    await page.setViewportSize({ width, height: 900 });
    await openCheckout(page);
    await expectAccessible();
    await page.getByRole('radio', { name: /A new card/ }).check();
    const section = await review(page);
    await expect(section.getByLabel('Card number')).toBeVisible();
    await section.getByRole('button', { name: 'Pay $463.28' }).click();
    await expect(section.getByText('Agree to the terms to pay.')).toBeVisible();
    await expectAccessible();
    await section.getByRole('button', { name: 'Change the payment' }).click();
    await page.getByRole('radio', { name: /Visa ending in 4242/ }).check();
    const again = await review(page);
    await again.getByLabel('I agree to these terms').check();
    await again.getByRole('button', { name: 'Pay $463.28' }).click();
    await expect(page.getByRole('heading', { name: 'Payment submitted' })).toBeVisible();
    await expectAccessible();

    await page.evaluate(() => sessionStorage.clear());
    await prefer(page, '/account', 'example=noBalance');
    await page.goto(checkout);
    await expect(page.getByRole('heading', { name: 'No payment needed' })).toBeVisible();
    await expectAccessible();

    await prefer(page, '/authenticate', 'code=404, example=linkInvalid');
    await page.goto(checkout);
    await expect(
      page.getByRole('heading', { name: 'This payment link is not valid' }),
    ).toBeVisible();
    await expectAccessible();

    await page.goto(confirmationPath);
    await expect(page.getByRole('heading', { name: 'No payment to show' })).toBeVisible();
    await expectAccessible();
  });
}
