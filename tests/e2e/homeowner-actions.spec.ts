import type { Locator, Page } from '@playwright/test';
import {
  axeViolations,
  expect,
  MAPLE_GROVE,
  recordRequests,
  serveMimicUser,
  slowUplink,
  startSignedIn,
  test,
} from './fixtures';
import { reserveAs, signInAs, useSandbox, type SandboxTenant } from './sandbox';

// Issue 22 items 7–9: a homeowner answers in a request's thread (text and files) and cancels or
// moves a reservation. The flows run against the sandbox (`startInSandbox`), which keeps what
// they change, so what is read again after a change or a reload is the service's; the journeys
// about the error catalogue, mimic mode and the layout keep Prism and its examples. The clock is
// the demo's: Sunday 2026-11-22, mid-morning.

const REPLY_PATH = /\/mock\/action-items\/HomeownerRequests\/10001\/Messages$/;
const RESERVATION_PATH = /\/mock\/associations\/Associations\/101\/Reservation\/\d+$/;
const MIMIC_REASON = 'Not available in mimic mode: only the homeowner can do this.';

test.beforeEach(async ({ page }) => {
  await page.clock.setFixedTime(new Date('2026-11-22T10:30:00'));
});

/** Moves focus with Tab until `target` has it (the keyboard path to a control). */
async function tabTo(page: Page, target: Locator, limit = 40): Promise<void> {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

/**
 * Answers one request with a Prism example or status (the `Prefer` header) while `prefer()`
 * names one; otherwise lets it through untouched.
 */
async function forceWhile(page: Page, path: RegExp, prefer: () => string | null): Promise<void> {
  await page.route(
    (url) => path.test(url.pathname),
    (route) => {
      const wanted = prefer();
      return wanted
        ? route.continue({ headers: { ...route.request().headers(), prefer: wanted } })
        : route.fallback();
    },
  );
}

/** The story's morning, on both clocks (the browser's and the sandbox's). */
const SANDBOX_NOW = '2026-11-22T15:30:00Z';

/**
 * Jordan in a fresh sandbox community of this journey's own, signed in through the form, with
 * his Maple Grove home (MG-1001) chosen.
 */
async function startInSandbox(page: Page, at: (path: string) => string): Promise<SandboxTenant> {
  const tenant = await useSandbox(page, { now: SANDBOX_NOW });
  await page.clock.setFixedTime(new Date(SANDBOX_NOW));
  await signInAs(page, at, 'jordan.rivera@example.com', 'Jordan Rivera');
  await page.goto(at('/dashboard?account=MG-1001'));
  await expect(page.getByRole('region', { name: 'Current property' })).toContainText('MG-1001');
  return tenant;
}

/** Holds the matching requests until `release()`: a press repeated while one is on its way. */
async function holdRequests(page: Page, path: RegExp): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(
    (url) => path.test(url.pathname),
    async (route) => {
      await released;
      await route.fallback();
    },
  );
  return release;
}

const reservationCard = (page: Page, amenity: string) =>
  page
    .getByRole('list', { name: 'Your reservations' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: amenity }) });

test.describe('replying in a request thread', () => {
  test('a reply with a file: each file shows its progress, one request however often Send is pressed, the thread shows the reply', async ({
    page,
    at,
    open,
  }) => {
    await startInSandbox(page, at);
    const sent = recordRequests(page, 'POST', REPLY_PATH);
    await open('/community/requests?id=10001');
    const thread = page.getByRole('region', { name: 'Streetlight out on Maple Court' });
    const reply = thread.getByRole('form', { name: 'Reply' });
    await reply
      .getByRole('textbox', { name: 'Your reply' })
      .fill('Thank you. The light is still out tonight.');
    await reply.getByLabel('Add files').setInputFiles({
      name: 'night.jpg',
      mimeType: 'image/jpeg',
      buffer: Buffer.alloc(120 * 1024, 1),
    });
    const files = reply.getByRole('list', { name: 'Files to attach' });
    await expect(files).toContainText('night.jpg');
    await expect(files).toContainText('Ready to upload');

    const fullSpeed = await slowUplink(page, 40 * 1024);
    await reply.getByRole('button', { name: 'Send reply' }).dblclick();
    await expect(files.getByText(/^Uploading: \d+%$/)).toBeVisible();
    await expect(reply.getByRole('button', { name: 'Sending…' })).toBeDisabled();
    await expect(reply.getByRole('status')).toHaveText('Your reply was sent.', {
      timeout: 15_000,
    });
    await fullSpeed();
    expect(sent).toHaveLength(1);
    // What the service stored of the form is what was typed and attached (the browser does not
    // hand an unrouted upload's bytes to the journey).
    const stored = (await (await sent[0]!.response())?.json()) as {
      body: string;
      attachments: { fileName: string; size: number }[];
    };
    expect(stored.body).toBe('Thank you. The light is still out tonight.');
    expect(stored.attachments).toEqual([
      expect.objectContaining({ fileName: 'night.jpg', size: 120 * 1024 }),
    ]);

    // The answer joins the thread, and stays after the thread is read again; the box is empty.
    const messages = thread
      .getByRole('listitem')
      .filter({ hasText: 'Thank you. The light is still out tonight.' });
    await expect(messages).toHaveCount(1);
    await expect(messages).toContainText('Jordan Rivera');
    await expect(reply.getByRole('textbox', { name: 'Your reply' })).toHaveValue('');
    await expect(reply.getByRole('list', { name: 'Files to attach' })).toHaveCount(0);
    await page.waitForTimeout(300);
    expect(sent).toHaveLength(1);
    await page.reload();
    const kept = page
      .getByRole('region', { name: 'Streetlight out on Maple Court' })
      .getByRole('listitem')
      .filter({ hasText: 'Thank you. The light is still out tonight.' });
    await expect(kept).toHaveCount(1);
    await expect(kept).toContainText('night.jpg');
  });

  test('"Message is required." for an empty reply; "Message failed to send." with the Error ID for a 5xx and a 4xx, the text kept', async ({
    page,
    open,
  }) => {
    await startSignedIn(page, MAPLE_GROVE);
    let prefer: string | null = null;
    await forceWhile(page, REPLY_PATH, () => prefer);
    const sent = recordRequests(page, 'POST', REPLY_PATH);
    await open('/community/requests?id=10001');
    const reply = page.getByRole('form', { name: 'Reply' });
    const text = reply.getByRole('textbox', { name: 'Your reply' });
    const send = reply.getByRole('button', { name: 'Send reply' });

    await send.click();
    await expect(text).toBeFocused();
    await expect(text).toHaveAccessibleDescription('Message is required.');
    await text.fill('   \n  ');
    await send.click();
    await expect(text).toHaveAccessibleDescription('Message is required.');
    expect(sent).toHaveLength(0);

    prefer = 'code=500, example=messageSendFailed';
    await text.fill('Is there any news?');
    await send.click();
    const alert = reply.getByRole('alert').filter({ hasText: 'Message failed to send.' });
    await expect(alert).toContainText('Error ID: 1f2e3d4c-5b6a-4798-8a7b-6c5d4e3f2a1b');
    await expect(text).toHaveValue('Is there any news?');
    // The form says it where it happened: no toast on top.
    await expect(page.getByText('We have encountered an error')).toHaveCount(0);

    prefer = 'code=400';
    await send.click();
    await expect(alert).toContainText('The request could not be understood.');
    await expect(alert).toContainText('Error ID: 7f3c2a10-5d4e-4b8a-9c11-0a1b2c3d4e5f');
    await expect(text).toHaveValue('Is there any news?');
    expect(sent).toHaveLength(2);
  });

  test('the keyboard reaches the reply box and sends; a closed request says it takes no replies', async ({
    page,
    at,
    open,
  }) => {
    await startInSandbox(page, at);
    const sent = recordRequests(page, 'POST', REPLY_PATH);
    await open('/community/requests?id=10001');
    const reply = page.getByRole('form', { name: 'Reply' });
    const text = reply.getByRole('textbox', { name: 'Your reply' });
    // Opening a request puts focus on its heading; the reply box is further on.
    await expect(
      page.getByRole('heading', { name: 'Streetlight out on Maple Court', level: 2 }),
    ).toBeFocused();
    await tabTo(page, text);
    await page.keyboard.type('Sent from the keyboard.');
    await tabTo(page, reply.getByRole('button', { name: 'Send reply' }));
    await page.keyboard.press('Enter');
    await expect(reply.getByRole('status')).toHaveText('Your reply was sent.');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.postDataBuffer()?.toString('utf8')).toContain('Sent from the keyboard.');

    await open('/community/requests?id=10002');
    const closed = page.getByRole('region', { name: 'Pool gate latch broken' });
    await expect(closed).toContainText(
      'This request is closed and takes no more replies. Submit a new request if you need more help.',
    );
    await expect(closed.getByRole('form', { name: 'Reply' })).toHaveCount(0);
  });

  test('the legacy Messages link lands on the thread, which takes a reply', async ({ page }) => {
    await startSignedIn(page, MAPLE_GROVE);
    await page.goto('/Homeowner_v2/Messages?id=10001');
    await expect(page).toHaveURL('/community/requests?id=10001');
    const thread = page.getByRole('region', { name: 'Streetlight out on Maple Court' });
    await expect(thread.getByRole('form', { name: 'Reply' })).toBeVisible();
    await expect(thread.getByRole('button', { name: 'Send reply' })).toBeEnabled();
  });
});

test.describe('changing a reservation', () => {
  test('cancel asks first, sends one DELETE, and the list, the calendar and the dashboard follow without a reload', async ({
    page,
    at,
    open,
  }) => {
    await startInSandbox(page, at);
    const deletes = recordRequests(page, 'DELETE', RESERVATION_PATH);
    await open('/community/requests?tab=reservations');
    const clubhouse = reservationCard(page, 'Clubhouse');
    const pavilion = reservationCard(page, 'Pool pavilion');
    const tennis = reservationCard(page, 'Tennis court');
    // Tentative and confirmed reservations can change; the pavilion does not move; declined is done.
    await expect(clubhouse.getByRole('button', { name: 'Move to another time' })).toBeVisible();
    await expect(clubhouse.getByRole('button', { name: 'Cancel reservation' })).toBeVisible();
    await expect(pavilion.getByRole('button', { name: 'Cancel reservation' })).toBeVisible();
    await expect(pavilion.getByRole('button', { name: 'Move to another time' })).toHaveCount(0);
    await expect(tennis.getByRole('button')).toHaveCount(0);

    await clubhouse.getByRole('button', { name: 'Cancel reservation' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Cancel this reservation?' });
    await expect(confirm).toContainText('Clubhouse, Sunday, December 6, 2026, 2:00 PM – 6:00 PM');
    await expect(confirm.getByRole('button', { name: 'Keep reservation' })).toBeFocused();
    await confirm.getByRole('button', { name: 'Keep reservation' }).click();
    await expect(confirm).toBeHidden();
    expect(deletes).toHaveLength(0);

    // While the cancellation is on its way the card's button is disabled: no second request.
    const release = await holdRequests(page, RESERVATION_PATH);
    await clubhouse.getByRole('button', { name: 'Cancel reservation' }).click();
    await confirm.getByRole('button', { name: 'Cancel reservation' }).click();
    await expect(clubhouse.getByRole('button', { name: 'Cancelling…' })).toBeDisabled();
    release();
    await expect(page.getByRole('status').filter({ hasText: 'was cancelled' })).toHaveText(
      'Your reservation of the Clubhouse, Sunday, December 6, 2026, 2:00 PM – 6:00 PM, was cancelled.',
    );
    expect(deletes.map((r) => new URL(r.url()).pathname)).toEqual([
      '/mock/associations/Associations/101/Reservation/11001',
    ]);
    await expect(clubhouse).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Your reservations' })).toBeFocused();

    // The calendar and the dashboard, reached by the menu (no reload), no longer show it. (The
    // calendar's other Clubhouse event, on December 12, is the events service's example, not a
    // reservation of the sandbox's.)
    const menu = page.getByRole('navigation', { name: 'Main' });
    await menu.getByRole('link', { name: 'Calendar' }).click();
    await expect(page.getByRole('grid', { name: 'November 2026' })).toBeVisible();
    await page.getByRole('button', { name: 'Next month' }).click();
    const day = 'Sunday, December 6, 2026';
    await page.getByRole('button', { name: new RegExp(`^${day}`) }).click();
    await expect(page.getByRole('region', { name: day })).toBeVisible();
    await expect(page.getByRole('region', { name: day })).not.toContainText('Clubhouse');
    await menu.getByRole('link', { name: 'Dashboard' }).click();
    const widget = page.getByRole('region', { name: 'Recent reservations', exact: true });
    await expect(widget.getByRole('listitem')).toHaveCount(2);
    await expect(widget).not.toContainText('Clubhouse');
    expect(deletes).toHaveLength(1);
    // The service kept it: gone after a reload too.
    await open('/community/requests?tab=reservations');
    await expect(reservationCard(page, 'Pool pavilion')).toBeVisible();
    await expect(clubhouse).toHaveCount(0);
  });

  test("move: the amenity's free slots, one PATCH however often pressed, the answer shown in the list, the calendar and the dashboard", async ({
    page,
    at,
    open,
  }) => {
    const tenant = await startInSandbox(page, at);
    // A neighbour holds the clubhouse afternoon of December 13.
    await reserveAs(page, tenant, 'priya.shah@example.com', 101, {
      amenityId: 1501,
      date: '2026-12-13',
      startTime: '14:00',
      endTime: '18:00',
    });
    const patches = recordRequests(page, 'PATCH', RESERVATION_PATH);
    await open('/community/requests?tab=reservations');
    const clubhouse = reservationCard(page, 'Clubhouse');
    await clubhouse.getByRole('button', { name: 'Move to another time' }).click();
    const dialog = page.getByRole('dialog', { name: 'Move your reservation' });
    await expect(dialog).toContainText(
      'Clubhouse, now Sunday, December 6, 2026, 2:00 PM – 6:00 PM',
    );
    const date = dialog.getByLabel('New date');
    await expect(date).toHaveValue('2026-12-06');
    await expect(dialog.getByRole('radio', { name: /2:00 PM – 6:00 PM/ })).toBeDisabled();
    await expect(dialog.getByText('(your reservation)')).toBeVisible();

    await date.fill('2026-12-13');
    const slots = dialog.getByRole('group', { name: 'New time slot' });
    await expect(slots.getByRole('radio', { name: /2:00 PM – 6:00 PM/ })).toBeDisabled();
    await expect(slots).toContainText('(already booked)');
    // Nothing chosen: the slot is asked for, nothing sent.
    await dialog.getByRole('button', { name: 'Move reservation' }).click();
    await expect(dialog.getByText('Choose a time slot.')).toBeVisible();
    expect(patches).toHaveLength(0);

    await slots.getByRole('radio', { name: /10:00 AM – 2:00 PM/ }).check();
    const release = await holdRequests(page, RESERVATION_PATH);
    await dialog.getByRole('button', { name: 'Move reservation' }).dblclick();
    await expect(dialog.getByRole('button', { name: 'Moving…' })).toBeDisabled();
    release();
    await expect(dialog).toBeHidden();
    expect(patches).toHaveLength(1);
    expect(patches[0]!.postDataJSON()).toEqual({
      date: '2026-12-13',
      startTime: '10:00',
      endTime: '14:00',
    });
    await expect(page.getByRole('status').filter({ hasText: 'is now' })).toHaveText(
      'Your reservation of the Clubhouse is now Sunday, December 13, 2026, 10:00 AM – 2:00 PM.',
    );
    await expect(clubhouse).toContainText('Sunday, December 13, 2026');
    await expect(clubhouse).toContainText('10:00 AM – 2:00 PM');
    await expect(clubhouse).toContainText('Tentative');

    const menu = page.getByRole('navigation', { name: 'Main' });
    await menu.getByRole('link', { name: 'Calendar' }).click();
    await page.getByRole('button', { name: 'Next month' }).click();
    await page.getByRole('button', { name: /^Sunday, December 13, 2026/ }).click();
    await expect(page.getByRole('region', { name: 'Sunday, December 13, 2026' })).toContainText(
      'Clubhouse',
    );
    await page.getByRole('button', { name: /^Sunday, December 6, 2026/ }).click();
    await expect(page.getByRole('region', { name: 'Sunday, December 6, 2026' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Sunday, December 6, 2026' })).not.toContainText(
      'Clubhouse',
    );
    await menu.getByRole('link', { name: 'Dashboard' }).click();
    const widget = page.getByRole('region', { name: 'Recent reservations', exact: true });
    await expect(widget.getByRole('listitem').filter({ hasText: 'Clubhouse' })).toContainText(
      'Dec 13, 2026, 10:00–14:00',
    );
    expect(patches).toHaveLength(1);
    // The service kept it: where it was moved after a reload too.
    await open('/community/requests?tab=reservations');
    await expect(clubhouse).toContainText('Sunday, December 13, 2026');
    await expect(clubhouse).toContainText('10:00 AM – 2:00 PM');
  });

  test('failures are said where they happened with the Error ID: cancel (5xx, 422), move (409, 422, 5xx)', async ({
    page,
    open,
  }) => {
    await startSignedIn(page, MAPLE_GROVE);
    let prefer: string | null = null;
    await forceWhile(page, RESERVATION_PATH, () => prefer);
    await open('/community/requests?tab=reservations');
    const clubhouse = reservationCard(page, 'Clubhouse');
    const confirm = page.getByRole('alertdialog', { name: 'Cancel this reservation?' });

    prefer = 'code=500';
    await clubhouse.getByRole('button', { name: 'Cancel reservation' }).click();
    await confirm.getByRole('button', { name: 'Cancel reservation' }).click();
    const cardAlert = clubhouse.getByRole('alert');
    await expect(cardAlert).toContainText(
      'We have encountered an error and could not complete your request. Please try again.',
    );
    await expect(cardAlert).toContainText('Error ID: c0ffee00-1234-4abc-9def-0123456789ab');
    await expect(page.getByText('We have encountered an error')).toHaveCount(1);

    prefer = 'code=422, example=notChangeable';
    await clubhouse.getByRole('button', { name: 'Cancel reservation' }).click();
    await confirm.getByRole('button', { name: 'Cancel reservation' }).click();
    await expect(cardAlert).toContainText('This reservation can no longer be changed.');
    await expect(cardAlert).toContainText('Error ID: 6e7f8a9b-0c1d-4e2f-8a3b-4c5d6e7f8a9b');
    await expect(clubhouse).toContainText('Sunday, December 6, 2026');

    await clubhouse.getByRole('button', { name: 'Move to another time' }).click();
    const dialog = page.getByRole('dialog', { name: 'Move your reservation' });
    const slot = dialog.getByRole('radio', { name: /10:00 AM – 2:00 PM/ });
    prefer = 'code=409';
    await slot.check();
    await dialog.getByRole('button', { name: 'Move reservation' }).click();
    // The slot someone took is marked and focus is back on the free ones.
    await expect(dialog.getByRole('alert').first()).toHaveText(
      'This time slot is no longer available. Please choose another time.',
    );
    await expect(slot).toBeDisabled();
    await expect(dialog.getByRole('radio', { name: /6:00 PM – 10:00 PM/ })).toBeFocused();

    prefer = 'code=422, example=notMovable';
    await dialog.getByRole('radio', { name: /6:00 PM – 10:00 PM/ }).check();
    await dialog.getByRole('button', { name: 'Move reservation' }).click();
    const problem = dialog.getByRole('alert').filter({ hasText: 'Error ID' });
    await expect(problem).toContainText(
      'Reservations of this amenity cannot be moved. Cancel it and reserve again.',
    );
    await expect(problem).toContainText('Error ID: 4c5d6e7f-8a9b-4c0d-9e1f-2a3b4c5d6e7f');

    prefer = 'code=500';
    await dialog.getByRole('button', { name: 'Move reservation' }).click();
    await expect(problem).toContainText('We have encountered an error');
    await expect(problem).toContainText('Error ID: c0ffee00-1234-4abc-9def-0123456789ab');
    await expect(dialog).toBeVisible();
  });

  test('the keyboard cancels and moves', async ({ page, at, open }) => {
    await startInSandbox(page, at);
    const changes = recordRequests(page, 'PATCH', RESERVATION_PATH);
    const deletes = recordRequests(page, 'DELETE', RESERVATION_PATH);
    await open('/community/requests?tab=reservations');
    const clubhouse = reservationCard(page, 'Clubhouse');

    await tabTo(page, clubhouse.getByRole('button', { name: 'Move to another time' }));
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Move your reservation' });
    await expect(dialog.getByLabel('New date')).toBeFocused();
    // Past the date field's own parts (month, day, year) to the first free slot.
    await tabTo(page, dialog.getByRole('radio', { name: /10:00 AM – 2:00 PM/ }), 6);
    await page.keyboard.press('Space');
    await tabTo(page, dialog.getByRole('button', { name: 'Move reservation' }));
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    expect(changes.map((r) => r.postDataJSON() as unknown)).toEqual([
      { date: '2026-12-06', startTime: '10:00', endTime: '14:00' },
    ]);

    const pavilion = reservationCard(page, 'Pool pavilion');
    // The pavilion's card comes first: Tab goes round the whole page to reach it (its Add to
    // calendar button is one more stop on the way).
    await tabTo(page, pavilion.getByRole('button', { name: 'Cancel reservation' }), 60);
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('alertdialog', { name: 'Cancel this reservation?' });
    await expect(confirm.getByRole('button', { name: 'Keep reservation' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(confirm.getByRole('button', { name: 'Cancel reservation' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(pavilion).toHaveCount(0);
    expect(deletes.map((r) => new URL(r.url()).pathname)).toEqual([
      '/mock/associations/Associations/101/Reservation/11002',
    ]);
  });
});

test('the dialogs and the reply box are accessible on a 360 px phone', async ({ page, open }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await startSignedIn(page, MAPLE_GROVE);
  await open('/community/requests?tab=reservations');
  const clubhouse = reservationCard(page, 'Clubhouse');
  await clubhouse.getByRole('button', { name: 'Cancel reservation' }).click();
  await expect(page.getByRole('alertdialog', { name: 'Cancel this reservation?' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');

  await clubhouse.getByRole('button', { name: 'Move to another time' }).click();
  const dialog = page.getByRole('dialog', { name: 'Move your reservation' });
  await expect(dialog.getByRole('radio', { name: /10:00 AM – 2:00 PM/ })).toBeEnabled();
  expect(await axeViolations(page)).toEqual([]);
  const fits = await page.evaluate(() => document.documentElement.scrollWidth <= 360);
  expect(fits).toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await open('/community/requests?id=10001');
  await expect(page.getByRole('form', { name: 'Reply' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= 360)).toBe(true);
});

test('in mimic mode the reply and the reservation changes are disabled and say why', async ({
  page,
  open,
}) => {
  await serveMimicUser(page, 'Alex Morgan (Harborview Community Management)');
  await startSignedIn(page, MAPLE_GROVE);
  await open('/community/requests?id=10001');
  const reply = page.getByRole('form', { name: 'Reply' });
  await expect(reply.getByText(MIMIC_REASON, { exact: true })).toBeVisible();
  await expect(reply.getByRole('button', { name: 'Send reply' })).toBeDisabled();
  await expect(reply.getByRole('button', { name: 'Send reply' })).toHaveAccessibleDescription(
    MIMIC_REASON,
  );

  await open('/community/requests?tab=reservations');
  const clubhouse = reservationCard(page, 'Clubhouse');
  for (const name of ['Move to another time', 'Cancel reservation']) {
    await expect(clubhouse.getByRole('button', { name })).toBeDisabled();
    await expect(clubhouse.getByRole('button', { name })).toHaveAccessibleDescription(MIMIC_REASON);
  }
});
