import type { Page } from '@playwright/test';
import type { components } from '../../generated/users/schema';
import { expect, startSignedIn, test, withConfig } from './fixtures';

type PortalPage = components['schemas']['PortalPage'];

// What a community offers (issue 24, items 2 and 3): the customer's pmb feature (runtime config
// `pmbCustomers`) and the pages an association's home settings hide (`pages[].visible`; in the
// demo settings Lakeside Towers, 102, hides its directory). What is not offered leaves the menus,
// and its address says so wherever the person came from.

const mainMenu = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const notOffered = (page: Page) =>
  page.getByRole('heading', { name: 'Not offered here', level: 1 });
const welcome = (page: Page) =>
  page.getByRole('heading', { name: 'Welcome, Jordan Rivera', level: 1 });

// An 8×2 px PNG in the portal's blue: the CDN's banners are not reachable from the test machine.
const BANNER_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAACCAIAAADq9gq6AAAAEUlEQVR4nGPQyp+OFTHgkgAA1HETAewQBPMAAAAASUVORK5CYII=',
  'base64',
);
const bannerOf = (associationId: number) =>
  `https://cdn.courtyard.example/associations/${associationId}/banner.jpg`;

/** Serves every association banner of the demo settings from the CDN. */
async function serveBanners(page: Page) {
  await page.route('https://cdn.courtyard.example/associations/*/banner.jpg', (route) =>
    route.fulfill({ contentType: 'image/png', body: BANNER_PNG }),
  );
}

test.beforeEach(async ({ page }) => {
  await startSignedIn(page);
});

test.describe('without the pmb feature for the customer', () => {
  test.beforeEach(async ({ page }) => {
    await withConfig(page, { pmbCustomers: ['OTHER'] });
  });

  test('the payment screens leave the menu and the dashboard, the ledger stays', async ({
    page,
    open,
  }) => {
    await open('/dashboard?account=MG-1001');
    await expect(welcome(page)).toBeVisible();
    const payments = page.getByRole('region', { name: 'Payments', exact: true });
    await expect(payments).toContainText('$1,650.00');
    await expect(payments).toContainText('Not enrolled.');
    await expect(payments.getByRole('link', { name: 'Account overview' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Make a payment' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Set up auto-draft' })).toHaveCount(0);

    const menu = mainMenu(page);
    await expect(menu.getByRole('link', { name: 'Account history' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Payment support' })).toBeVisible();
    for (const name of ['Make a payment', 'Manage payments', 'Auto-draft']) {
      await expect(menu.getByRole('link', { name })).toHaveCount(0);
    }

    await menu.getByRole('link', { name: 'Account overview' }).click();
    await expect(page.getByRole('heading', { name: 'Account overview', level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Manage auto-draft' })).toHaveCount(0);
  });

  test('typed addresses and legacy links of the payment screens say they are not offered', async ({
    page,
    at,
    open,
    expectAccessible,
  }) => {
    // The pages neither render nor ask their services (the make-payment and consent pages start
    // with the association's payment options).
    const paymentCalls: string[] = [];
    page.on('request', (request) => {
      if (
        /\/mock\/connect-payments\/(Association\/\d+\/PaymentOption|Payment\/Setup)/.test(
          request.url(),
        )
      )
        paymentCalls.push(request.url());
    });

    for (const path of ['/billing', '/billing/manage-account', '/billing/payment-consent']) {
      await open(path);
      await expect(notOffered(page), path).toBeVisible();
    }
    await expect(
      page.getByText('Your community does not offer this page in the portal.'),
    ).toBeVisible();
    await expectAccessible();

    for (const [legacy, target] of [
      ['/Payments_v2/MakePayment?account=MG-1001', '/billing?account=MG-1001'],
      ['/Homeowner_v2/AutoDraftEnrollment', '/billing/auto-draft'],
    ] as const) {
      await page.goto(legacy);
      await expect(page).toHaveURL(at(target));
      await expect(notOffered(page), legacy).toBeVisible();
    }
    expect(paymentCalls).toEqual([]);

    await page.getByRole('link', { name: 'Go to the dashboard' }).click();
    await expect(welcome(page)).toBeVisible();
    await expect(page).toHaveURL(at('/dashboard'));
  });

  test('says so in Spanish', async ({ page, open }) => {
    await open('/billing/auto-draft');
    await expect(notOffered(page)).toBeVisible();
    await page.getByLabel('Language').selectOption('es');
    await expect(page.getByRole('heading', { name: 'No se ofrece aquí', level: 1 })).toBeVisible();
    await expect(
      page.getByText('Su comunidad no ofrece esta página en el portal.', { exact: false }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Ir al panel' })).toBeVisible();
  });
});

test('a page the association hides leaves the menu and its address says it is not offered', async ({
  page,
  open,
}) => {
  // Lakeside Towers (LT-2001) hides its directory; Maple Grove (MG-1001) shows it.
  await open('/dashboard?account=LT-2001');
  await expect(welcome(page)).toBeVisible();
  const menu = mainMenu(page);
  await expect(menu.getByRole('link', { name: 'Calendar' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Directory' })).toHaveCount(0);
  // pmb is on: the payment screens are offered.
  await expect(menu.getByRole('link', { name: 'Make a payment' })).toBeVisible();

  await open('/community/directory');
  await expect(notOffered(page)).toBeVisible();
  await expect(page.getByRole('searchbox')).toHaveCount(0);

  await open('/dashboard?account=MG-1001');
  await expect(welcome(page)).toBeVisible();
  await mainMenu(page).getByRole('link', { name: 'Directory' }).click();
  await expect(page.getByRole('heading', { name: 'Directory', level: 1 })).toBeVisible();
});

test('hidden requests and calendar take their dashboard widgets and links along', async ({
  page,
  open,
}) => {
  // Maple Grove (101) hides its requests; Lakeside Towers (102) its calendar, beside the directory.
  await page.route('**/mock/users/HomeSettings', async (route) => {
    const response = await route.fetch();
    const settings = (await response.json()) as { pages: PortalPage[] };
    // Whole pages as the contract has them: the portal checks the settings where they arrive.
    settings.pages.push(
      { pageId: 901, associationId: 101, key: 'requests', title: 'Requests', visible: false },
      { pageId: 902, associationId: 102, key: 'calendar', title: 'Calendar', visible: false },
    );
    await route.fulfill({ response, json: settings });
  });
  await open('/dashboard?account=MG-1001');
  await expect(welcome(page)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Messages', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Recent requests' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Recent reservations' })).toHaveCount(0);

  await open('/dashboard?account=LT-2001');
  await expect(page.getByRole('heading', { name: 'Recent requests' })).toBeVisible();
  const reservations = page.getByRole('region', { name: 'Recent reservations' });
  await expect(reservations).toBeVisible();
  await expect(reservations.getByRole('link', { name: /calendar/i })).toHaveCount(0);
});

test("the dashboard shows the selected association's banner", async ({ page, open }) => {
  await serveBanners(page);
  await open('/dashboard?account=MG-1001');
  await expect(welcome(page)).toBeVisible();
  // Decorative (alt=""), so its role is presentation; the association's name is said elsewhere.
  const banner = page.getByRole('main').getByRole('presentation');
  await expect(banner).toHaveAttribute('src', bannerOf(101));
  await expect(banner).toBeVisible();
  await expect.poll(() => banner.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(8);

  await open('/dashboard?account=LT-2001');
  await expect(banner).toHaveAttribute('src', bannerOf(102));
  await expect(banner).toBeVisible();
});

test.describe('at 360 px', () => {
  test.use({ viewport: { width: 360, height: 800 } });

  test('the phone menu leaves out what is not offered; the banner and the page fit, accessibly', async ({
    page,
    open,
    expectAccessible,
  }) => {
    await withConfig(page, { pmbCustomers: ['OTHER'] });
    await serveBanners(page);
    await open('/dashboard?account=LT-2001');
    await expect(welcome(page)).toBeVisible();
    const banner = page.getByRole('main').getByRole('presentation');
    await expect(banner).toBeVisible();
    expect((await banner.boundingBox())?.width).toBeLessThanOrEqual(360);
    await expectAccessible();

    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer.getByRole('link', { name: 'Account overview' })).toBeVisible();
    for (const name of ['Directory', 'Make a payment', 'Manage payments', 'Auto-draft']) {
      await expect(drawer.getByRole('link', { name })).toHaveCount(0);
    }
    await page.getByRole('button', { name: 'Close menu' }).click();

    await open('/community/directory');
    await expect(notOffered(page)).toBeVisible();
    await expectAccessible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );
  });
});
