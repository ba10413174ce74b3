import { expect, test } from './fixtures';
import { signInAs, useSandbox } from './sandbox';

// WCAG 2.2.1: two minutes before the session's token expires, the person is asked whether to stay
// signed in; staying renews the token with the sandbox (users' renewUserToken) and keeps what was
// typed. The page's clock runs two hours on; the sandbox's does not, as a real service's would not.
// No request is answered here.

const PRIYA = { email: 'priya.shah@example.com', name: 'Priya Shah' } as const;
// The sandbox's tokens live two hours: this is 90 s before the warning's two minutes.
const ALMOST_TWO_HOURS = '01:56:30';

test.beforeEach(({ pathPrefix }) => {
  test.skip(pathPrefix !== '', 'the sandbox journeys run at / only');
});

test('the expiry warning keeps a half-typed request when the person stays signed in', async ({
  page,
  at,
}) => {
  await page.clock.install();
  await useSandbox(page);
  await signInAs(page, at, PRIYA.email, PRIYA.name);
  await page.goto(at('/community/new-request'));
  const subject = page.getByRole('textbox', { name: 'Subject' });
  await subject.fill('Gate code does not work');

  await page.clock.fastForward(ALMOST_TWO_HOURS);
  const warning = page.getByRole('alertdialog', { name: 'Your session is about to end' });
  await expect(warning).toHaveCount(0);
  await page.clock.fastForward('02:00');
  await expect(warning).toBeVisible();
  await expect(warning).toContainText(/logged out in [01]:\d\d/);
  // Staying is the focused choice: Enter keeps the session.
  await expect(warning.getByRole('button', { name: 'Stay signed in' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(warning).toHaveCount(0);
  await expect(subject).toHaveValue('Gate code does not work');

  // Past the first token's expiry: the renewed one keeps the person here.
  await page.clock.fastForward('05:00');
  await expect(page.getByRole('heading', { name: 'New request', level: 1 })).toBeVisible();
  await expect(subject).toHaveValue('Gate code does not work');
  await expect(page.getByRole('button', { name: 'Log in' })).toHaveCount(0);
});

test('left alone, the warning counts down and the session ends at its expiry', async ({
  page,
  at,
}) => {
  await page.clock.install();
  await useSandbox(page);
  await signInAs(page, at, PRIYA.email, PRIYA.name);
  await page.clock.fastForward('01:58:30');
  const warning = page.getByRole('alertdialog', { name: 'Your session is about to end' });
  await expect(warning).toBeVisible();
  await page.clock.fastForward('02:00');
  await expect(page.getByText('Your session has expired. Please log in again.')).toBeVisible();
});
