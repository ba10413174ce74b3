import type { Page, Request } from '@playwright/test';
import { expect, logInWithForm, test, type UserAnswer } from './fixtures';
import { fillTestCard, signInAs, useSandbox } from './sandbox';

// Issue 19: one session, one path for a session that ends or changes. Two tabs are two pages of
// one browser context (they share localStorage, as tabs do); a second person is a token for user
// 1002, whose user answer these journeys serve themselves (Prism's example is Jordan).

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const jwt = (claims: Record<string, unknown>) =>
  `${b64({ alg: 'none', typ: 'JWT' })}.${b64(claims)}.`;
const FAR_FUTURE = 4102444800;
/** The token Prism's authenticate example answers with (Jordan Rivera, user 1001). */
const jordanToken =
  'eyJhbGciOiJub25lIiwidHlwIjoiSldUIn0.eyJVc2VySWQiOiIxMDAxIiwiQ3VzdG9tZXIiOiJERU1PIiwidW5pcXVlX25hbWUiOiJqb3JkYW4ucml2ZXJhIiwiaWF0IjoxNzYzNzY5NjAwLCJleHAiOjQxMDI0NDQ4MDB9.';
const samToken = jwt({ UserId: '1002', Customer: 'DEMO', unique_name: 'sam.lee', exp: FAR_FUTURE });

async function serveSam(page: Page): Promise<void> {
  const sam: UserAnswer = {
    userId: 1002,
    userName: 'sam.lee',
    email: 'sam.lee@example.com',
    firstName: 'Sam',
    lastName: 'Lee',
    isMimic: false,
  };
  await page.route('**/mock/users/Users/1002', (route) => route.fulfill({ json: sam }));
}

const welcome = (page: Page, name: string) =>
  page.getByRole('heading', { name: `Welcome, ${name}` });

function bearerOf(request: Request): string | undefined {
  return request.headers().authorization?.replace(/^Bearer /, '');
}

test('logging out in one tab ends the session in the other: login page, nothing private left', async ({
  page,
  context,
  at,
}) => {
  await logInWithForm(page, at);
  const other = await context.newPage();
  await other.goto(at('/my/messages'));
  await expect(other.getByRole('heading', { name: 'Messages', level: 1 })).toBeVisible();

  await page.goto(at('/logout'));
  await expect(page).toHaveURL(at('/login'));
  await expect(other).toHaveURL(at('/login?reason=signedOutElsewhere'));
  await expect(
    other.getByText('You were logged out in another tab or window. Please log in again.'),
  ).toBeVisible();
  await expect(other.getByText('Jordan Rivera')).toHaveCount(0);
  await expect(other.getByText('Reply to your request 10001')).toHaveCount(0);
});

test('signing in in one tab while signed out in another brings the other tab in too', async ({
  page,
  context,
  at,
}) => {
  const other = await context.newPage();
  await other.goto(at('/login'));
  await logInWithForm(page, at);
  await other.goto(at('/dashboard'));
  await expect(welcome(other, 'Jordan Rivera')).toBeVisible();
});

test('a token link for another person asks first: Cancel keeps the session everywhere, Continue switches every tab', async ({
  page,
  context,
  at,
}) => {
  await logInWithForm(page, at);
  const other = await context.newPage();
  await serveSam(other);
  await other.goto(at('/dashboard'));
  await expect(welcome(other, 'Jordan Rivera')).toBeVisible();
  await serveSam(page);

  await page.goto(at(`/auth/jwt?token=${samToken}`));
  await expect(page.getByRole('heading', { name: 'Switch account?', level: 1 })).toBeVisible();
  await expect(
    page.getByText('You are signed in as Jordan Rivera. Continue as sam.lee?'),
  ).toBeVisible();
  expect(page.url()).not.toContain('token=');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(welcome(page, 'Jordan Rivera')).toBeVisible();
  await expect(welcome(other, 'Jordan Rivera')).toBeVisible();
  const stored = await page.evaluate(() => localStorage.getItem('user-store') ?? '');
  expect(stored).toContain(jordanToken);

  await page.goto(at(`/auth/jwt?token=${samToken}`));
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(welcome(page, 'Sam Lee')).toBeVisible();
  // The other tab starts again as Sam: nothing of Jordan's stays on its screen.
  await expect(welcome(other, 'Sam Lee')).toBeVisible();
  await expect(other.getByText('Jordan Rivera')).toHaveCount(0);
});

test("the same person's token link signs in without a question; a link without exp is refused", async ({
  page,
  at,
}) => {
  await logInWithForm(page, at);
  await page.goto(
    at(`/auth/jwt?token=${jordanToken}&redirect=${encodeURIComponent('/community/faq')}`),
  );
  await expect(page.getByRole('heading', { name: 'FAQ', level: 1 })).toBeVisible();

  const noExp = jwt({ UserId: '1001', Customer: 'DEMO' });
  await page.goto(at(`/auth/jwt?token=${noExp}`));
  await expect(page.getByText('This sign-in link is not valid.', { exact: false })).toBeVisible();
});

test("signing in as another person from the login form: fresh requests with the new token, none of the previous person's rows", async ({
  page,
  at,
}) => {
  // Jordan's inbox holds a line only Jordan may see.
  await page.route('**/mock/users/Messages**', (route) =>
    bearerOf(route.request()) === jordanToken
      ? route.fulfill({
          json: {
            items: [
              {
                id: 19001,
                subject: 'Only for Jordan',
                body: 'Private',
                from: 'Dana Whitfield',
                fromEmail: 'dana.whitfield@harborview.example',
                sentAt: '2026-11-20T10:00:00Z',
                read: false,
                associationId: 101,
                canReply: false,
                attachments: [],
              },
            ],
            page: 1,
            pageSize: 20,
            totalCount: 1,
            unreadCount: 1,
          },
        })
      : route.continue(),
  );
  await logInWithForm(page, at);
  await expect(page.getByText('Only for Jordan')).toBeVisible();

  await serveSam(page);
  await page.route('**/mock/users/Users/Authenticate', (route) =>
    route.fulfill({ json: { token: samToken } }),
  );
  await page.goto(at('/login'));
  await page.getByLabel('Email').fill('sam.lee@example.com');
  await page.getByLabel('Password').fill('another-horse');
  const samsMessages = page.waitForRequest(
    (request) => request.url().includes('/Messages') && bearerOf(request) === samToken,
  );
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(welcome(page, 'Sam Lee')).toBeVisible();
  await samsMessages;
  await expect(page.getByText('Reply to your request 10001')).toBeVisible();
  await expect(page.getByText('Only for Jordan')).toHaveCount(0);
});

test('a stored token past its exp means signed out at start: no call carries it', async ({
  page,
  at,
}) => {
  const expired = jwt({ UserId: '1001', Customer: 'DEMO', exp: 1_600_000_000 });
  await page.addInitScript((token) => {
    if (sessionStorage.getItem('seeded')) return;
    sessionStorage.setItem('seeded', '1');
    localStorage.setItem(
      'user-store',
      JSON.stringify({
        token,
        portalToken: null,
        selectedPropertyId: 1001,
        selectedAssociationId: 101,
        theme: null,
        gridsColumnState: {},
      }),
    );
  }, expired);
  const carried: string[] = [];
  page.on('request', (request) => {
    if (bearerOf(request) === expired) carried.push(request.url());
  });
  await page.goto(at('/dashboard'));
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  expect(carried).toEqual([]);
  expect(await page.evaluate(() => localStorage.getItem('user-store') ?? '')).not.toContain(
    expired,
  );
});

test('an open page signs out when the token expires, and the login page says why', async ({
  page,
  at,
}) => {
  const soon = jwt({
    UserId: '1001',
    Customer: 'DEMO',
    // Long enough for the dashboard to open on a busy machine before the token runs out.
    exp: Math.floor(Date.now() / 1000) + 15,
  });
  await page.goto(at(`/auth/jwt?token=${soon}&redirect=${encodeURIComponent('/dashboard')}`));
  await page.getByRole('button', { name: 'Continue' }).click();
  // A token with less than two minutes left is warned about at once (the dialog hides the page
  // from assistive technology, so the warning is what there is to find).
  await expect(page.getByRole('alertdialog', { name: 'Your session is about to end' })).toBeVisible(
    { timeout: 12_000 },
  );
  await expect(page).toHaveURL(at('/login?reason=sessionExpired'), { timeout: 25_000 });
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await expect(page.getByText('Your session has expired. Please log in again.')).toBeVisible();
  await expect(page.getByText('Jordan Rivera')).toHaveCount(0);
});

test('a 401 while the profile form has unsaved changes goes straight to /login: no prompt, no profile left', async ({
  page,
  at,
}) => {
  await logInWithForm(page, at);
  await page.goto(at('/my/profile-settings'));
  await page.getByRole('button', { name: 'Edit Mobile' }).click();
  const editor = page.getByRole('region', { name: 'Edit Mobile' });
  await editor.getByRole('textbox', { name: 'Label' }).fill('Cell phone');
  await page.route('**/mock/users/Homeowner/1001/contact/**', (route) =>
    route.fulfill({
      status: 401,
      contentType: 'application/problem+json',
      body: JSON.stringify({ title: 'Unauthorized', status: 401 }),
    }),
  );
  await editor.getByRole('button', { name: 'Save contact' }).click();
  await expect(page).toHaveURL(at('/login'));
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  await expect(page.getByText('Cell phone')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Profile settings' })).toHaveCount(0);
});

test.describe('settings and securities that fail', () => {
  test('fail once at sign-in, then load: the billing pages and the board open', async ({
    page,
    at,
  }) => {
    let settingsFailures = 0;
    let securityFailures = 0;
    await page.route('**/mock/users/HomeSettings', (route) =>
      settingsFailures++ === 0 ? route.fulfill({ status: 503, json: {} }) : route.continue(),
    );
    await page.route('**/mock/users/Security', (route) =>
      securityFailures++ === 0 ? route.fulfill({ status: 503, json: {} }) : route.continue(),
    );
    await logInWithForm(page, at);
    await page.goto(at('/board/arcs'));
    await expect(page.getByRole('heading', { name: 'ARC requests', level: 1 })).toBeVisible();
    await page.goto(at('/billing/support'));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('Loading…')).toHaveCount(0);
    expect(settingsFailures).toBeGreaterThan(1);
  });

  /**
   * Answers a 500 with an Error ID until the person presses Try Again; from that press on, the
   * mock answers again. Tied to the press, not to a moment of the journey: react-query may ask
   * again by itself meanwhile (a component mounting over the failed read), and that must fail
   * too, or the alert and its button could go before the journey presses it.
   */
  async function failUntilTryAgain(page: Page, pattern: string, errorId: string) {
    await page.addInitScript(() => {
      document.addEventListener(
        'click',
        (event) => {
          const button = event.target instanceof Element ? event.target.closest('button') : null;
          if (button?.textContent.trim() === 'Try Again')
            Reflect.set(window, 'tryAgainPressed', true);
        },
        true,
      );
    });
    let failing = true;
    await page.route(pattern, async (route) => {
      if (failing) {
        const pressed = await page
          .evaluate(() => Reflect.get(window, 'tryAgainPressed') === true)
          .catch(() => false);
        failing = !pressed;
      }
      await (failing
        ? route.fulfill({
            status: 500,
            contentType: 'application/problem+json',
            body: JSON.stringify({ title: 'Server error', status: 500, errorId }),
          })
        : route.continue());
    });
  }

  test('fail always: the board says it could not load, with Try Again, not "not for your account"', async ({
    page,
    at,
  }) => {
    test.setTimeout(90_000);
    await failUntilTryAgain(page, '**/mock/users/Security', 'E-SEC-1');
    await logInWithForm(page, at);
    await page.goto(at('/board/arcs'));
    const failure = page.getByRole('alert').filter({
      hasText: 'Your account permissions could not be loaded.',
    });
    // SPEC §9: three retries with backoff first.
    await expect(failure).toBeVisible({ timeout: 30_000 });
    await expect(failure).toContainText('E-SEC-1');
    await expect(page.getByText('Not available for your account')).toHaveCount(0);
    await failure.getByRole('button', { name: 'Try Again' }).click();
    await expect(page.getByRole('heading', { name: 'ARC requests', level: 1 })).toBeVisible();
  });

  test('settings that fail always say so on every page, with the Error ID and Try Again', async ({
    page,
    at,
  }) => {
    test.setTimeout(90_000);
    await failUntilTryAgain(page, '**/mock/users/HomeSettings', 'E-SET-1');
    await logInWithForm(page, at);
    const failure = page.getByRole('alert').filter({
      hasText: 'Your community settings could not be loaded.',
    });
    await expect(failure).toBeVisible({ timeout: 30_000 });
    await expect(failure).toContainText('E-SET-1');
    await failure.getByRole('button', { name: 'Try Again' }).click();
    await expect(failure).toHaveCount(0);
    await page.goto(at('/billing/support'));
    await expect(page.getByText('Maple Grove HOA').first()).toBeVisible();
  });
});

test('a payment method added on billing or removed in manage payments shows on the other page without a reload', async ({
  page,
  at,
}) => {
  // Against the sandbox: what is added or removed is what the service lists after a reload too.
  await useSandbox(page);
  await signInAs(page, at, 'jordan.rivera@example.com', 'Jordan Rivera');
  await page.goto(at('/billing'));
  await page.getByRole('button', { name: 'Add a new payment method' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a payment method' });
  await fillTestCard(dialog);
  await dialog.getByRole('button', { name: 'Save payment method' }).click();
  await expect(page.getByRole('radio', { name: /Visa ending in 5556/ })).toBeChecked();

  // In-app navigation: the same cache, no reload.
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Manage payments' })
    .click();
  const methods = page.getByRole('region', { name: 'Saved payment methods' });
  await expect(methods).toContainText('Visa ending in 5556');

  await methods
    .getByRole('button', { name: 'Remove Checking ending in 6789, First Community Bank' })
    .click();
  await page
    .getByRole('dialog', { name: 'Remove Checking ending in 6789, First Community Bank?' })
    .getByRole('button', { name: 'Remove payment method' })
    .click();
  await expect(methods).not.toContainText('Checking ending in 6789');

  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Make a payment' })
    .click();
  await expect(page.getByRole('radio', { name: /Visa ending in 5556/ })).toBeVisible();
  await expect(page.getByRole('radio', { name: /Checking ending in 6789/ })).toHaveCount(0);

  // And the service holds both changes: a reload shows the same.
  await page.reload();
  await expect(page.getByRole('radio', { name: /Visa ending in 5556/ })).toBeVisible();
  await expect(page.getByRole('radio', { name: /Savings ending in 1234/ })).toBeVisible();
  await expect(page.getByRole('radio', { name: /Checking ending in 6789/ })).toHaveCount(0);
});
