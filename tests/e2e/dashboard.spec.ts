import type { Page, Request } from '@playwright/test';
import { expect, logIn, preferStatus, test } from './fixtures';

// The dashboard widgets against Prism (issue 13). Every widget is its own request: one failing
// service shows its error in its widget while the others render. The demo is November 22, 2026
// (docs/contracts.md), so the 30-day and 25-day windows of SPEC §9 are pinned to it.
const demoNow = new Date('2026-11-22T15:00:00Z');
const requestsCall = '**/mock/action-items/HomeownerRequests?*';

const widget = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

/** Records the requests whose URL matches, for assertions after the fact. */
function record(page: Page, url: RegExp): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (url.test(request.url())) seen.push(request);
  });
  return seen;
}

const query = (request: Request) => new URL(request.url()).searchParams;

test.beforeEach(async ({ page }) => {
  await page.clock.setFixedTime(demoNow);
});

test('shows every widget with the data of the selected property', async ({ page, at, open }) => {
  await logIn(page, at);
  const calls = record(page, /\/mock\/(action-items|associations|connect-payments)\//);
  await open('/dashboard?account=MG-1001');
  // The account picks the property once; the address then stays clean.
  await expect(page).toHaveURL(at('/dashboard'));
  await expect(
    page.getByRole('heading', { name: 'Welcome, Jordan Rivera', level: 1 }),
  ).toBeVisible();

  const property = widget(page, 'Current property');
  await expect(property).toContainText('12 Maple Court');
  await expect(property).toContainText('Springfield, IL 62704');
  await expect(property).toContainText('MG-1001');
  await expect(property).toContainText('Maple Grove HOA');

  const payments = widget(page, 'Payments');
  await expect(payments).toContainText('$1,650.00');
  const special = payments.getByRole('listitem').filter({ hasText: 'Special assessment 2026' });
  await expect(special).toContainText('$1,200.00');
  await expect(special).toContainText('Payments blocked');
  await expect(payments).toContainText('December 2026 assessment: $450.00, due Dec 1, 2026');
  await expect(payments).toContainText('Not enrolled.');
  await expect(payments.getByRole('link', { name: 'Set up auto-draft' })).toHaveAttribute(
    'href',
    at('/billing/auto-draft'),
  );
  await expect(payments.getByRole('link', { name: 'Make a payment' })).toHaveAttribute(
    'href',
    at('/billing?account=MG-1001'),
  );

  const messages = widget(page, 'Messages');
  await expect(messages).toContainText('2 unread messages');
  await expect(messages.getByRole('listitem')).toHaveCount(3);
  // Unread first.
  await expect(messages.getByRole('listitem').first()).toContainText('Reply to your request 10001');
  await expect(messages.getByRole('listitem').nth(1)).toContainText(
    'Annual meeting on December 10',
  );
  await expect(messages.getByRole('listitem').nth(2)).toContainText('Pool closes for the season');
  await expect(messages.getByRole('link', { name: 'Reply to your request 10001' })).toHaveAttribute(
    'href',
    at('/my/messages/12003'),
  );

  const requests = widget(page, 'Recent requests');
  await expect(requests.getByRole('listitem')).toHaveCount(3);
  await expect(requests.getByRole('listitem').first()).toContainText(
    'Streetlight out on Maple Court',
  );
  await expect(requests.getByRole('listitem').first()).toContainText('Open');
  await expect(requests).toContainText('Pool gate latch broken');

  const reservations = widget(page, 'Recent reservations');
  await expect(reservations.getByRole('listitem')).toHaveCount(3);
  await expect(reservations.getByRole('listitem').first()).toContainText('Tennis court');
  await expect(reservations.getByRole('listitem').first()).toContainText('Declined');
  await expect(reservations.getByRole('listitem').last()).toContainText('Clubhouse');
  await expect(reservations.getByRole('listitem').last()).toContainText('Dec 6, 2026, 14:00–18:00');

  const board = widget(page, 'Board actions');
  await expect(board.getByRole('link', { name: 'ARC requests pending 1' })).toHaveAttribute(
    'href',
    at('/board/arcs'),
  );
  await expect(board.getByRole('link', { name: 'To-do items 3' })).toHaveAttribute(
    'href',
    at('/board/to-do-list'),
  );

  const arc = widget(page, 'ARC requests waiting for your vote');
  await expect(arc.getByRole('listitem')).toHaveCount(1);
  await expect(arc.getByRole('link', { name: 'Exterior paint – Sage Green' })).toHaveAttribute(
    'href',
    at('/board/arcs/6001'),
  );
  await expect(arc).toContainText('Priya Shah · 2 of 5 votes');
  await expect(arc).toContainText('Decision due Dec 5, 2026');
  await expect(arc).not.toContainText('Backyard cedar fence');

  // What the widgets asked for: the selected association and owner, the SPEC §9 windows.
  const sent = (path: RegExp) => calls.filter((r) => path.test(new URL(r.url()).pathname));
  const requestQuery = sent(/\/HomeownerRequests$/)
    .map(query)
    .find((q) => q.get('associationId') === '101');
  expect(requestQuery?.get('from')).toBe('2026-10-23');
  const reservationQuery = sent(/\/Associations\/101\/Reservation$/).map(query)[0];
  expect(reservationQuery?.get('ownerId')).toBe('5001');
  expect(reservationQuery?.get('from')).toBe('2026-10-23');
  const chargeQuery = sent(/\/Charge$/)
    .map(query)
    .at(-1);
  expect(chargeQuery?.getAll('subLedgerId')).toEqual(['3001', '3002']);
  expect(chargeQuery?.get('dueAfter')).toBe('2026-11-22');
  expect(chargeQuery?.get('dueBefore')).toBe('2026-12-17');
  const arcQuery = sent(/\/Board\/ArcRequests$/)
    .map(query)
    .at(-1);
  expect(arcQuery?.get('associationId')).toBe('101');
  expect(arcQuery?.get('mine')).toBe('true');
  expect(
    sent(/\/BoardMember\/BoardMemberTaskOverview$/)
      .map(query)
      .at(-1)
      ?.get('associationId'),
  ).toBe('101');
});

test('one failing service fails its widget alone, and Try again brings it back', async ({
  page,
  at,
}) => {
  // Three retries with backoff (1 s, 2 s, 4 s) before the widget gives up.
  test.setTimeout(60_000);
  let failing = true;
  await page.route(requestsCall, (route) =>
    failing
      ? route.fulfill({
          status: 500,
          contentType: 'application/problem+json',
          json: { title: 'Boom', status: 500, errorCode: 'SV500' },
        })
      : route.fallback(),
  );
  await logIn(page, at, '/dashboard?account=MG-1001');

  const requests = widget(page, 'Recent requests');
  await expect(requests.getByRole('alert')).toContainText('Your requests could not be loaded.', {
    timeout: 20_000,
  });
  // Everything else is there.
  await expect(widget(page, 'Payments')).toContainText('$1,650.00');
  await expect(widget(page, 'Current property')).toContainText('12 Maple Court');
  await expect(widget(page, 'Messages')).toContainText('Reply to your request 10001');
  await expect(widget(page, 'Recent reservations')).toContainText('Clubhouse');
  await expect(widget(page, 'Board actions')).toContainText('Open violations');
  await expect(widget(page, 'ARC requests waiting for your vote')).toContainText(
    'Exterior paint – Sage Green',
  );
  // The widget says it, not a global toast.
  await expect(
    page.getByText('We have encountered an error and could not complete your request.'),
  ).toHaveCount(0);

  failing = false;
  await requests.getByRole('button', { name: 'Try again' }).click();
  await expect(requests.getByRole('listitem').first()).toContainText(
    'Streetlight out on Maple Court',
  );
  await expect(requests.getByRole('heading', { name: 'Recent requests' })).toBeFocused();
});

test('shows the board widgets to board members only', async ({ page, at }) => {
  await preferStatus(page, '**/mock/users/Security', 'example=homeownerOnly');
  const boardCalls = record(page, /\/mock\/action-items\/(BoardMember|Board)\//);
  await logIn(page, at, '/dashboard?account=MG-1001');
  await expect(widget(page, 'Recent requests')).toContainText('Streetlight out on Maple Court');
  await expect(widget(page, 'Payments')).toContainText('$1,650.00');
  await expect(widget(page, 'Board actions')).toHaveCount(0);
  await expect(widget(page, 'ARC requests waiting for your vote')).toHaveCount(0);
  expect(boardCalls).toEqual([]);
});

test('empty widgets say what to do next', async ({ page, at }) => {
  await preferStatus(page, requestsCall, 'example=noRequests');
  await preferStatus(page, '**/mock/associations/Associations/*/Reservation?*', 'example=empty');
  await preferStatus(page, '**/mock/action-items/Board/ArcRequests?*', 'example=empty');
  await preferStatus(
    page,
    '**/mock/action-items/BoardMember/BoardMemberTaskOverview?*',
    'example=nothingPending',
  );
  await logIn(page, at, '/dashboard?account=MG-1001');

  const requests = widget(page, 'Recent requests');
  await expect(requests).toContainText('You have made no requests in the last 30 days.');
  await expect(requests.getByRole('link', { name: 'Submit a request' })).toHaveAttribute(
    'href',
    at('/community/new-request'),
  );
  const reservations = widget(page, 'Recent reservations');
  await expect(reservations).toContainText('You have made no reservations in the last 30 days.');
  await expect(reservations.getByRole('link', { name: 'Reserve an amenity' })).toBeVisible();
  await expect(widget(page, 'Board actions')).toContainText('All caught up');
  await expect(widget(page, 'ARC requests waiting for your vote')).toContainText(
    'No ARC request is waiting for your vote.',
  );
});

test('switches the property from its widget, and every widget follows', async ({ page, at }) => {
  await logIn(page, at, '/dashboard?account=MG-1001');
  const property = widget(page, 'Current property');
  await expect(property).toContainText('12 Maple Court');
  await property.getByLabel('Switch to another property').selectOption({
    label: '400 Lakeshore Drive, Unit 4B · LT-2001 · Lakeside Towers Condominium',
  });
  await property.getByRole('button', { name: 'Switch property' }).click();

  await expect(property).toContainText('400 Lakeshore Drive, Unit 4B');
  await expect(property).toContainText('Lakeside Towers Condominium');
  await expect(
    page.getByRole('button', { name: /^Property: 400 Lakeshore Drive, Unit 4B · LT-2001/ }),
  ).toBeVisible();
  const payments = widget(page, 'Payments');
  await expect(payments).toContainText('$1,285.50');
  await expect(payments).toContainText('December 2026 condo dues: $1,285.50, due Dec 5, 2026');
  await expect(payments.getByRole('link', { name: 'Make a payment' })).toHaveAttribute(
    'href',
    at('/billing?account=LT-2001'),
  );
});

for (const width of [360, 1280]) {
  test(`has no accessibility violations at ${width} px`, async ({
    page,
    at,

    expectAccessible,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await logIn(page, at, '/dashboard?account=MG-1001');
    await expect(widget(page, 'Recent reservations')).toContainText('Clubhouse');
    await expect(widget(page, 'ARC requests waiting for your vote')).toContainText('Priya Shah');
    await expect(widget(page, 'Payments')).toContainText('$1,650.00');
    await expectAccessible();
  });
}
