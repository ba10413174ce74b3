import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { DEMO_PASSWORD, signInAs, useSandbox } from './sandbox';

// The inbox and the profile against the sandbox: a message read stays read, a reply stays, a
// preference and a contact stay as changed, a new password is the one that signs in. No request
// is answered here; every answer is the sandbox's.

const JORDAN = { email: 'jordan.rivera@example.com', name: 'Jordan Rivera' } as const;

test.beforeEach(({ pathPrefix }) => {
  test.skip(pathPrefix !== '', 'the sandbox journeys run at / only');
});

async function logIn(page: Page, at: (path: string) => string, password: string) {
  await page.goto(at('/login'));
  await page.getByLabel('Email').fill(JORDAN.email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

test('message 12002 opens as itself', async ({ page, at }) => {
  await useSandbox(page);
  await signInAs(page, at, JORDAN.email, JORDAN.name);
  await page.goto(at('/my/messages'));
  await page
    .getByRole('list', { name: 'Inbox' })
    .getByRole('link', { name: 'Pool closes for the season' })
    .click();
  await expect(page).toHaveURL(at('/my/messages/12002'));
  const message = page.getByRole('article', { name: 'Pool closes for the season' });
  await expect(message).toContainText('The pool closes for the season on Sunday, November 29');
  await expect(page.getByRole('article', { name: 'Annual meeting on December 10' })).toHaveCount(0);
});

test('opening the unread 12003 leaves one unread message after a reload', async ({ page, at }) => {
  await useSandbox(page);
  await signInAs(page, at, JORDAN.email, JORDAN.name);
  await page.goto(at('/my/messages'));
  const main = page.getByRole('main');
  await expect(main.getByText('2 unread messages', { exact: true })).toBeVisible();
  const marked = page.waitForResponse(
    (r) => r.request().method() === 'PATCH' && r.url().endsWith('/Messages/12003'),
  );
  await page.goto(at('/my/messages/12003'));
  expect((await marked).status()).toBe(200);
  await expect(page.getByRole('article', { name: 'Reply to your request 10001' })).toBeVisible();

  await page.goto(at('/my/messages'));
  await page.reload();
  await expect(main.getByText('1 unread message', { exact: true })).toBeVisible();
  const reply = page.getByRole('list', { name: 'Inbox' }).getByRole('listitem').first();
  await expect(reply).toContainText('Reply to your request 10001');
  await expect(reply).not.toContainText('Unread');
});

test('the menu counts a message read while its first count was still on its way', async ({
  page,
  at,
}) => {
  await useSandbox(page);
  await signInAs(page, at, JORDAN.email, JORDAN.name);
  // A slow connection: the count's answer, made before the message was marked read, arrives after
  // the mark's. The answers are the sandbox's own, only late.
  let counted = () => {};
  const countMade = new Promise<void>((resolve) => (counted = resolve));
  const marked = page.waitForResponse(
    (r) => r.request().method() === 'PATCH' && r.url().endsWith('/Messages/12003'),
  );
  await page.route('**/mock/users/Messages/12003', async (route) => {
    if (route.request().method() === 'PATCH') await countMade;
    await route.continue();
  });
  let first = true;
  await page.route('**/mock/users/Messages?unreadOnly=true*', async (route) => {
    if (!first) return route.continue();
    first = false;
    const response = await route.fetch();
    counted();
    await marked;
    // The app may have given up on this answer by now, and asked again.
    await route.fulfill({ response }).catch(() => undefined);
  });
  await page.goto(at('/my/messages/12003'));
  expect((await marked).status()).toBe(200);
  const messagesLink = page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: /^Messages/ });
  await expect(messagesLink).toContainText('1 unread message');
});

test('a reply is kept: it is in the inbox after a reload and opens with the message it answers', async ({
  page,
  at,
}) => {
  await useSandbox(page);
  await signInAs(page, at, JORDAN.email, JORDAN.name);
  await page.goto(at('/my/messages/12003'));
  await page
    .getByRole('textbox', { name: 'Your reply' })
    .fill('Thanks Dana — I will keep an eye on it.');
  await page.getByRole('button', { name: 'Send reply' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'sent' })).toHaveText(
    'Your reply was sent.',
  );

  await page.goto(at('/my/messages'));
  await page.reload();
  const inbox = page.getByRole('list', { name: 'Inbox' });
  await expect(inbox.getByRole('listitem')).toHaveCount(4);
  await inbox.getByRole('link', { name: 'Re: Reply to your request 10001' }).click();
  await expect(
    page.getByRole('article', { name: 'Re: Reply to your request 10001' }),
  ).toContainText('Thanks Dana — I will keep an eye on it.');
  await expect(
    page.getByRole('article', { name: 'Reply to your request 10001', exact: true }),
  ).toContainText('Thank you for reporting the streetlight');
});

test('a changed preference is still changed after a reload', async ({ page, at }) => {
  await useSandbox(page);
  await signInAs(page, at, JORDAN.email, JORDAN.name);
  await page.goto(at('/my/profile-settings?tab=preferences'));
  const section = page.getByRole('region', { name: 'Preferences' });
  const reminders = section.getByRole('checkbox', {
    name: 'Send me payment reminders by text message',
  });
  const homeownerPhone = section
    .getByRole('group', { name: 'As a homeowner' })
    .getByRole('checkbox', { name: 'Show my phone number' });
  await expect(reminders).toBeChecked();
  await reminders.uncheck();
  await homeownerPhone.uncheck();
  await section.getByRole('button', { name: 'Save preferences' }).click();
  await expect(section.getByRole('status')).toHaveText('Your preferences were saved.');

  await page.reload();
  await expect(reminders).not.toBeChecked();
  await expect(homeownerPhone).not.toBeChecked();
  await expect(
    section.getByRole('checkbox', { name: 'Send me a payment confirmation email' }),
  ).toBeChecked();
});

test('an edited contact stays itself after a reload; the others keep theirs', async ({
  page,
  at,
}) => {
  await useSandbox(page);
  await signInAs(page, at, JORDAN.email, JORDAN.name);
  await page.goto(at('/my/profile-settings'));
  await page.getByRole('button', { name: 'Edit Work', exact: true }).click();
  const editor = page.getByRole('region', { name: 'Edit Work', exact: true });
  await editor.getByRole('textbox', { name: 'Label', exact: true }).fill('Office');
  await editor.getByRole('textbox', { name: 'Phone number', exact: true }).fill('(555) 201-7700');
  await editor.getByRole('button', { name: 'Save contact' }).click();
  const phones = page.getByRole('region', { name: 'Phone numbers' });
  await expect(phones.getByRole('listitem').filter({ hasText: 'Office' })).toContainText(
    '(555) 201-7700',
  );

  await page.reload();
  await expect(phones.getByRole('listitem')).toHaveCount(2);
  await expect(phones.getByRole('listitem').filter({ hasText: 'Office' })).toContainText(
    '(555) 201-7700',
  );
  const mobile = phones.getByRole('listitem').filter({ hasText: 'Mobile' });
  await expect(mobile).toContainText('(555) 201-3344');
  await expect(mobile).toContainText('Primary');
  await expect(phones.getByRole('listitem').filter({ hasText: 'Work' })).toHaveCount(0);
  const emails = page.getByRole('region', { name: 'Email addresses' });
  await expect(emails.getByRole('listitem').filter({ hasText: 'Work email' })).toContainText(
    'jordan@riverastudio.example',
  );
});

test('a changed password signs in next time, and the old one no longer does', async ({
  page,
  at,
}) => {
  await useSandbox(page);
  await signInAs(page, at, JORDAN.email, JORDAN.name);
  await page.goto(at('/my/profile-settings?tab=login'));
  const form = page.getByRole('region', { name: 'Login info' });
  await form.getByLabel('New password (optional)').fill('maple-grove-2026');
  await form.getByLabel('Confirm new password').fill('maple-grove-2026');
  await form.getByLabel('Current password').fill(DEMO_PASSWORD);
  await form.getByRole('button', { name: 'Save login info' }).click();
  await expect(form.getByRole('status')).toHaveText('Your password was changed.');

  // A new visit: the stored session goes, the tenant cookie stays.
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  await logIn(page, at, DEMO_PASSWORD);
  await expect(page.getByRole('alert')).toHaveText('Invalid username, password, or company');
  await logIn(page, at, 'maple-grove-2026');
  await expect(page.getByRole('heading', { name: `Welcome, ${JORDAN.name}` })).toBeVisible();
});
