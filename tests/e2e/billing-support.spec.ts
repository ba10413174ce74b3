import type { Request } from '@playwright/test';
import { expect, startSignedIn, preferStatus, test } from './fixtures';

const OPTIONS_URL = '**/mock/connect-payments/Association/*/PaymentOption';
const CONFIRM_URL = '**/mock/connect-payments/Acknowledgement/*/Confirm';

test.beforeEach(async ({ page }) => {
  await startSignedIn(page);
});

test.describe('payment support', () => {
  test('the FAQ is collapsible and the search filters it', async ({ page, open }) => {
    await open('/billing/support');
    await expect(page.getByRole('heading', { name: 'Payment support', level: 1 })).toBeVisible();
    await expect(page.getByText(/Answers about paying Maple Grove HOA online/)).toBeVisible();
    const faq = page.getByRole('region', { name: 'Frequently asked questions' });
    const questions = faq.getByRole('listitem');
    await expect(questions).toHaveCount(6);
    await expect(faq.getByRole('status')).toHaveText('6 questions');

    // Collapsed until the question is opened.
    const answer = faq.getByText(/must be made in writing within 14 calendar days/);
    await expect(answer).toBeHidden();
    await faq.getByText('How do I stop a recurring payment?').click();
    await expect(answer).toBeVisible();
    await faq.getByText('How do I stop a recurring payment?').click();
    await expect(answer).toBeHidden();

    const search = faq.getByRole('searchbox', { name: 'Search the questions' });
    // Matches an answer, not a question: the matching answer opens.
    await search.fill('BUSINESS days');
    await expect(questions).toHaveCount(1);
    await expect(faq.getByRole('status')).toHaveText('1 of 6 questions matches “BUSINESS days”.');
    await expect(
      faq.getByText('Payment is pulled 2-4 business days after the date you authorize.'),
    ).toBeVisible();

    await search.fill('auto-draft balance');
    await expect(questions).toHaveCount(1);
    await expect(questions).toContainText("Why can't I enroll in auto-draft?");

    await search.fill('lottery');
    await expect(questions).toHaveCount(0);
    await expect(faq.getByRole('status')).toHaveText(
      'No question matches “lottery”. Try other words, or read the rules below.',
    );
    await faq.getByRole('button', { name: 'Clear the search' }).click();
    await expect(questions).toHaveCount(6);
    await expect(search).toHaveValue('');
  });

  test('states the standing rules with the spec’s numbers and the association’s fees', async ({
    page,
    open,
  }) => {
    await open('/billing/support');
    const rules = page.getByRole('region', { name: 'How payments work' });
    await expect(rules.getByRole('listitem')).toHaveText([
      'Your payment is taken from your account 2–4 business days after the date you authorize.',
      'You can change or remove a recurring or scheduled payment until 8:00 pm Eastern time on the day before its payment date.',
      'A one-time payment made for today cannot be cancelled.',
      'The payment method of a recurring or scheduled payment cannot be changed. Remove the payment and create a new one instead.',
      'To cancel a recurring payment, you must do so in writing within 14 calendar days of the due date.',
    ]);

    const fees = page.getByRole('region', { name: 'Fees' });
    const credit = fees
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Credit card' }) });
    await expect(credit).toContainText('Convenience fee: 2.95% of the payment amount.');
    await expect(credit).toContainText('Additional 1% on payments over $2,000.00.');
    const debit = fees
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Debit card' }) });
    await expect(debit).toContainText('Convenience fee: $3.95 per payment.');
    await expect(debit).toContainText('Additional 1% on payments over $2,000.00.');
    const bank = fees
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Bank account (eCheck)' }) });
    await expect(bank).toContainText('Convenience fee: $1.50 per payment.');
    await expect(bank).not.toContainText('Additional');
    await expect(fees).toContainText('half a cent rounds up');
  });

  test('the disclosures have their anchor, which the footer links to', async ({
    page,
    open,
    at,
    pathPrefix,
  }) => {
    const disclosures = page.locator('#disclosures');
    // The embedded page set has no footer; a host links to the anchor directly.
    if (!pathPrefix) {
      await open('/dashboard');
      // The footer sits under the widgets, which grow as their answers arrive: reach for it once
      // the dashboard has loaded, as a reader scrolling to it would (a loaded machine caught the
      // click landing where the link had been).
      await expect(page.getByRole('status').filter({ hasText: 'Loading…' })).toHaveCount(0);
      await page
        .getByRole('contentinfo')
        .getByRole('link', { name: 'Payment disclosures' })
        .click();
      await expect(page).toHaveURL(`${at('/billing/support')}#disclosures`);
      await expect(disclosures).toContainText('Harborview Community Management');
      await expect(disclosures).toBeInViewport();
    }

    // Opened directly, the page ends on the disclosures once the options have arrived.
    await page.goto(`${at('/billing/support')}#disclosures`);
    await expect(disclosures.getByRole('heading', { name: 'Disclosures', level: 2 })).toBeVisible();
    await expect(disclosures).toContainText(
      'Payments are processed by Harborview Community Management on behalf of Maple Grove HOA.',
    );
    await expect(disclosures.getByRole('definition').first()).toHaveText(
      'A convenience fee of 2.95% applies to credit card payments. Payments over $2,000.00 carry an additional 1% fee.',
    );
    await expect(disclosures.getByRole('heading', { name: 'Disclosures' })).toBeInViewport();
  });

  test('reads in Spanish, numbers included', async ({ page, open }) => {
    await open('/billing/support');
    await page.getByLabel('Language').selectOption('es');
    await expect(page.getByRole('heading', { name: 'Ayuda con pagos', level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Cómo funcionan los pagos' })).toContainText(
      'entre 2 y 4 días hábiles',
    );
    const fees = page.getByRole('region', { name: 'Cargos' });
    await expect(fees).toContainText('Cargo por conveniencia: 2,95\u00a0% del importe del pago.');
    await expect(fees).toContainText('1\u00a0% adicional en pagos de más de 2000,00\u00a0US$.');
    await page.getByLabel('Idioma').selectOption('en');
  });

  test('says when the options could not be loaded, and tries again', async ({ page, open }) => {
    await preferStatus(page, OPTIONS_URL, 'code=404');
    await open('/billing/support');
    const alert = page.getByRole('alert').filter({ hasText: 'could not be loaded' });
    await expect(alert).toHaveText(/Your association’s payment options could not be loaded\./);
    // The portal's own rules do not depend on the service.
    await expect(page.getByRole('region', { name: 'How payments work' })).toBeVisible();
    await page.unroute(OPTIONS_URL);
    await alert.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('region', { name: 'Frequently asked questions' })).toBeVisible();
    await expect(alert).toBeHidden();
  });
});

test.describe('payment consent', () => {
  test('without an acknowledgement it explains the consent and asks nothing', async ({
    page,
    open,
    at,
  }) => {
    await open('/billing/payment-consent');
    await expect(page.getByRole('heading', { name: 'Payment consent', level: 1 })).toBeVisible();
    await expect(page.getByText(/You are asked while you make a payment/)).toBeVisible();
    const texts = page.getByRole('region', { name: 'Consent by payment method' });
    await expect(texts.getByRole('heading', { level: 3 })).toHaveText([
      'Credit card',
      'Debit card',
      'Bank account (eCheck)',
    ]);
    await expect(texts).toContainText(
      'I authorize Harborview Community Management to charge my debit card for the amount shown, including a $3.95 convenience fee.',
    );
    await expect(page.getByRole('checkbox')).toHaveCount(0);
    const related = page.getByRole('navigation', { name: 'Related pages' });
    await expect(related.getByRole('link', { name: 'Make a payment' })).toHaveAttribute(
      'href',
      at('/billing'),
    );
  });

  test('records the agreement once, however often pressed, and returns to the payment', async ({
    page,
    open,
    at,
  }) => {
    const sent: Request[] = [];
    // A slow answer, so every further press lands while the first request is in flight.
    await page.route(CONFIRM_URL, async (route) => {
      sent.push(route.request());
      await new Promise((resolve) => setTimeout(resolve, 500));
      await route.continue();
    });
    await open(
      `/billing/payment-consent?acknowledgementId=16011&returnTo=${encodeURIComponent('/billing/manage-account?from=consent')}`,
    );
    await expect(page.getByText(/Read the consent for your payment/)).toBeVisible();
    await expect(
      page.getByRole('link', { name: 'Back to the payment without agreeing' }),
    ).toHaveAttribute('href', `${at('/billing/manage-account')}?from=consent`);

    const agree = page.getByRole('button', { name: 'Agree and continue' });
    const checkbox = page.getByRole('checkbox', {
      name: 'I have read and agree to the payment consent above.',
    });
    await agree.click();
    await expect(checkbox).toHaveAccessibleDescription(
      'Check the box to agree before you continue.',
    );
    await expect(checkbox).toBeFocused();
    expect(sent).toHaveLength(0);

    await checkbox.check();
    await expect(checkbox).not.toHaveAttribute('aria-invalid');
    // Five presses in one task, before React can re-render.
    await agree.evaluate((button: HTMLButtonElement) => {
      for (let i = 0; i < 5; i++) button.click();
    });
    await expect(page.getByRole('button', { name: 'Saving your agreement…' })).toBeVisible();
    await expect(page).toHaveURL(`${at('/billing/manage-account')}?from=consent`);
    await expect(page.getByRole('heading', { name: 'Manage payments', level: 1 })).toBeVisible();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.method()).toBe('PUT');
    expect(sent[0]!.url()).toMatch(/\/Acknowledgement\/16011\/Confirm$/);
    expect(sent[0]!.postDataJSON()).toEqual({ accepted: true });
  });

  test('never follows a returnTo outside billing', async ({ page, open, at }) => {
    await open(
      `/billing/payment-consent?acknowledgementId=16011&returnTo=${encodeURIComponent('//evil.example/billing')}`,
    );
    await page.getByRole('checkbox', { name: /I have read and agree/ }).check();
    await page.getByRole('button', { name: 'Agree and continue' }).click();
    await expect(page).toHaveURL(at('/billing'));
  });

  test('shows a failure on the page, not in a toast, and lets the user try again', async ({
    page,
    open,
    at,
  }) => {
    await preferStatus(page, CONFIRM_URL, 'code=404');
    await open('/billing/payment-consent?acknowledgementId=16011&returnTo=/billing/manage-account');
    await page.getByRole('checkbox', { name: /I have read and agree/ }).check();
    await page.getByRole('button', { name: 'Agree and continue' }).click();
    await expect(page.getByRole('alert')).toContainText(
      'This consent request no longer exists. Go back to your payment and start it again.',
    );
    await expect(page.getByText(/Error Code/)).toHaveCount(0);
    await expect(page).toHaveURL(/payment-consent/);

    await page.unroute(CONFIRM_URL);
    await page.getByRole('button', { name: 'Agree and continue' }).click();
    await expect(page).toHaveURL(at('/billing/manage-account'));
  });
});

for (const width of [360, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('both pages have no accessibility violations and no sideways scrolling', async ({
      page,
      open,
      expectAccessible,
    }) => {
      const fitsWidth = () =>
        page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

      await open('/billing/support');
      const faq = page.getByRole('region', { name: 'Frequently asked questions' });
      await faq.getByText('When will my payment be taken from my account?').click();
      await expectAccessible();
      await faq.getByRole('searchbox', { name: 'Search the questions' }).fill('fee');
      await expect(faq.getByRole('listitem')).toHaveCount(1);
      await expectAccessible();
      expect(await fitsWidth()).toBe(true);

      await open('/billing/payment-consent?acknowledgementId=16011&returnTo=/billing');
      await page.getByRole('button', { name: 'Agree and continue' }).click();
      await expect(page.getByText('Check the box to agree before you continue.')).toBeVisible();
      await expectAccessible();
      expect(await fitsWidth()).toBe(true);

      await open('/billing/payment-consent');
      await expect(page.getByRole('region', { name: 'Consent by payment method' })).toBeVisible();
      await expectAccessible();
    });
  });
}
