import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { useSandbox } from './sandbox';

// Registration against the sandbox: the demo registration key (Gloria Alvarez's welcome letter,
// mocks/README.md) makes a login that works with the password typed and sees her property; the
// same key a second time is refused in the contract's words. No request is answered here.

const SANDBOX_CHECK = "I'm not a robot (sandbox check: no real captcha in this environment)";
const KEY = 'MGH-7Q4K-2X9P';
const GLORIA = { email: 'gloria.alvarez@example.com', password: 'birch-lane-9' } as const;

const textbox = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

async function registerWithKey(page: Page, at: (path: string) => string, email: string) {
  await page.goto(at('/create-account'));
  await page.getByRole('radio', { name: 'Registration key' }).check();
  await textbox(page, 'Registration key').fill(KEY);
  await textbox(page, 'Full name').fill('Gloria Alvarez');
  await textbox(page, 'Phone number').fill('(555) 201-4090');
  await textbox(page, 'Property address').fill('9 Birch Lane, Springfield, IL 62704');
  await textbox(page, 'Association name').fill('Maple Grove HOA');
  await textbox(page, 'Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(GLORIA.password);
  await page.getByLabel('Confirm password', { exact: true }).fill(GLORIA.password);
  await page.getByRole('checkbox', { name: SANDBOX_CHECK }).check();
  await page.getByRole('button', { name: 'Create account' }).click();
}

test.beforeEach(({ pathPrefix }) => {
  test.skip(pathPrefix !== '', 'the sandbox journeys run at / only');
});

test('a homeowner registers with the key of her welcome letter, signs in and sees her property', async ({
  page,
  at,
}) => {
  await useSandbox(page);
  await registerWithKey(page, at, GLORIA.email);
  await expect(
    page.getByRole('heading', { name: 'Your account is ready', level: 2 }),
  ).toBeFocused();
  await expect(page.getByText(`You can log in now with ${GLORIA.email}.`)).toBeVisible();

  await page.getByRole('link', { name: 'Log in' }).click();
  await expect(page).toHaveURL(at('/login'));
  await page.getByLabel('Email').fill(GLORIA.email);
  await page.getByLabel('Password').fill(GLORIA.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome, Gloria Alvarez' })).toBeVisible();
  const property = page.getByRole('region', { name: 'Current property', exact: true });
  await expect(property).toContainText('9 Birch Lane');
  await expect(property).toContainText('MG-1009');
  await expect(property).toContainText('Maple Grove HOA');
  for (const others of ['MG-1001', '12 Maple Court', 'MG-1018'])
    await expect(page.getByText(others)).toHaveCount(0);
});

test('the same key a second time is refused with the service’s words, keeping what was typed', async ({
  page,
  at,
}) => {
  await useSandbox(page);
  await registerWithKey(page, at, GLORIA.email);
  await expect(
    page.getByRole('heading', { name: 'Your account is ready', level: 2 }),
  ).toBeVisible();

  await registerWithKey(page, at, 'gloria.a@example.com');
  const message = 'An account with this email already exists. Log in or reset your password.';
  await expect(page.locator('#create-account-failure')).toHaveText(message);
  await expect(page.getByRole('heading', { name: 'Your account is ready' })).toHaveCount(0);
  await expect(textbox(page, 'Registration key')).toHaveValue(KEY);
  await expect(textbox(page, 'Email')).toHaveValue('gloria.a@example.com');
});

test('a request for access is kept: each one gets the next number', async ({ page, at }) => {
  await useSandbox(page);
  for (const expected of ['19002', '19003']) {
    await page.goto(at('/request-account'));
    await textbox(page, 'Full name').fill('Sam Ortiz');
    await textbox(page, 'Email').fill('sam.ortiz@example.com');
    await textbox(page, 'Phone number').fill('555-318-9001');
    await textbox(page, 'Property address').fill('5 Birch Lane, Springfield, IL 62704');
    await textbox(page, 'Association name').fill('Maple Grove HOA');
    await page.getByRole('checkbox', { name: SANDBOX_CHECK }).check();
    await page.getByRole('button', { name: 'Send request' }).click();
    await expect(page.getByRole('heading', { name: 'Request sent', level: 2 })).toBeFocused();
    await expect(page.getByText(`Your request number is ${expected}.`)).toBeVisible();
  }
});
