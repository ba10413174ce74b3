import type { Page, Request } from '@playwright/test';
import { expect, test } from './fixtures';

// Issue 24, item 6: express pay has the language switch; a first visit takes Spanish when the
// browser prefers it (a choice made on the switch always wins); Spanish amounts read "1.234,56",
// "2,500" is refused as ambiguous, and the review repeats the amount understood.

const checkout = '/epay/card/a1b2c3d4';
const isCreate = (r: Request) =>
  r.method() === 'POST' && r.url().endsWith('/mock/express-pay/express-pay');

test.beforeEach(({ pathPrefix }) => {
  test.skip(pathPrefix !== '', 'the express layout lives under / only; the rule is the same');
});

/**
 * Prices the amount sent, as the service would (Prism answers its $450.00 example whatever it
 * is sent): 2.95% for a credit card, no large-amount fee below $2,000.00.
 */
async function priceWhatIsSent(page: Page) {
  await page.route('**/mock/express-pay/express-pay', async (route) => {
    const response = await route.fetch();
    const sent = JSON.parse(route.request().postData() ?? '{}') as { amount: number };
    const intent = (await response.json()) as Record<string, unknown>;
    const fee = Math.floor((sent.amount * 295 + 5_000) / 10_000);
    await route.fulfill({
      response,
      json: { ...intent, amount: sent.amount, convenienceFee: fee, total: sent.amount + fee },
    });
  });
}

test('express pay has the language switch, and the choice stays for the next visit', async ({
  page,
  expectAccessible,
}) => {
  await page.goto(checkout);
  // The app's switch: the page's HTML has one of its own until the app is up (first-frame.spec.ts).
  await expect(page.getByRole('button', { name: 'Review payment' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Express payment', level: 1 })).toBeVisible();
  await page.getByLabel('Language').selectOption('es');
  await expect(page.getByRole('heading', { name: 'Pago exprés', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Idioma')).toHaveValue('es');
  await expect(page.getByRole('button', { name: 'Revisar el pago' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expectAccessible();

  await page.reload();
  await expect(page.getByRole('button', { name: 'Revisar el pago' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Pago exprés', level: 1 })).toBeVisible();
  await page.getByLabel('Idioma').selectOption('en');
  await expect(page.getByRole('heading', { name: 'Express payment', level: 1 })).toBeVisible();
});

test('the switch fits a 360 px phone', async ({ page, expectAccessible }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto(checkout);
  await expect(page.getByLabel('Amount (USD)')).toHaveValue('450.00');
  await expect(page.getByLabel('Language')).toBeVisible();
  const sideways = await page.evaluate(
    () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
  );
  expect(sideways).toBe(false);
  await expectAccessible();
});

test.describe('a browser that prefers Spanish', () => {
  test.use({ locale: 'es-ES' });

  test('gets Spanish on the first visit', async ({ page }) => {
    expect(await page.evaluate(() => navigator.languages[0])).toBe('es-ES');
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Inicie sesión en Courtyard' })).toBeVisible();
    await page.goto(checkout);
    await expect(page.getByRole('heading', { name: 'Pago exprés', level: 1 })).toBeVisible();
    // Nothing is remembered until the person chooses.
    expect(await page.evaluate(() => localStorage.getItem('courtyard-language'))).toBeNull();
  });

  test('but a choice made on the switch wins', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('courtyard-language', 'en'));
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Log in to Courtyard' })).toBeVisible();
  });

  test('reads "1.234,56", refuses "2,500" and repeats the amount understood', async ({
    page,
    expectAccessible,
  }) => {
    await priceWhatIsSent(page);
    let created = 0;
    page.on('request', (r) => {
      if (isCreate(r)) created += 1;
    });
    await page.goto(checkout);
    const amount = page.getByLabel('Importe (USD)');
    // The balance is filled in the way Spanish writes it.
    await expect(amount).toHaveValue('450,00');

    await amount.fill('2,500');
    await page.getByRole('button', { name: 'Revisar el pago' }).click();
    await expect(
      page.getByText(
        '«2,500» puede leerse como dos importes distintos. Para 2500 dólares, escriba 2500; para dólares y centavos, ponga dos cifras después de la coma (por ejemplo, 2,50).',
      ),
    ).toBeVisible();
    await expect(amount).toHaveValue('2,500');
    await expect(amount).toBeFocused();
    await expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(created).toBe(0);
    await expectAccessible();

    await amount.fill('1.234,56');
    const create = page.waitForRequest(isCreate);
    await page.getByRole('button', { name: 'Revisar el pago' }).click();
    expect(JSON.parse((await create).postData() ?? '{}')).toMatchObject({ amount: 123456 });
    const review = page.getByRole('region', { name: 'Confirme su pago' });
    await expect(
      review.getByText(/^Escribió «1\.234,56»: lo leemos como 1234,56\sUS\$\.$/),
    ).toBeVisible();
    await expect(review.getByRole('button', { name: /^Pagar 1270,98\sUS\$$/ })).toBeVisible();
    await expectAccessible();

    // In English the same review repeats it in English.
    await page.getByLabel('Idioma').selectOption('en');
    await expect(
      page
        .getByRole('region', { name: 'Confirm your payment' })
        .getByText('You typed “1.234,56”: we read it as $1,234.56.'),
    ).toBeVisible();
  });
});
