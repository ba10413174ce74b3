import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { reserveAs, signInAs, useSandbox } from './sandbox';

// Requests and reservations against the sandbox: a new request and its reply stay after a
// reload, a cancelled and a moved reservation stay so, a slot someone else took is refused, and
// each person sees their own. No request is answered here; every answer is the sandbox's. Both
// clocks are the story's day (Sunday 2026-11-22, 10:30 am Eastern), so the dates are the
// contracts' examples'.

const NOW = '2026-11-22T15:30:00Z';
const JORDAN = ['jordan.rivera@example.com', 'Jordan Rivera'] as const;
const PRIYA = ['priya.shah@example.com', 'Priya Shah'] as const;

test.beforeEach(({ pathPrefix }) => {
  test.skip(pathPrefix !== '', 'the sandbox journeys run at / only');
});

async function start(
  page: Page,
  at: (path: string) => string,
  person: readonly [string, string] = JORDAN,
) {
  const tenant = await useSandbox(page, { now: NOW });
  await page.clock.setFixedTime(new Date(NOW));
  await signInAs(page, at, ...person);
  if (person === JORDAN) {
    // Jordan's first home is at Lakeside Towers; the requests here are Maple Grove's (MG-1001).
    await page.goto(at('/dashboard?account=MG-1001'));
    await expect(page.getByRole('region', { name: 'Current property' })).toContainText('MG-1001');
  }
  return tenant;
}

const reservationCard = (page: Page, amenity: string) =>
  page
    .getByRole('list', { name: 'Your reservations' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: amenity }) });

test('a new request with its typed words is listed after a reload, and its reply stays', async ({
  page,
  at,
}) => {
  await start(page, at);
  const subject = `Porch light out at 12 Maple Court ${randomUUID().slice(0, 8)}`;
  await page.goto(at('/community/new-request'));
  await page.getByRole('textbox', { name: 'Subject' }).fill(subject);
  await page
    .getByRole('textbox', { name: 'Description' })
    .fill('The porch light by the shared walkway flickers and goes out after dark.');
  await page.getByLabel('Add files').setInputFiles({
    name: 'porch.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.from([0xff, 0xd8, 0xff, 0xd9]),
  });
  await page.getByRole('button', { name: 'Submit request' }).click();
  const created = page.getByRole('region', { name: 'Your request was submitted' });
  await expect(created).toContainText(subject);
  await expect(created).toContainText('The management company expects to reply by Nov 29, 2026.');

  await created.getByRole('link', { name: 'View your requests' }).click();
  const thread = page.getByRole('region', { name: subject });
  await expect(thread.getByRole('list', { name: 'Attachments' }).first()).toContainText(
    'porch.jpg',
  );
  const reply = thread.getByRole('form', { name: 'Reply' });
  await reply.getByRole('textbox', { name: 'Your reply' }).fill('It went out again tonight.');
  await reply.getByRole('button', { name: 'Send reply' }).click();
  await expect(reply.getByRole('status')).toHaveText('Your reply was sent.');

  await page.reload();
  const list = page.getByRole('list', { name: 'Your requests' });
  await expect(list.getByRole('listitem').first()).toContainText(subject);
  await expect(list.getByRole('listitem')).toHaveCount(4);
  const again = page.getByRole('region', { name: subject });
  await expect(again).toContainText(
    'The porch light by the shared walkway flickers and goes out after dark.',
  );
  await expect(
    again.getByRole('listitem').filter({ hasText: 'It went out again tonight.' }),
  ).toContainText('Jordan Rivera');
});

test('a closed request takes no reply, after a reload too', async ({ page, at }) => {
  await start(page, at);
  await page.goto(at('/community/requests?id=10002'));
  const closed = page.getByRole('region', { name: 'Pool gate latch broken' });
  await expect(closed).toContainText(
    'This request is closed and takes no more replies. Submit a new request if you need more help.',
  );
  await expect(closed.getByRole('form', { name: 'Reply' })).toHaveCount(0);
});

test('a cancelled and a moved reservation stay so after a reload', async ({ page, at }) => {
  await start(page, at);
  await page.goto(at('/community/requests?tab=reservations'));
  const clubhouse = reservationCard(page, 'Clubhouse');
  const pavilion = reservationCard(page, 'Pool pavilion');
  await expect(clubhouse).toContainText('Sunday, December 6, 2026');

  await pavilion.getByRole('button', { name: 'Cancel reservation' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Cancel this reservation?' });
  await confirm.getByRole('button', { name: 'Cancel reservation' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'was cancelled' })).toBeVisible();
  await expect(pavilion).toHaveCount(0);

  await clubhouse.getByRole('button', { name: 'Move to another time' }).click();
  const dialog = page.getByRole('dialog', { name: 'Move your reservation' });
  await dialog.getByLabel('New date').fill('2026-12-13');
  await dialog
    .getByRole('group', { name: 'New time slot' })
    .getByRole('radio', { name: /10:00 AM – 2:00 PM/ })
    .check();
  await dialog.getByRole('button', { name: 'Move reservation' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'is now' })).toHaveText(
    'Your reservation of the Clubhouse is now Sunday, December 13, 2026, 10:00 AM – 2:00 PM.',
  );

  await page.reload();
  await expect(clubhouse).toContainText('Sunday, December 13, 2026');
  await expect(clubhouse).toContainText('10:00 AM – 2:00 PM');
  await expect(clubhouse).toContainText('Tentative');
  await expect(reservationCard(page, 'Tennis court')).toContainText('Declined');
  await expect(pavilion).toHaveCount(0);
  // The slot it left is free again; the one it took is held.
  await page.goto(at('/community/new-request?form=reservation'));
  await page.getByRole('combobox', { name: 'Amenity' }).selectOption({ label: 'Clubhouse' });
  const date = page.getByLabel('Date', { exact: true });
  const slots = page.getByRole('group', { name: 'Time slot' });
  await date.fill('2026-12-06');
  await expect(slots.getByRole('radio', { name: '2:00 PM – 6:00 PM' })).toBeEnabled();
  await date.fill('2026-12-13');
  await expect(
    slots.getByRole('radio', { name: '10:00 AM – 2:00 PM (already booked)' }),
  ).toBeDisabled();
});

test('a slot someone else took meanwhile is refused beside the slot, and nothing is booked', async ({
  page,
  at,
}) => {
  const tenant = await start(page, at);
  await page.goto(at('/community/new-request?form=reservation'));
  await page.getByRole('combobox', { name: 'Amenity' }).selectOption({ label: 'Clubhouse' });
  await page.getByLabel('Date', { exact: true }).fill('2026-12-13');
  const slots = page.getByRole('group', { name: 'Time slot' });
  const afternoon = slots.getByRole('radio', { name: /^2:00 PM – 6:00 PM/ });
  await afternoon.check();
  await reserveAs(page, tenant, PRIYA[0], 101, {
    amenityId: 1501,
    date: '2026-12-13',
    startTime: '14:00',
    endTime: '18:00',
  });

  await page.getByRole('button', { name: 'Request reservation' }).click();
  await expect(afternoon).toBeDisabled();
  await expect(afternoon).toHaveAccessibleName('2:00 PM – 6:00 PM (already booked)');
  await expect(
    slots.getByRole('radio', { name: '6:00 PM – 10:00 PM' }),
  ).toHaveAccessibleDescription(
    'This time slot is no longer available. Please choose another time.',
  );
  await page.goto(at('/community/requests?tab=reservations'));
  await expect(reservationCard(page, 'Clubhouse')).toHaveCount(1);
  await expect(reservationCard(page, 'Clubhouse')).toContainText('Sunday, December 6, 2026');
});

test('Priya sees her own requests and reservations, not Jordan’s', async ({ page, at }) => {
  await start(page, at, PRIYA);
  await page.goto(at('/community/requests'));
  const list = page.getByRole('list', { name: 'Your requests' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list).toContainText('Irrigation head broken by the 18 Maple Court mailbox');
  await expect(list).not.toContainText('Streetlight out on Maple Court');
  await page.goto(at('/community/requests?tab=reservations'));
  const tennis = reservationCard(page, 'Tennis court');
  await expect(tennis).toHaveCount(2);
  await expect(reservationCard(page, 'Clubhouse')).toHaveCount(0);
});
