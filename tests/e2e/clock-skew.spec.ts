import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { issuedToken, signInAs, useSandbox } from './sandbox';

// A device whose clock is three hours fast, against the sandbox's two-hour tokens:
// expiry is the service's rule, judged on the service's time (src/lib/service-clock.ts), so the
// person signs in, stays signed in across a reload, and is told about the clock in words. No
// request is answered here.

const PRIYA = { email: 'priya.shah@example.com', name: 'Priya Shah' } as const;
// Longer than a sandbox token lives (two hours): every token is past its exp on this device.
const THREE_HOURS = 3 * 3600_000;

test.beforeEach(({ pathPrefix }) => {
  test.skip(pathPrefix !== '', 'the sandbox journeys run at / only');
});

/** The device's clock, three hours ahead of the machine's (and the sandbox's); it keeps running. */
const threeHoursFast = (page: Page) => page.clock.install({ time: Date.now() + THREE_HOURS });

test('a device three hours fast signs in, stays signed in after a reload, and is told of its clock', async ({
  page,
  at,
}) => {
  await threeHoursFast(page);
  await useSandbox(page);
  await signInAs(page, at, PRIYA.email, PRIYA.name);
  await page.reload();
  await expect(page.getByRole('heading', { name: `Welcome, ${PRIYA.name}` })).toBeVisible();
  await expect(page).toHaveURL(at('/dashboard'));

  await page.getByRole('button', { name: new RegExp(PRIYA.name) }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  await expect(page.getByRole('note')).toHaveText(
    /^Your device's clock is about 3 hours ahead of the service's time\. You can sign in and stay signed in/,
  );
  await expect(page.getByText(/expired/)).toHaveCount(0);
});

test('a sign-in link opened on a device three hours fast asks, then signs in; an expired one is refused by the service', async ({
  page,
  at,
}) => {
  const tenant = await useSandbox(page);
  const fresh = await issuedToken(page, tenant, PRIYA.email);
  // A link issued three hours ago: two-hour tokens, so it really expired an hour ago.
  await tenant.setClock(new Date(Date.now() - 3 * 3600_000).toISOString());
  const old = await issuedToken(page, tenant, PRIYA.email);
  await tenant.setClock(new Date().toISOString());
  await threeHoursFast(page);

  await page.goto(at(`/auth/jwt?token=${old}`));
  await expect(page.getByText('Sign in as priya.shah?')).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(
    page.getByText('This sign-in link has expired. Please log in with your email and password.'),
  ).toBeVisible();

  await page.goto(at(`/auth/jwt?token=${fresh}`));
  await expect(page.getByText('Sign in as priya.shah?')).toBeVisible();
  await expect(page.getByText(/expired/)).toHaveCount(0);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: `Welcome, ${PRIYA.name}` })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: `Welcome, ${PRIYA.name}` })).toBeVisible();
});
