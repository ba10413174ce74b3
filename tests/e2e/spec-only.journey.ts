import type { Page, Request } from '@playwright/test';
import { extensionMatchers, extensionOf, SPEC_ONLY_COOKIE } from '../../scripts/spec-only.ts';
import { expect, startSignedIn, test } from './fixtures';

// Issue 56 item 1: the portal against services that have only SPEC §7's calls. The preview
// server's spec-only mode (scripts/spec-only.ts, on the cookie set here) serves config.json with no
// capability and answers 404 for every operation the contracts mark `x-courtyard-extension`, in
// front of Prism. Every SPEC §2 page is visited: it shows its heading and no error, raises no error
// toast, and sends no extension call at all (the portal must not even try); the pages whose content
// is extension-only say "Not offered here" and their menu items are gone. Run by the `spec-only`
// project (playwright.config.ts), once: the same pages under /embed share the components.

const extensions = extensionMatchers();
const NOT_OFFERED = 'Not offered here';
const DEMO_USER_TOKEN =
  'eyJhbGciOiJub25lIiwidHlwIjoiSldUIn0.eyJVc2VySWQiOiIxMDAxIiwiQ3VzdG9tZXIiOiJERU1PIiwidW5pcXVlX25hbWUiOiJqb3JkYW4ucml2ZXJhIiwiaWF0IjoxNzYzNzY5NjAwLCJleHAiOjQxMDI0NDQ4MDB9.';

interface Visit {
  url: string;
  /** The page's heading as it should stand (`NOT_OFFERED` for an extension-only page). */
  heading: string | RegExp;
  /** A page of the signed-out area (no session). */
  signedOut?: true;
  /** Where the portal sends it instead (a page whose only call is an extension). */
  lands?: RegExp;
}

const VISITS: Visit[] = [
  { url: '/login', heading: /^Log in/, signedOut: true },
  { url: '/create-account', heading: /create/i, signedOut: true },
  { url: '/forgot-login', heading: /^Log in/, signedOut: true, lands: /\/login$/ },
  { url: '/request-account', heading: /create/i, signedOut: true, lands: /\/create-account$/ },
  { url: '/dashboard', heading: 'Welcome, Jordan Rivera' },
  { url: '/billing', heading: /pay/i },
  { url: '/billing/manage-account', heading: /manage/i },
  { url: '/billing/payment-consent', heading: /consent/i },
  { url: '/billing/support', heading: /support/i },
  { url: '/billing/account-overview', heading: /overview/i },
  { url: '/billing/account-history', heading: /history/i },
  { url: '/billing/auto-draft', heading: /auto-draft/i },
  { url: '/community/calendar', heading: /calendar/i },
  { url: '/community/directory', heading: NOT_OFFERED },
  { url: '/community/requests', heading: /requests/i },
  { url: '/community/new-request', heading: NOT_OFFERED },
  { url: '/community/documents', heading: /documents/i },
  { url: '/community/help', heading: NOT_OFFERED },
  { url: '/community/faq', heading: NOT_OFFERED },
  { url: '/my/profile-settings', heading: /profile/i },
  { url: '/my/messages', heading: /messages/i },
  { url: '/my/messages/12001', heading: NOT_OFFERED },
  { url: '/board/arcs', heading: /arc/i },
  { url: '/board/arcs/6001', heading: /Exterior paint/ },
  { url: '/board/more-items', heading: /more/i },
  { url: '/board/to-do-list', heading: NOT_OFFERED },
  { url: '/board/homeowners', heading: NOT_OFFERED },
  { url: '/board/violations', heading: NOT_OFFERED },
  { url: '/board/inspections', heading: NOT_OFFERED },
  { url: '/board/work-orders', heading: NOT_OFFERED },
  { url: '/board/invoices', heading: NOT_OFFERED },
  { url: '/board/collections', heading: NOT_OFFERED },
  { url: '/board/bank-accounts', heading: NOT_OFFERED },
  { url: '/board/reports', heading: NOT_OFFERED },
];

/** The menu items that need a capability: none of them is in the menu here. */
const EXTENSION_MENU_ITEMS = [
  'New request',
  'ARC applications',
  'Announcements',
  'Violation notices',
  'Directory',
  'FAQ',
  'Help',
  'Household',
  'To-do list',
  'Homeowners',
  'Work orders',
  'Invoices',
  'Reports',
];

/** Pages that need a capability: no link on any page leads to one here. */
const EXTENSION_PAGES =
  /^\/(community\/(directory|new-request|help|faq|announcements|violations|arc-requests)|my\/(messages\/[^/]+|household)|board\/(announcements|bank-accounts|collections|homeowners|inspections|violations|invoices|reports|to-do-list|work-orders)|forgot-login|request-account)(\/|$)/;

/**
 * Every extension call the page sends from now on, and every one its fetchers refused to send
 * (src/lib/api/api-error.ts, `notOfferedHere`): the portal must not even ask.
 */
function extensionCalls(page: Page): string[] {
  const seen: string[] = [];
  page.on('console', (message) => {
    if (message.text().startsWith('Not sent: this deployment does not offer'))
      seen.push(`${page.url()}: ${message.text()}`);
  });
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    const extension = extensionOf(extensions, request.method(), url.pathname);
    if (extension) seen.push(`${request.method()} ${url.pathname} (${extension.capability})`);
  });
  return seen;
}

// Soft: one run lists every page that breaks, not only the first.
async function expectSound(page: Page, visit: Visit): Promise<void> {
  if (visit.lands) await expect.soft(page).toHaveURL(visit.lands);
  const heading = page.getByRole('heading', { level: 1 });
  await expect.soft(heading, visit.url).toHaveText(visit.heading);
  // Late calls (a widget's, a panel's) have had their chance to fail.
  await page.waitForLoadState('networkidle');
  await expect
    .soft(page, `${visit.url} went to an error page`)
    .not.toHaveURL(/server-error|not-found/);
  await expect
    .soft(page.locator('[data-sonner-toast][data-type="error"]'), `${visit.url}: error toast`)
    .toHaveCount(0);
  await expect
    .soft(page.getByRole('button', { name: /^(Try again|Retry)$/ }), `${visit.url}: a failed part`)
    .toHaveCount(0);
  // In-page anchors (the skip link) aside.
  const hrefs = await page
    .locator('a[href]:not([href^="#"])')
    .evaluateAll((links) =>
      links.map((link) => new URL((link as HTMLAnchorElement).href).pathname),
    );
  expect
    .soft(
      hrefs.filter((href) => EXTENSION_PAGES.test(href)),
      `${visit.url}: links to pages that are not offered`,
    )
    .toEqual([]);
}

test.beforeEach(async ({ page, baseURL }) => {
  await page
    .context()
    .addCookies([{ name: SPEC_ONLY_COOKIE, value: '1', url: baseURL ?? '', sameSite: 'Strict' }]);
});

test('the preview answers 404 for an extension call and offers no capability', async ({ page }) => {
  const config = await page.request.get('/config.json');
  expect(((await config.json()) as { capabilities: unknown }).capabilities).toEqual([]);
  const faq = await page.request.get('/mock/users/Community/Faq?associationId=101');
  expect(faq.status()).toBe(404);
  // The demo user token of docs/contracts.md ("Tokens in examples"): Prism checks the scheme.
  const messages = await page.request.get('/mock/users/Messages', {
    headers: { authorization: `Bearer ${DEMO_USER_TOKEN}` },
  });
  expect(messages.status()).not.toBe(404);
});

test('every SPEC page works without the extensions, and no extension call is sent', async ({
  page,
  at,
}) => {
  test.setTimeout(180_000);
  const calls = extensionCalls(page);
  for (const visit of VISITS.filter((v) => v.signedOut)) {
    await page.goto(at(visit.url));
    await expectSound(page, visit);
  }
  await startSignedIn(page);
  for (const visit of VISITS.filter((v) => !v.signedOut)) {
    await page.goto(at(visit.url));
    await expectSound(page, visit);
  }
  // Adding a payment method needs the service to store it (paymentMethodCompletion): not offered.
  for (const url of ['/billing', '/billing/manage-account']) {
    await page.goto(at(url));
    // The saved methods are listed, so the add button would be there by now.
    await expect(page.getByText(/Visa/).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('button', { name: /Add a (new )?payment method/ })).toHaveCount(0);
  }
  const menu = page.getByRole('navigation', { name: /main|menu/i }).first();
  for (const name of EXTENSION_MENU_ITEMS)
    await expect(menu.getByRole('link', { name, exact: true })).toHaveCount(0);
  await expect(menu.getByRole('link', { name: 'Dashboard', exact: true })).toBeVisible();
  expect(calls).toEqual([]);
});
