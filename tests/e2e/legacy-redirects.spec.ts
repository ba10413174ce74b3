import { expect, startSignedIn, test } from './fixtures';

// One legacy link of each family; the remaining path and the query string travel along.
test.beforeEach(async ({ page }) => {
  await startSignedIn(page);
});

test.describe('legacy route names redirect to their new pages', () => {
  for (const [from, to, heading] of [
    ['/Homeowner_v2/ContactInfo?tab=phone', '/my/profile-settings?tab=phone', 'Profile settings'],
    ['/Homeowner_v2/Messages?box=inbox', '/community/requests?box=inbox', 'Requests'],
    ['/Homeowner_v2/Messages/12001', '/my/messages/12001', 'Messages'],
    ['/Home_v2/FAQ?q=pool', '/community/faq?q=pool', 'FAQ'],
    ['/Board_v2/ActionItems_ARC?status=open', '/board/arcs?status=open', 'ARC requests'],
    ['/Payments_v2/MakePayment?account=MG-1001', '/billing?account=MG-1001', 'Make a payment'],
    [
      '/Custom_v2/ClubhouseRules?ref=newsletter',
      '/custom/ClubhouseRules?ref=newsletter',
      'Clubhouse rules',
    ],
  ] as const) {
    test(`${from} → ${to}`, async ({ page }) => {
      await page.goto(from);
      await expect(page).toHaveURL(to);
      await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
    });
  }
});

test('an unknown path shows not-found', async ({ page }) => {
  await page.goto('/Homeowner_v2/NoSuchThing');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await page.goto('/definitely/not/here');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});
