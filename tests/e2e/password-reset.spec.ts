import type { Page, Request } from '@playwright/test';
import { expect, preferStatus, test } from './fixtures';

const RESET_URL = '**/mock/users/Users/Password/Reset';
const CHANGE_URL = '**/mock/users/Users/Password/';
const TOKEN = 'rst-8c41d2e0-demo';

const newPassword = (page: Page) => page.getByLabel('New password', { exact: true });
const confirmPassword = (page: Page) => page.getByLabel('Confirm new password', { exact: true });

test.describe('asking for a reset link', () => {
  test('shows the spec messages beside the email, focuses it and keeps what was typed', async ({
    page,
    open,
  }) => {
    await open('/forgot-login');
    await expect(page.getByRole('heading', { name: 'Forgot your login?', level: 1 })).toBeVisible();
    const email = page.getByLabel('Email');
    const send = page.getByRole('button', { name: 'Send reset link' });

    await send.click();
    await expect(email).toHaveAccessibleDescription('Email required');
    await expect(email).toBeFocused();

    await email.fill('jordan@example');
    await send.click();
    await expect(email).toHaveAccessibleDescription('Invalid email');
    await expect(email).toHaveValue('jordan@example');
    await expect(email).toBeFocused();
  });

  test('confirms without saying whether the account exists, after exactly one request', async ({
    page,
    open,
    at,
  }) => {
    const sent: Request[] = [];
    // A slow answer, so every further press lands while the first request is in flight.
    await page.route(RESET_URL, async (route) => {
      sent.push(route.request());
      await new Promise((resolve) => setTimeout(resolve, 500));
      await route.continue();
    });
    await open('/forgot-login');
    await page.getByLabel('Email').fill('jordan.rivera@example.com');
    // Three submits in one task, before React can re-render and disable the button.
    await page.locator('form').evaluate((form: HTMLFormElement) => {
      form.requestSubmit();
      form.requestSubmit();
      form.requestSubmit();
    });
    await expect(page.getByRole('button', { name: 'Sending…' })).toBeDisabled();
    await page.getByLabel('Email').press('Enter');

    const heading = page.getByRole('heading', { name: 'Check your email', level: 1 });
    await expect(heading).toBeVisible();
    await expect(heading).toBeFocused();
    await expect(page.getByRole('status')).toContainText(
      'If an account exists for that email, we have sent a link to reset your password.',
    );
    expect(sent).toHaveLength(1);
    expect(sent[0]!.method()).toBe('POST');
    expect(sent[0]!.postDataJSON()).toEqual({ email: 'jordan.rivera@example.com' });

    // Another link can be asked for with the address still there; or back to log in.
    await page.getByRole('button', { name: 'Send another link' }).click();
    await expect(page.getByLabel('Email')).toHaveValue('jordan.rivera@example.com');
    await page.getByRole('link', { name: 'Back to log in' }).click();
    await expect(page).toHaveURL(at('/login'));
  });

  test('a failing service is said beside the form, without a toast, and the email stays', async ({
    page,
    open,
  }) => {
    await preferStatus(page, RESET_URL, 'code=500');
    await open('/forgot-login');
    await page.getByLabel('Email').fill('jordan.rivera@example.com');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'Server Error: We apologize. There was an error from the server. You might need to try again later.',
    );
    await expect(page.getByLabel('Email')).toHaveValue('jordan.rivera@example.com');
    await expect(page.getByText('We have encountered an error')).toHaveCount(0);
  });
});

test.describe('choosing a new password from the emailed link', () => {
  test('takes the token out of the address at once and keeps the other parameters', async ({
    page,
    open,
    at,
  }) => {
    await open(`/forgot-login?from=email&resetToken=${TOKEN}`);
    await expect(
      page.getByRole('heading', { name: 'Choose a new password', level: 1 }),
    ).toBeVisible();
    await expect(page).not.toHaveURL(/resetToken/);
    await expect(page).toHaveURL(at('/forgot-login?from=email'));
    expect(await page.evaluate(() => JSON.stringify(window.history.state))).not.toContain(TOKEN);
  });

  test('shows the password rules beside each field, focuses the first error, keeps input', async ({
    page,
    open,
  }) => {
    await open(`/forgot-login?resetToken=${TOKEN}`);
    const change = page.getByRole('button', { name: 'Change password' });

    await change.click();
    await expect(newPassword(page)).toHaveAccessibleDescription(/Password required/);
    await expect(confirmPassword(page)).toHaveAccessibleDescription('Password required');
    await expect(newPassword(page)).toBeFocused();

    await newPassword(page).fill('12345');
    await confirmPassword(page).fill('12345');
    await change.click();
    await expect(newPassword(page)).toHaveAccessibleDescription(
      /Password must be at least 6 characters/,
    );
    await expect(newPassword(page)).toBeFocused();
    await expect(newPassword(page)).toHaveValue('12345');

    await newPassword(page).fill('maple-grove-2026');
    await confirmPassword(page).fill('maple-grove-2025');
    await change.click();
    await expect(confirmPassword(page)).toHaveAccessibleDescription('Passwords do not match');
    await expect(newPassword(page)).not.toHaveAccessibleDescription(/Password/);
    await expect(confirmPassword(page)).toBeFocused();
    await expect(confirmPassword(page)).toHaveValue('maple-grove-2025');
  });

  test('a valid new password is sent with the token and confirmed', async ({ page, open, at }) => {
    const sent: Request[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/Users/Password/') && request.method() === 'PUT')
        sent.push(request);
    });
    await open(`/forgot-login?resetToken=${TOKEN}`);
    await newPassword(page).fill('maple-grove-2026');
    await confirmPassword(page).fill('maple-grove-2026');
    await page.getByRole('button', { name: 'Change password' }).click();

    const heading = page.getByRole('heading', { name: 'Your password has been changed', level: 1 });
    await expect(heading).toBeVisible();
    await expect(heading).toBeFocused();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.postDataJSON()).toEqual({ resetToken: TOKEN, newPassword: 'maple-grove-2026' });
    await expect(page).not.toHaveURL(/resetToken/);

    await page.getByRole('link', { name: 'Log in' }).click();
    await expect(page).toHaveURL(at('/login'));
  });

  test('an expired link says so and leads back to asking for a new one', async ({ page, open }) => {
    await page.route(CHANGE_URL, (route) =>
      route.fulfill({
        status: 422,
        contentType: 'application/problem+json',
        json: {
          type: 'https://courtyard.example/problems/validation',
          title: 'Validation failed',
          status: 422,
          detail: 'This password reset link has expired. Request a new one.',
          errorId: '3b2a1908-f7e6-4d5c-8b4a-392817e6d5c4',
          errorCode: 'AU005',
        },
      }),
    );
    await open(`/forgot-login?resetToken=${TOKEN}`);
    await newPassword(page).fill('maple-grove-2026');
    await confirmPassword(page).fill('maple-grove-2026');
    await page.getByRole('button', { name: 'Change password' }).click();

    await expect(page.getByRole('heading', { name: 'This link no longer works' })).toBeVisible();
    await expect(page.getByRole('alert')).toContainText('This password reset link has expired.');
    await page.getByRole('button', { name: 'Request a new link' }).click();
    await expect(page.getByRole('heading', { name: 'Forgot your login?', level: 1 })).toBeVisible();
    await expect(page.getByLabel('Email')).toBeVisible();
  });

  test('an unknown token (400 from the service) is a link that no longer works', async ({
    page,
    open,
  }) => {
    await page.route(CHANGE_URL, (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/problem+json',
        json: { title: 'Bad Request', status: 400, detail: 'Unknown reset token.' },
      }),
    );
    await open(`/forgot-login?resetToken=${TOKEN}`);
    await newPassword(page).fill('maple-grove-2026');
    await confirmPassword(page).fill('maple-grove-2026');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByRole('alert')).toContainText(
      'This password reset link is not valid or has already been used.',
    );
    await expect(page.getByRole('button', { name: 'Request a new link' })).toBeVisible();
  });
});

test('both steps are accessible with their errors shown, at 360 px too', async ({
  page,
  open,
  expectAccessible,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await open('/forgot-login');
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByLabel('Email')).toHaveAccessibleDescription('Invalid email');
  await expectAccessible();

  await open(`/forgot-login?resetToken=${TOKEN}`);
  await newPassword(page).fill('abc');
  await confirmPassword(page).fill('abd');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(confirmPassword(page)).toHaveAccessibleDescription('Passwords do not match');
  await expectAccessible();
  // Nothing runs off the side of a small phone.
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});
