import { expect, startSignedIn, test } from './fixtures';

// QA forces a mock answer from the browser (mocks/README.md): `?mock=` on any portal address sets
// a cookie that the preview server's mock proxy turns into Prism's `Prefer` header, a marker says
// so until Clear. No page.route here: the forcing is the servers' own.

const SERVER_ERROR = 'We have encountered an error and could not complete your request.';

test('?mock= forces a 500 on GET /Messages until Clear', async ({ page, at, expectAccessible }) => {
  await startSignedIn(page);
  await page.goto(at(`/dashboard?mock=${encodeURIComponent('GET /Messages code=500')}`));

  const marker = page.getByRole('region', { name: 'Mock answers forced' });
  await expect(marker).toContainText('GET /Messages code=500');
  // The parameter is gone from the address: the cookie carries the rule.
  await expect(page).toHaveURL(at('/dashboard'));
  // The marker itself passes axe (checked before the toast: that is the app's own component).
  await expectAccessible();
  // SPEC §8, 5xx: after the retries, one toast with the contract's error code.
  await expect(page.getByText(SERVER_ERROR)).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('Error Code: SV500')).toBeVisible();

  // A reload keeps forcing the answer.
  await page.reload();
  await expect(marker).toBeVisible();

  await marker.getByRole('button', { name: 'Clear' }).click();
  await expect(marker).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Welcome, Jordan Rivera' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Messages', exact: true })).toContainText(
    'Reply to your request 10001',
  );
  await expect(marker).toHaveCount(0);
  await expect(page.getByText(SERVER_ERROR)).toHaveCount(0);
});

test('several rules at once, one of them not understood', async ({ page, at }) => {
  await startSignedIn(page);
  const forced = page.waitForResponse(
    (r) => r.url().includes('/mock/users/Messages?') && r.headers()['x-mock-forced'] !== undefined,
  );
  await page.goto(
    at(
      `/dashboard?mock=${encodeURIComponent('GET /Messages example=empty')}` +
        `&mock=${encodeURIComponent('GET /Security code=200, example=homeownerOnly')}` +
        `&mock=${encodeURIComponent('FETCH /Messages code=500')}`,
    ),
  );
  const marker = page.getByRole('region', { name: 'Mock answers forced' });
  await expect(marker).toContainText('GET /Messages example=empty');
  await expect(marker).toContainText('GET /Security code=200, example=homeownerOnly');
  await expect(marker).toContainText('Not understood, ignored: FETCH /Messages code=500');
  // The network panel names the rule that answered.
  expect((await forced).headers()['x-mock-forced']).toBe('GET /Messages example=empty');
  await expect(page.getByRole('region', { name: 'Messages', exact: true })).toContainText(
    'Your inbox is empty.',
  );
  // /Security answered with its homeowner-only example: no board widgets.
  await expect(page.getByRole('region', { name: 'Payments', exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Board actions', exact: true })).toHaveCount(0);
  await marker.getByRole('button', { name: 'Clear' }).click();
  await expect(marker).toHaveCount(0);
});

test('an abort rule fails the call as a network failure would', async ({ page, at }) => {
  await startSignedIn(page);
  await page.goto(at(`/dashboard?mock=${encodeURIComponent('GET /Messages abort')}`));
  const marker = page.getByRole('region', { name: 'Mock answers forced' });
  await expect(marker).toContainText('GET /Messages abort');
  // SPEC §8, no response: an Error toast with the browser's message, after the retries.
  await expect(page.getByText('Error', { exact: true })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('Failed to fetch')).toBeVisible();
  await marker.getByRole('button', { name: 'Clear' }).click();
});
