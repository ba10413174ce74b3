import { expect, logInWithForm, preferStatus, test } from './fixtures';

test('a homeowner logs in with any credentials and sees their name', async ({ page, at }) => {
  await logInWithForm(page, at);
  await expect(page).toHaveURL(at('/dashboard'));
  const stored = await page.evaluate(() => localStorage.getItem('user-store'));
  expect(stored).toContain('"token":"ey');
});

test('the login form shows the spec messages and keeps what was typed', async ({ page, open }) => {
  await open('/login');
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('Invalid email')).toBeVisible();
  await expect(page.getByText('Password required')).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue('not-an-email');
});

test('a rejected login shows the service answer and no session starts', async ({ page, open }) => {
  await preferStatus(page, '**/mock/users/Users/Authenticate', 'code=401');
  await open('/login');
  await page.getByLabel('Email').fill('jordan@example.com');
  await page.getByLabel('Password').fill('wrong-password');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid username, password, or company');
  const stored = await page.evaluate(() => localStorage.getItem('user-store'));
  expect(stored ?? '').not.toContain('"token":"ey');
});

test(
  'a visitor sent to a page behind login comes back to it after logging in',
  { tag: '@embed' },
  async ({ page, at }) => {
    const translations: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/locales/')) translations.push(request.url());
    });
    await page.goto(at('/community/faq?from=email'));
    await expect(page).toHaveURL(/\/login\?redirect=/);
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
    // Until someone logs in, nothing of the private page is fetched, its texts included.
    expect(translations.filter((url) => url.endsWith('/community.json'))).toEqual([]);
    await page.getByLabel('Email').fill('jordan@example.com');
    await page.getByLabel('Password').fill('secret1');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(at('/community/faq?from=email'));
    await expect(page.getByRole('heading', { name: 'FAQ', level: 1 })).toBeVisible();
  },
);
