import { expect, startSignedIn, test } from './fixtures';

// The global error toasts of SPEC §8, raised by a real service call every signed-in page makes
// (the unread-messages count in the menu), answered with an error.
const messages = '**/mock/users/Messages?*';

test.beforeEach(async ({ page }) => {
  await startSignedIn(page);
});

test('a 4xx with problem details shows its text and Error ID', async ({ page, open }) => {
  await page.route(messages, (route) =>
    route.fulfill({
      status: 422,
      contentType: 'application/problem+json',
      json: {
        title: 'Validation failed',
        status: 422,
        detail: 'Your inbox could not be read.',
        errorId: 'abc-123',
      },
    }),
  );
  await open('/');
  await expect(page.getByText('Your inbox could not be read.')).toBeVisible();
  await expect(page.getByText('Error ID: abc-123')).toBeVisible();
});

test('a 5xx shows the server text, the report link and the error code', async ({ page, open }) => {
  await page.route(messages, (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/problem+json',
      json: { title: 'Boom', status: 500, errorCode: 'SV500' },
    }),
  );
  await open('/');
  // After three retries with backoff (1 s, 2 s, 4 s): one toast, not four.
  await expect(
    page.getByText('We have encountered an error and could not complete your request.'),
  ).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByText('Error Code: SV500')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Report the problem' })).toBeVisible();
});

test('no response shows an Error toast with the message', async ({ page, open }) => {
  await page.route(messages, (route) => route.abort('connectionrefused'));
  await open('/');
  await expect(page.getByText('Error', { exact: true })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('Failed to fetch')).toBeVisible();
});

test('the server error page says SPEC §8’s words, and Try again returns to the page that failed, in the portal only', async ({
  page,
  at,
}) => {
  await page.goto(at(`/server-error?from=${encodeURIComponent('/billing/support?tab=card')}`));
  await expect(page.getByRole('heading', { name: 'Server Error', level: 1 })).toBeVisible();
  await expect(
    page.getByText(
      'Server Error: We apologize. There was an error from the server. You might need to try again later.',
      { exact: true },
    ),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page).toHaveURL(at('/billing/support?tab=card'));
  await expect(page.getByRole('heading', { name: 'Payment support', level: 1 })).toBeVisible();

  // Another host is never a target: Try again goes to the dashboard instead.
  await page.goto(at(`/server-error?from=${encodeURIComponent('/.//evil.example')}`));
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page).toHaveURL(at('/dashboard'));

  await page.getByLabel('Language').selectOption('es');
  await page.goto(at('/server-error'));
  await expect(page.getByRole('heading', { name: 'Error del servidor', level: 1 })).toBeVisible();
  await expect(
    page.getByText(
      'Lo sentimos. Hubo un error del servidor. Es posible que deba intentarlo más tarde.',
    ),
  ).toBeVisible();
});

test('a page whose own first call fails with a 5xx opens the server error page, and Try again comes back', async ({
  page,
  at,
}) => {
  const message = '**/mock/users/Messages/12001';
  await page.route(message, (route) =>
    route.request().method() === 'GET'
      ? route.fulfill({
          status: 503,
          contentType: 'application/problem+json',
          json: { title: 'Unavailable', status: 503, errorCode: 'SV503' },
        })
      : route.continue(),
  );
  await page.goto(at('/my/messages/12001'));
  // After the retries (1 s, 2 s, 4 s), the page gives way to SPEC §8's page, with the toast's code.
  await expect(page.getByRole('heading', { name: 'Server Error', level: 1 })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page).toHaveURL(
    at(`/server-error?from=${encodeURIComponent('/my/messages/12001')}`),
  );
  await expect(page.getByText('Error Code: SV503')).toBeVisible();

  await page.unroute(message);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page).toHaveURL(at('/my/messages/12001'));
  await expect(page.getByRole('list', { name: 'Conversation' })).toBeVisible();
});
