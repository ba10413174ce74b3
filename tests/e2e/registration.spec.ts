import type { Locator, Page } from '@playwright/test';
import { expect, preferStatus, test } from './fixtures';

// Create account and request account (SPEC §2, §3 Registration, §5 messages) against Prism, with
// the sandbox captcha of the default runtime configuration.

const SANDBOX_CHECK = "I'm not a robot (sandbox check: no real captcha in this environment)";
const REGISTRATION_URL = '**/mock/users/Homeowner/Registration';
const REQUEST_ACCOUNT_URL = '**/mock/users/Homeowner/RequestAccount';

const textbox = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
const password = (page: Page, name: 'Password' | 'Confirm password') =>
  page.getByLabel(name, { exact: true });
/** A field's error is its accessible description (aria-describedby), so it is "beside" it. */
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const expectMessage = async (field: Locator, message: string): Promise<void> => {
  // The message comes first; a field's hint may follow it.
  await expect(field).toHaveAccessibleDescription(new RegExp(`^${escape(message)}`));
};

async function fillCreateAccount(page: Page) {
  await textbox(page, 'Account number').fill('MG-1001');
  await textbox(page, 'Full name').fill('Jordan Rivera');
  await textbox(page, 'Phone number').fill('(555) 201-3344');
  await textbox(page, 'Property address').fill('12 Maple Court, Springfield, IL 62704');
  await textbox(page, 'Association name').fill('Maple Grove HOA');
  await textbox(page, 'Email').fill('jordan.rivera@example.com');
  await password(page, 'Password').fill('secret1');
  await password(page, 'Confirm password').fill('secret1');
}

async function fillRequestAccount(page: Page) {
  await textbox(page, 'Full name').fill('Priya Shah');
  await textbox(page, 'Email').fill('priya.shah@example.com');
  await textbox(page, 'Phone number').fill('555-318-2207');
  await textbox(page, 'Property address').fill('18 Maple Court, Springfield, IL 62704');
  await textbox(page, 'Association name').fill('Maple Grove HOA');
  await textbox(page, 'Comments (optional)').fill('I bought 18 Maple Court in October.');
}

test.describe('create account', () => {
  test('an empty submit shows every required message beside its field and focuses the first', async ({
    page,
    open,
  }) => {
    await open('/create-account');
    await page.getByRole('button', { name: 'Create account' }).click();

    await expect(textbox(page, 'Account number')).toBeFocused();
    await expectMessage(textbox(page, 'Account number'), 'Account number is required');
    await expectMessage(textbox(page, 'Full name'), 'Name is required');
    await expectMessage(textbox(page, 'Phone number'), 'Phone number is required');
    await expectMessage(textbox(page, 'Property address'), 'Address is required');
    await expectMessage(textbox(page, 'Association name'), 'Association name required');
    await expectMessage(textbox(page, 'Email'), 'Email required');
    await expect(password(page, 'Password')).toHaveAccessibleDescription(/^Password required/);
    // The confirmation has no message of its own: the generic one.
    await expect(password(page, 'Confirm password')).toHaveAccessibleDescription('Input required');
    await expect(page.getByRole('checkbox', { name: SANDBOX_CHECK })).toHaveAccessibleDescription(
      'A captcha must be completed.',
    );
  });

  test('a registration key instead of an account number', async ({ page, open }) => {
    await open('/create-account');
    await page.getByRole('radio', { name: 'Registration key' }).check();
    await expect(textbox(page, 'Account number')).toHaveCount(0);
    await page.getByRole('button', { name: 'Create account' }).click();
    await expectMessage(textbox(page, 'Registration key'), 'Registration key is required');
    await expect(textbox(page, 'Registration key')).toBeFocused();
  });

  test('bad values get the spec messages, focus and what was typed stay', async ({
    page,
    open,
  }) => {
    await open('/create-account');
    await fillCreateAccount(page);
    await textbox(page, 'Phone number').fill('555-12');
    await textbox(page, 'Email').fill('jordan@example');
    await password(page, 'Password').fill('abc');
    await password(page, 'Confirm password').fill('abd');
    await page.getByRole('button', { name: 'Create account' }).click();

    await expect(textbox(page, 'Phone number')).toBeFocused();
    await expectMessage(textbox(page, 'Phone number'), 'Invalid phone number');
    await expectMessage(textbox(page, 'Email'), 'Invalid email');
    await expect(password(page, 'Password')).toHaveAccessibleDescription(
      /^Password must be at least 6 characters/,
    );
    await expect(password(page, 'Confirm password')).toHaveAccessibleDescription(
      'Passwords do not match',
    );
    await expect(textbox(page, 'Account number')).toHaveValue('MG-1001');
    await expect(textbox(page, 'Phone number')).toHaveValue('555-12');
    await expect(textbox(page, 'Email')).toHaveValue('jordan@example');
    await expect(password(page, 'Password')).toHaveValue('abc');
  });

  test('the captcha must be completed before anything is sent', async ({ page, open }) => {
    let posts = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/Homeowner/Registration')) posts++;
    });
    await open('/create-account');
    await fillCreateAccount(page);
    await page.getByRole('button', { name: 'Create account' }).click();

    const check = page.getByRole('checkbox', { name: SANDBOX_CHECK });
    await expect(page.getByText('A captcha must be completed.')).toBeVisible();
    await expect(check).toBeFocused();
    await expect(check).toHaveAccessibleDescription('A captcha must be completed.');
    expect(posts).toBe(0);
  });

  test('a homeowner registers with an account number and is told to log in, with one request', async ({
    page,
    open,
    at,
  }) => {
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/Homeowner/Registration'))
        posts.push(request.postData() ?? '');
    });
    await open('/create-account');
    await fillCreateAccount(page);
    await page.getByRole('checkbox', { name: SANDBOX_CHECK }).check();
    await page.getByRole('button', { name: 'Create account' }).dblclick();

    const outcome = page.getByRole('heading', { name: 'Your account is ready', level: 2 });
    await expect(outcome).toBeVisible();
    await expect(outcome).toBeFocused();
    await expect(
      page.getByText('You can log in now with jordan.rivera@example.com.'),
    ).toBeVisible();
    expect(posts).toHaveLength(1);
    const body = JSON.parse(posts[0]!) as Record<string, unknown>;
    expect(body).toMatchObject({ accountNumber: 'MG-1001', phone: '(555) 201-3344' });
    expect(body.captchaToken).toMatch(/^sandbox-captcha-\d+$/);
    expect(body).not.toHaveProperty('confirmPassword');

    await page.getByRole('link', { name: 'Log in' }).click();
    await expect(page).toHaveURL(at('/login'));
  });

  test('a 409 from the service shows beside the form, without a toast, keeping what was typed', async ({
    page,
    open,
  }) => {
    await preferStatus(page, REGISTRATION_URL, 'code=409');
    await open('/create-account');
    await fillCreateAccount(page);
    await page.getByRole('checkbox', { name: SANDBOX_CHECK }).check();
    await page.getByRole('button', { name: 'Create account' }).click();

    const message = 'An account with this email already exists. Log in or reset your password.';
    await expect(page.locator('#create-account-failure')).toHaveText(message);
    // Once: beside the form, not again in a toast.
    await expect(page.getByText(message)).toHaveCount(1);
    await expect(textbox(page, 'Email')).toHaveValue('jordan.rivera@example.com');
    await expect(password(page, 'Password')).toHaveValue('secret1');
    // The service has seen that captcha token: the next attempt needs a new check.
    await expect(page.getByRole('checkbox', { name: SANDBOX_CHECK })).not.toBeChecked();
    await expect(page.getByRole('button', { name: 'Create account' })).toBeEnabled();
  });
});

test.describe('request account', () => {
  test('an empty submit shows every required message beside its field and focuses the first', async ({
    page,
    open,
  }) => {
    await open('/request-account');
    await page.getByRole('button', { name: 'Send request' }).click();

    await expect(textbox(page, 'Full name')).toBeFocused();
    await expectMessage(textbox(page, 'Full name'), 'Name is required');
    await expectMessage(textbox(page, 'Email'), 'Email required');
    await expectMessage(textbox(page, 'Phone number'), 'Phone number is required');
    await expectMessage(textbox(page, 'Property address'), 'Address is required');
    await expectMessage(textbox(page, 'Association name'), 'Association name required');
    await expect(page.getByRole('checkbox', { name: SANDBOX_CHECK })).toHaveAccessibleDescription(
      'A captcha must be completed.',
    );
    // The optional fields stay quiet.
    await expect(textbox(page, 'Account number (optional)')).not.toHaveAttribute('aria-invalid');
    await expect(textbox(page, 'Comments (optional)')).not.toHaveAttribute('aria-invalid');
  });

  test('bad values get the spec messages and what was typed stays', async ({ page, open }) => {
    await open('/request-account');
    await fillRequestAccount(page);
    await textbox(page, 'Email').fill('priya@');
    await textbox(page, 'Phone number').fill('12345');
    await page.getByRole('button', { name: 'Send request' }).click();

    await expect(textbox(page, 'Email')).toBeFocused();
    await expectMessage(textbox(page, 'Email'), 'Invalid email');
    await expectMessage(textbox(page, 'Phone number'), 'Invalid phone number');
    await expect(page.getByText('A captcha must be completed.')).toBeVisible();
    await expect(textbox(page, 'Email')).toHaveValue('priya@');
    await expect(textbox(page, 'Comments (optional)')).toHaveValue(
      'I bought 18 Maple Court in October.',
    );
  });

  test('someone without an account number asks for access and gets a confirmation', async ({
    page,
    open,
  }) => {
    let posts = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/Homeowner/RequestAccount'))
        posts++;
    });
    await open('/request-account');
    await fillRequestAccount(page);
    await page.getByRole('checkbox', { name: SANDBOX_CHECK }).check();
    await page.getByRole('button', { name: 'Send request' }).dblclick();

    await expect(page.getByRole('heading', { name: 'Request sent', level: 2 })).toBeFocused();
    await expect(
      page.getByText(
        'Your management company will review your request and email you at priya.shah@example.com.',
      ),
    ).toBeVisible();
    await expect(page.getByText('Your request number is 19001.')).toBeVisible();
    expect(posts).toBe(1);
  });

  test('a failed request shows the service answer beside the form', async ({ page, open }) => {
    await preferStatus(page, REQUEST_ACCOUNT_URL, 'code=422');
    await open('/request-account');
    await fillRequestAccount(page);
    await page.getByRole('checkbox', { name: SANDBOX_CHECK }).check();
    await page.getByRole('button', { name: 'Send request' }).click();
    await expect(page.locator('#request-account-failure')).toHaveText(
      'One or more fields are invalid.',
    );
    // The 422 names fields: their messages show beside them.
    await expect(textbox(page, 'Phone number')).toHaveAccessibleDescription(
      /^Invalid phone number/,
    );
    await expect(textbox(page, 'Full name')).toHaveValue('Priya Shah');
  });
});

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  for (const [path, submit] of [
    ['/create-account', 'Create account'],
    ['/request-account', 'Send request'],
  ] as const) {
    test(`${path} with its errors shown fits the screen and has no accessibility violations`, async ({
      page,
      open,
      expectAccessible,
    }) => {
      await open(path);
      await page.getByRole('button', { name: submit }).click();
      await expect(page.getByText('A captcha must be completed.')).toBeVisible();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      await expectAccessible();
    });
  }
});

test('the registration pages speak Spanish', async ({ page, open }) => {
  await open('/create-account');
  await page.getByRole('button', { name: 'Create account' }).waitFor();
  await page.evaluate(() => {
    localStorage.setItem('courtyard-language', 'es');
  });
  await page.reload();
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  await expectMessage(
    page.getByRole('textbox', { name: 'Número de cuenta' }),
    'El número de cuenta es obligatorio',
  );
  await expect(
    page.getByRole('checkbox', {
      name: 'No soy un robot (verificación de prueba: no hay captcha real en este entorno)',
    }),
  ).toHaveAccessibleDescription('Debe completar el captcha.');
});
