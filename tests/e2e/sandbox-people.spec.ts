import type { Page, Request } from '@playwright/test';
import { expect, test } from './fixtures';
import { DEMO_PASSWORD, signInAs, useSandbox } from './sandbox';

// The demo people against the sandbox: who may sign in, what each of them sees (and does not),
// the express checkout link paying once for real, and the Demo data notice's Reset demo data.
// No request is answered here; every answer is the sandbox's.

const JORDAN = { email: 'jordan.rivera@example.com', name: 'Jordan Rivera' } as const;
const PRIYA = { email: 'priya.shah@example.com', name: 'Priya Shah' } as const;
const checkout = '/epay/card/a1b2c3d4';
// A reset makes the tenant's tables again and seeds them: about 2.5 s on the PostgreSQL server of
// a quiet 2-core machine, more beside busy journeys; the page signs out once it is done.
const RESET_TIMEOUT = 20_000;

/** The Demo data notice (scripts/sandbox-notice/client.ts), in the page's language. */
const notice = (page: Page, name = 'Demo data') => page.getByRole('region', { name, exact: true });

/** How wide the page is laid out: more than the viewport means it scrolls sideways. */
const scrollWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

/** The saved methods of /billing/manage-account, by their Remove buttons. */
const savedMethods = (page: Page) =>
  page.getByRole('region', { name: 'Saved payment methods' }).getByRole('button', {
    name: /^Remove /,
  });

async function openManage(page: Page, at: (path: string) => string) {
  await page.goto(at('/billing/manage-account'));
  await expect(page.getByRole('heading', { name: 'Manage payments', level: 1 })).toBeVisible();
  await expect(savedMethods(page).first()).toBeVisible();
}

test.beforeEach(({ pathPrefix }) => {
  test.skip(pathPrefix !== '', 'the sandbox journeys run at / only');
});

test('a wrong password and an unknown email are refused alike, and the email stays typed', async ({
  page,
  at,
}) => {
  await useSandbox(page);
  await page.goto(at('/login'));
  const email = page.getByLabel('Email');
  const alert = page.getByRole('alert');

  await email.fill(PRIYA.email);
  await page.getByLabel('Password').fill('wrong-horse');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(alert).toHaveText('Invalid username, password, or company');
  await expect(email).toHaveValue(PRIYA.email);
  await expect(page).toHaveURL(at('/login'));

  await email.fill('nobody@example.com');
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  // The same words: the answer does not tell who has an account.
  await expect(alert).toHaveText('Invalid username, password, or company');
  await expect(email).toHaveValue('nobody@example.com');
  await expect(page).toHaveURL(at('/login'));
  const stored = await page.evaluate(() => localStorage.getItem('user-store'));
  expect(stored ?? '').not.toContain('"token":"ey');
});

test("Priya sees her own property, balance and card, never Jordan's accounts", async ({
  page,
  at,
}) => {
  await useSandbox(page);
  await signInAs(page, at, PRIYA.email, PRIYA.name);

  const property = page.getByRole('region', { name: 'Current property', exact: true });
  await expect(property).toContainText('18 Maple Court');
  await expect(property).toContainText('MG-1018');
  await expect(property).toContainText('Maple Grove HOA');
  await expect(page.getByRole('region', { name: 'Payments', exact: true })).toContainText(
    '$450.00',
  );
  // Only one property: nothing to switch to.
  await expect(property.getByLabel('Switch to another property')).toHaveCount(0);

  await page.getByRole('button', { name: /^Property: 18 Maple Court · MG-1018/ }).click();
  const options = page.getByRole('listbox', { name: 'Properties' }).getByRole('option');
  await expect(options).toHaveCount(1);
  await expect(options.first()).toContainText('MG-1018');
  // Searching for Jordan's accounts finds nothing.
  const search = page.getByRole('combobox', {
    name: 'Search by association, account number or address',
  });
  for (const jordans of ['MG-1001', 'MG-1002', 'LT-2001', '12 Maple Court', 'Lakeshore']) {
    await search.fill(jordans);
    await expect(options).toHaveCount(0);
  }
  await page.keyboard.press('Escape');

  // Jordan's account in the address: the page offers Priya's own account instead.
  await page.goto(at('/billing?account=MG-1001'));
  const account = page.getByLabel('Account', { exact: true });
  await expect(account).toHaveValue('3007');
  await expect(account.locator('option')).toHaveText(['MG-1018 · Assessments (balance $450.00)']);
  await expect(page.getByText('Balance: $450.00')).toBeVisible();
  await expect(page.getByLabel('Amount (USD)')).toHaveValue('450.00');
  const main = page.getByRole('main');
  await expect(main).not.toContainText('MG-1001');
  await expect(main).not.toContainText('Jordan');
  // Her one card to pay with, none of Jordan's.
  const cards = page.getByRole('radio', { name: /ending in \d{4}/ });
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toHaveAccessibleName(/^Visa ending in 1881/);
  await expect(
    page.getByRole('region', { name: 'Recent payments' }).getByText('No recent payments.'),
  ).toBeVisible();

  await openManage(page, at);
  await expect(savedMethods(page)).toHaveCount(1);
  await expect(savedMethods(page)).toHaveAccessibleName('Remove Visa ending in 1881');
  await expect(page.getByText('Mastercard ending in 4444')).toHaveCount(0);
});

test('the express link pays once: confirmation, then "already used", then the portal shows it paid', async ({
  page,
  at,
}) => {
  await useSandbox(page);
  await page.goto(checkout);
  await expect(page.getByRole('heading', { name: 'Express payment', level: 1 })).toBeVisible();
  const summary = page.getByRole('region', { name: 'Maple Grove HOA' });
  await expect(summary.getByText('Jordan Rivera')).toBeVisible();
  await expect(summary.getByText('MG-1001')).toBeVisible();
  await expect(summary.getByText('$450.00')).toBeVisible();
  await expect(page.getByLabel('Amount (USD)')).toHaveValue('450.00');
  await expect(page.getByRole('radio', { name: /Visa ending in 4242/ })).toBeChecked();

  await page.getByRole('button', { name: 'Review payment' }).click();
  const review = page.getByRole('region', { name: 'Confirm your payment' });
  await expect(review.getByText('$13.28', { exact: true })).toBeVisible();
  await review.getByLabel('I agree to these terms').check();
  await review.getByRole('button', { name: 'Pay $463.28' }).click();

  // The link leaves the address bar once opened (issue 55 item 5).
  await expect(page).toHaveURL(/\/epay\/card\/confirmation$/);
  const receipt = page.getByRole('region', { name: 'Payment submitted' });
  await expect(receipt.getByRole('term').filter({ hasText: 'Confirmation number' })).toBeVisible();
  await expect(receipt.getByRole('definition').filter({ hasText: /^CY-\d{8}-\d+$/ })).toBeVisible();
  await expect(receipt.getByText('$450.00', { exact: true })).toBeVisible();
  await expect(receipt.getByText('$463.28', { exact: true })).toBeVisible();
  await expect(receipt.getByText('Visa ending in 4242')).toBeVisible();

  // This tab remembers its payment; the sandbox remembers the link for a tab that does not.
  await page.goto(checkout);
  await expect(
    page.getByRole('heading', { name: 'This payment was already submitted' }),
  ).toBeVisible();
  await page.evaluate(() => sessionStorage.clear());
  const authentications: Request[] = [];
  const accounts: Request[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/mock/express-pay/authenticate')) authentications.push(r);
    if (r.url().endsWith('/mock/express-pay/account')) accounts.push(r);
  });
  await page.goto(checkout);
  await expect(
    page.getByRole('heading', { name: 'This payment link has already been used' }),
  ).toBeVisible();
  await expect(page.getByText(/each link pays once/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Review payment' })).toHaveCount(0);
  expect(authentications.length).toBeGreaterThanOrEqual(1);
  expect(accounts).toHaveLength(0);

  await signInAs(page, at, JORDAN.email, JORDAN.name);
  await page.goto(at('/billing?account=MG-1001'));
  const account = page.getByLabel('Account', { exact: true });
  await expect(account).toHaveValue('3001');
  await expect(account.locator('option:checked')).toHaveText(
    'MG-1001 · Assessments (balance $0.00)',
  );
  await expect(page.getByText('Balance: $0.00')).toBeVisible();
  const recent = page.getByRole('region', { name: 'Recent payments' });
  const paid = recent.getByRole('listitem').filter({ hasText: 'Visa ending in 4242' });
  await expect(paid).toHaveCount(1);
  await expect(paid).toContainText('$450.00');
  await expect(paid).toContainText('Pending');
});

test('Reset demo data asks first, Cancel keeps the change, Restore brings the seed back and signs everyone out', async ({
  page,
  at,
  browser,
  baseURL,
}) => {
  await useSandbox(page);
  await page.goto(at('/login'));
  // The notice is there before anyone signs in.
  await expect(notice(page)).toContainText(
    'Demo data: a made-up community that keeps what you change.',
  );
  await expect(notice(page).getByRole('button', { name: 'Reset demo data' })).toBeVisible();

  // Priya, signed in elsewhere in the same demo community.
  const elsewhere = await browser.newContext({ baseURL, locale: 'en-US' });
  try {
    await elsewhere.addCookies(await page.context().cookies());
    const priya = await elsewhere.newPage();
    await signInAs(priya, at, PRIYA.email, PRIYA.name);

    await signInAs(page, at, JORDAN.email, JORDAN.name);
    await openManage(page, at);
    await expect(savedMethods(page)).toHaveCount(6);
    await page.getByRole('button', { name: 'Remove Mastercard ending in 4444' }).click();
    const dialog = page.getByRole('dialog', { name: 'Remove Mastercard ending in 4444?' });
    await dialog.getByRole('button', { name: 'Remove payment method' }).click();
    await expect(
      page.getByText('Mastercard ending in 4444 was removed.', { exact: false }),
    ).toBeVisible();
    await expect(savedMethods(page)).toHaveCount(5);

    // Cancel: nothing is sent and the change stays.
    const resets: Request[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/__sandbox/reset')) resets.push(r);
    });
    await notice(page).getByRole('button', { name: 'Reset demo data' }).click();
    await expect(notice(page)).toContainText(
      'Restore the demo data? Every change since is lost and everyone is signed out.',
    );
    await expect(notice(page).getByRole('button', { name: 'Restore demo data' })).toBeFocused();
    await notice(page).getByRole('button', { name: 'Cancel' }).click();
    await expect(notice(page).getByRole('button', { name: 'Reset demo data' })).toBeFocused();
    await page.reload();
    await expect(savedMethods(page).first()).toBeVisible();
    await expect(savedMethods(page)).toHaveCount(5);
    await expect(
      page.getByRole('button', { name: 'Remove Mastercard ending in 4444' }),
    ).toHaveCount(0);
    expect(resets).toHaveLength(0);

    // Restore: signed out, told so on the login page, and the card is back.
    await notice(page).getByRole('button', { name: 'Reset demo data' }).click();
    await notice(page).getByRole('button', { name: 'Restore demo data' }).click();
    await expect(page).toHaveURL(at('/login'), { timeout: RESET_TIMEOUT });
    await expect(page.getByRole('heading', { name: 'Log in to Courtyard' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Demo data restored.' })).toHaveText(
      'Demo data restored.',
    );
    expect(resets).toHaveLength(1);
    expect(resets[0]?.method()).toBe('POST');

    await signInAs(page, at, JORDAN.email, JORDAN.name);
    await openManage(page, at);
    await expect(savedMethods(page)).toHaveCount(6);
    await expect(
      page.getByRole('button', { name: 'Remove Mastercard ending in 4444' }),
    ).toBeVisible();
    await page.goto(at('/billing?account=MG-1001'));
    await expect(page.getByText('Balance: $450.00')).toBeVisible();

    // Priya's session ended with the reset too.
    await priya.goto(at('/billing/manage-account'));
    await expect(priya).toHaveURL(/\/login/);
    await expect(priya.getByRole('heading', { name: 'Log in to Courtyard' })).toBeVisible();
  } finally {
    await elsewhere.close();
  }
});

test('the notice fits a 360 px phone and is reached by keyboard', async ({ page, at }) => {
  await useSandbox(page);
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto(at('/login'));
  await expect(page.getByLabel('Email')).toBeVisible();
  await expect(notice(page)).toBeVisible();
  expect(await scrollWidth(page)).toBeLessThanOrEqual(360);

  // By keyboard: Tab reaches Reset demo data; the question and Cancel work the same.
  const reset = notice(page).getByRole('button', { name: 'Reset demo data' });
  for (let tabs = 0; tabs < 5; tabs += 1) {
    await page.keyboard.press('Tab');
    if (await reset.evaluate((element) => element === document.activeElement)) break;
  }
  await expect(reset).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(notice(page).getByRole('button', { name: 'Restore demo data' })).toBeFocused();
  expect(await scrollWidth(page)).toBeLessThanOrEqual(360);
  await page.keyboard.press('Tab');
  await expect(notice(page).getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(reset).toBeFocused();

  await signInAs(page, at, JORDAN.email, JORDAN.name);
  await expect(notice(page)).toBeVisible();
  expect(await scrollWidth(page)).toBeLessThanOrEqual(360);
});

test('the notice speaks Spanish when the portal does, at 360 px too, through the reset', async ({
  page,
  at,
}) => {
  await useSandbox(page);
  await signInAs(page, at, JORDAN.email, JORDAN.name);
  await page.getByLabel('Language').selectOption('es');
  await expect(page.getByRole('heading', { name: 'Bienvenido, Jordan Rivera' })).toBeVisible();
  const aviso = notice(page, 'Datos de demostración');
  await expect(aviso).toContainText(
    'Datos de demostración: una comunidad ficticia que guarda lo que usted cambia.',
  );
  await page.setViewportSize({ width: 360, height: 780 });
  expect(await scrollWidth(page)).toBeLessThanOrEqual(360);

  await aviso.getByRole('button', { name: 'Restablecer datos de demostración' }).click();
  await expect(aviso).toContainText('¿Restablecer los datos de demostración?');
  await expect(aviso.getByRole('button', { name: 'Cancelar' })).toBeVisible();
  expect(await scrollWidth(page)).toBeLessThanOrEqual(360);
  await aviso.getByRole('button', { name: 'Restablecer los datos' }).click();

  await expect(page).toHaveURL(at('/login'), { timeout: RESET_TIMEOUT });
  await expect(page.getByRole('heading', { name: 'Inicie sesión en Courtyard' })).toBeVisible();
  await expect(
    page.getByRole('status').filter({ hasText: 'Datos de demostración restablecidos.' }),
  ).toHaveText('Datos de demostración restablecidos.');
  expect(await scrollWidth(page)).toBeLessThanOrEqual(360);
});
