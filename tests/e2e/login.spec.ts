import { expect, test } from '@playwright/test';

test('a homeowner logs in with any credentials and sees their name', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill('anyone@example.com');
  await page.getByLabel('Password').fill('any-password');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Welcome, Jordan Rivera' })).toBeVisible();
  const stored = await page.evaluate(() => localStorage.getItem('user-store'));
  expect(stored).toContain('"token":"ey');
});

test('the login form shows the spec messages and keeps what was typed', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('Invalid email')).toBeVisible();
  await expect(page.getByText('Password required')).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue('not-an-email');
});

test('a rejected login shows the service answer', async ({ page }) => {
  await page.route('**/mock/users/Users/Authenticate', (route) =>
    route.continue({ headers: { ...route.request().headers(), prefer: 'code=401' } }),
  );
  await page.goto('/login');
  await page.getByLabel('Email').fill('jordan@example.com');
  await page.getByLabel('Password').fill('wrong-password');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid username, password, or company');
});
