import type { Locator, Page, Request } from '@playwright/test';
import {
  expect,
  MAPLE_GROVE,
  preferStatus,
  slowUplink,
  startSignedIn,
  test,
  withConfig,
} from './fixtures';

// The community pages against Prism (issue 10): requests and their threads, new general and
// reservation requests, reservation statuses, the calendar, the directory, help and the FAQ.
// Prism answers from static examples, so each journey checks what the portal sent and what it
// shows of the answer. The clock is the demo's: Sunday 2026-11-22, mid-morning.

const REQUESTS_URL = '**/mock/action-items/HomeownerRequests';
const RESERVATIONS_URL = '**/mock/associations/Associations/*/Reservation';

/** Records the requests matching a method and a URL test, for assertions after the fact. */
function record(page: Page, method: string, url: RegExp): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === method && url.test(request.url())) seen.push(request);
  });
  return seen;
}

/** Serves config.json with some keys changed. */
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A field's message is its accessible description (aria-describedby): it is beside the field. */
async function expectMessage(field: Locator, message: string) {
  await expect(field).toHaveAccessibleDescription(new RegExp(`^${escape(message)}`));
}

function file(name: string, mimeType: string, bytes = 2048) {
  return { name, mimeType, buffer: Buffer.alloc(bytes, 1) };
}

test.beforeEach(async ({ page }) => {
  await page.clock.setFixedTime(new Date('2026-11-22T10:30:00'));
  // Jordan's home at Maple Grove (property 2001, owner 5001, association 101), chosen earlier.
  await startSignedIn(page, MAPLE_GROVE);
});

test.describe('requests', () => {
  test('lists the requests with type, status, dates and latest reply, filters them and opens a thread', async ({
    page,
    at,
    open,
  }) => {
    const lists = record(page, 'GET', /\/HomeownerRequests\?/);
    await open('/community/requests');
    await expect(page.getByRole('heading', { name: 'Requests', level: 1 })).toBeVisible();
    const list = page.getByRole('list', { name: 'Your requests' });
    await expect(list.getByRole('listitem')).toHaveCount(3);
    const streetlight = list
      .getByRole('listitem')
      .filter({ hasText: 'Streetlight out on Maple Court' });
    await expect(streetlight).toContainText('Open');
    await expect(streetlight).toContainText('General');
    await expect(streetlight).toContainText('Nov 19, 2026');
    await expect(streetlight).toContainText('Reply expected by');
    await expect(streetlight).toContainText('Nov 26, 2026');
    await expect(streetlight).toContainText('Latest reply from Harborview Community Management');
    await expect(list.getByRole('listitem').nth(1)).toContainText('In progress');
    await expect(list.getByRole('listitem').nth(2)).toContainText('Closed');
    expect(new URL(lists[0]!.url()).searchParams.get('associationId')).toBe('101');

    // The filter is in the URL (shareable) and is sent to the service.
    await page.getByLabel('Status').selectOption('open');
    await expect(page).toHaveURL(/status=open/);
    await expect(page.getByRole('heading', { name: 'Your requests: Open' })).toBeVisible();
    const filtered = page.getByRole('list', { name: 'Your requests: Open' });
    await expect(filtered.getByRole('listitem')).toHaveCount(1);
    expect(
      lists.some((r) => new URL(r.url()).searchParams.getAll('status').join() === 'open'),
    ).toBe(true);

    // Opening one shows its thread beside the list; the link is shareable.
    await filtered.getByRole('link', { name: 'Streetlight out on Maple Court' }).click();
    await expect(page).toHaveURL(/id=10001/);
    const thread = page.getByRole('region', { name: 'Streetlight out on Maple Court' });
    await expect(
      thread.getByRole('heading', { name: 'Streetlight out on Maple Court' }),
    ).toBeFocused();
    await expect(thread).toContainText('Request number 10001');
    await expect(thread.getByRole('listitem').filter({ hasText: 'Jordan Rivera' })).toContainText(
      'The streetlight between 12 and 14 Maple Court has been out since Sunday.',
    );
    await expect(
      thread.getByRole('listitem').filter({ hasText: 'Harborview Community Management' }),
    ).toContainText('issued a work order to Bright Path Electric');
    await expect(thread.getByRole('list', { name: 'Attachments' }).first()).toContainText(
      'streetlight.jpg',
    );

    await page.reload();
    await expect(
      page.getByRole('region', { name: 'Streetlight out on Maple Court' }),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Close the request' }).click();
    await expect(page).toHaveURL(at('/community/requests?status=open'));
  });

  test('a failed load says so with the Error ID, and Try Again asks again', async ({
    page,
    open,
  }) => {
    let failing = true;
    let calls = 0;
    await page.route(/\/HomeownerRequests\?/, async (route) => {
      calls += 1;
      if (!failing) return route.continue();
      return route.fulfill({
        status: 500,
        contentType: 'application/problem+json',
        json: {
          title: 'Internal Server Error',
          status: 500,
          detail: 'An unexpected error occurred on the server.',
          errorId: 'c0ffee00-1234-4abc-9def-0123456789ab',
          errorCode: 'SV500',
        },
      });
    });
    await open('/community/requests');
    // Server errors are retried (SPEC §9: three retries with backoff) before the message shows.
    const alert = page
      .getByRole('alert')
      .filter({ hasText: 'An error occurred while loading your requests' });
    await expect(alert).toBeVisible({ timeout: 20_000 });
    await expect(alert).toContainText('Error ID: c0ffee00-1234-4abc-9def-0123456789ab');
    // The screen shows the error itself: no global toast on top.
    await expect(page.getByText('We have encountered an error')).toHaveCount(0);

    const before = calls;
    failing = false;
    await alert.getByRole('button', { name: 'Try Again' }).click();
    await expect(
      page.getByRole('list', { name: 'Your requests' }).getByRole('listitem'),
    ).toHaveCount(3);
    expect(calls).toBe(before + 1);
  });

  test('shows each reservation status in words and with an icon', async ({ page, open }) => {
    const lists = record(page, 'GET', /\/Reservation\?/);
    await open('/community/requests?tab=reservations');
    await expect(page.getByRole('tab', { name: 'Reservations' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const reservations = page.getByRole('list', { name: 'Your reservations' });
    await expect(reservations.getByRole('listitem')).toHaveCount(3);
    const card = (name: string) =>
      reservations.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
    const clubhouse = card('Clubhouse');
    const pavilion = card('Pool pavilion');
    const tennis = card('Tennis court');
    await expect(clubhouse).toContainText('Tentative');
    await expect(clubhouse).toContainText('Sunday, December 6, 2026');
    await expect(clubhouse).toContainText('2:00 PM – 6:00 PM');
    await expect(pavilion).toContainText('Confirmed');
    await expect(pavilion).toContainText('The pavilion key is at the clubhouse front desk.');
    await expect(tennis).toContainText('Declined');
    await expect(tennis).toContainText('closed for resurfacing');
    for (const item of [clubhouse, pavilion, tennis])
      await expect(item.locator('svg[aria-hidden="true"]')).toHaveCount(1);
    // Only the homeowner's own reservations are asked for.
    expect(new URL(lists[0]!.url()).searchParams.get('ownerId')).toBe('5001');
  });
});

test.describe('new request', () => {
  test('a general request: messages beside the fields, refused files, then one request with its files', async ({
    page,
    open,
  }) => {
    await withConfig(page, { maxUploadBytes: 10_000 });
    const posts = record(page, 'POST', /\/HomeownerRequests$/);
    await open('/community/new-request');
    await expect(page.getByRole('heading', { name: 'New request', level: 1 })).toBeVisible();
    const subject = page.getByRole('textbox', { name: 'Subject' });
    const description = page.getByRole('textbox', { name: 'Description' });
    const submit = page.getByRole('button', { name: 'Submit request' });

    await submit.click();
    await expect(subject).toBeFocused();
    await expectMessage(subject, 'Enter a subject.');
    await expectMessage(description, 'Describe your request.');

    // Over-long text: a message beside the field, and nothing typed is cut.
    const long = 'Sidewalk '.repeat(25);
    await subject.fill(long);
    await description.fill('A slab of the sidewalk has lifted about an inch.');
    await submit.click();
    await expectMessage(subject, 'The subject can be at most 200 characters.');
    await expect(subject).toHaveValue(long);
    expect(posts).toHaveLength(0);

    // Files: a refused type and one over the configured limit are named with their reason.
    const picker = page.getByLabel('Add files');
    await picker.setInputFiles([
      file('sidewalk.jpg', 'image/jpeg'),
      file('setup.exe', 'application/x-msdownload'),
      file('survey.pdf', 'application/pdf', 20_000),
    ]);
    await expect(picker).toHaveAccessibleDescription(
      /setup\.exe was not added: only JPG, .* files can be attached\..*survey\.pdf was not added: it is larger than 9\.8 KB/,
    );
    await expect(
      page.getByRole('list', { name: 'Files to attach' }).getByRole('listitem'),
    ).toHaveText([/sidewalk\.jpg/]);

    await subject.fill('Sidewalk crack in front of 12 Maple Court');
    await page.getByRole('radio', { name: 'Maintenance' }).check();
    const sent = page.waitForRequest(
      (r) => r.method() === 'POST' && /\/HomeownerRequests$/.test(r.url()),
    );
    await submit.dblclick();
    const request = await sent;
    const body = request.postDataBuffer()?.toString('latin1') ?? '';
    expect(request.headers()['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(body).toMatch(/name="type"\r\n\r\nmaintenance\r\n/);
    expect(body).toMatch(/name="subject"\r\n\r\nSidewalk crack in front of 12 Maple Court\r\n/);
    expect(body).toMatch(/name="associationId"\r\n\r\n101\r\n/);
    expect(body).toMatch(/name="propertyId"\r\n\r\n2001\r\n/);
    expect(body).toMatch(/name="files"; filename="sidewalk\.jpg"/);
    expect(body).not.toContain('setup.exe');

    const created = page.getByRole('region', { name: 'Your request was submitted' });
    await expect(created.getByRole('heading')).toBeFocused();
    await expect(created).toContainText('10004');
    await expect(created).toContainText('Sidewalk crack in front of 12 Maple Court');
    await expect(created).toContainText('The management company expects to reply by Nov 29, 2026.');
    expect(posts).toHaveLength(1);

    await created.getByRole('link', { name: 'View your requests' }).click();
    await expect(
      page.getByRole('region', { name: 'Sidewalk crack in front of 12 Maple Court' }),
    ).toBeVisible();
  });

  test('each attachment shows its own progress while the request carries it', async ({
    page,
    open,
    expectAccessible,
  }) => {
    await open('/community/new-request');
    await page.getByRole('textbox', { name: 'Subject' }).fill('Fence damage');
    await page
      .getByRole('textbox', { name: 'Description' })
      .fill('The storm broke two fence boards.');
    await page
      .getByLabel('Add files')
      .setInputFiles([
        file('fence-front.jpg', 'image/jpeg', 300_000),
        file('fence-back.jpg', 'image/jpeg', 300_000),
      ]);
    const attached = page.getByRole('list', { name: 'Files to attach' });
    await expect(attached.getByRole('listitem')).toHaveCount(2);
    await expect(attached.getByText('Ready to upload', { exact: true })).toHaveCount(2);
    const front = attached.getByRole('progressbar', {
      name: 'Upload progress for fence-front.jpg',
    });
    const back = attached.getByRole('progressbar', { name: 'Upload progress for fence-back.jpg' });
    await expect(front).toHaveJSProperty('value', 0);
    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await expectAccessible();
    }

    const fullSpeed = await slowUplink(page, 150 * 1024);
    await page.getByRole('button', { name: 'Submit request' }).click();
    await expect(attached.getByText(/^Uploading: \d+%$/).first()).toBeVisible();
    // The files go one after the other in the request: the first is whole while the second is not.
    const value = (bar: typeof front) =>
      bar.evaluate((element) => (element as HTMLProgressElement).value);
    await expect
      .poll(async () => (await value(front)) === 100 && (await value(back)) < 100, {
        intervals: [100],
        timeout: 15_000,
      })
      .toBe(true);
    await expect(page.getByRole('region', { name: 'Your request was submitted' })).toBeVisible({
      timeout: 15_000,
    });
    await fullSpeed();
  });

  test('a failed upload says so beside the files and keeps everything typed', async ({
    page,
    open,
  }) => {
    await preferStatus(page, REQUESTS_URL, 'code=500, example=uploadFailed');
    await open('/community/new-request');
    await page.getByRole('textbox', { name: 'Subject' }).fill('Fence damage');
    await page
      .getByRole('textbox', { name: 'Description' })
      .fill('The storm broke two fence boards.');
    await page.getByLabel('Add files').setInputFiles([file('fence.png', 'image/png')]);
    await page.getByRole('button', { name: 'Submit request' }).click();
    await expect(page.getByLabel('Add files')).toHaveAccessibleDescription(
      /^Failed to upload files\. Please try again\./,
    );
    await expect(page.getByRole('textbox', { name: 'Subject' })).toHaveValue('Fence damage');
    await expect(page.getByRole('list', { name: 'Files to attach' })).toContainText('fence.png');
    await expect(page.getByRole('list', { name: 'Files to attach' })).toContainText('Not uploaded');
    await expect(page.getByRole('button', { name: 'Submit request' })).toBeEnabled();
  });

  test('a reservation: an amenity, a day from today on and a free slot; taken slots refused', async ({
    page,
    open,
  }) => {
    const amenityCalls = record(page, 'GET', /\/Amenities\?/);
    await open('/community/new-request?form=reservation');
    await expect(page.getByRole('tab', { name: 'Reservation' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const amenity = page.getByRole('combobox', { name: 'Amenity' });
    const date = page.getByLabel('Date', { exact: true });
    const submit = page.getByRole('button', { name: 'Request reservation' });

    await expect(amenity).toBeEnabled();
    await submit.click();
    await expect(amenity).toBeFocused();
    await expectMessage(amenity, 'Choose an amenity.');
    await expectMessage(date, 'Choose a date.');

    await amenity.selectOption({ label: 'Clubhouse' });
    await expect(amenity).toHaveAccessibleDescription(/Needs approval/);
    // A day in the past is refused beside the field.
    await date.fill('2026-11-20');
    await submit.click();
    await expectMessage(date, 'Choose today or a later date: a reservation cannot be in the past.');

    await date.fill('2026-12-06');
    const slots = page.getByRole('group', { name: 'Time slot' });
    await expect(slots.getByRole('radio')).toHaveCount(3);
    expect(
      amenityCalls.some((r) => new URL(r.url()).searchParams.get('date') === '2026-12-06'),
    ).toBe(true);
    // The slot another reservation holds is listed, disabled, with its reason.
    const taken = slots.getByRole('radio', { name: '2:00 PM – 6:00 PM (already booked)' });
    await expect(taken).toBeDisabled();
    await slots.getByRole('radio', { name: '10:00 AM – 2:00 PM' }).check();
    await page.getByRole('textbox', { name: 'Notes (optional)' }).fill('Holiday open house.');

    const sent = page.waitForRequest(
      (r) => r.method() === 'POST' && /\/Reservation$/.test(r.url()),
    );
    await submit.dblclick();
    const request = await sent;
    expect(request.postDataJSON()).toEqual({
      amenityId: 1501,
      propertyId: 2001,
      date: '2026-12-06',
      startTime: '10:00',
      endTime: '14:00',
      notes: 'Holiday open house.',
    });
    const created = page.getByRole('region', { name: 'Your reservation was requested' });
    await expect(created).toContainText('Clubhouse');
    await expect(created).toContainText('Tentative');
    await expect(created).toContainText('The management company will confirm or decline it');
  });

  test('a slot taken meanwhile (409) is refused beside the slot', async ({ page, open }) => {
    await preferStatus(page, RESERVATIONS_URL, 'code=409');
    await open('/community/new-request?form=reservation');
    await page.getByRole('combobox', { name: 'Amenity' }).selectOption({ label: 'Clubhouse' });
    await page.getByLabel('Date', { exact: true }).fill('2026-12-06');
    const slots = page.getByRole('group', { name: 'Time slot' });
    const morning = slots.getByRole('radio', { name: /^10:00 AM – 2:00 PM/ });
    await morning.check();
    await page.getByRole('button', { name: 'Request reservation' }).click();
    await expect(morning).toBeDisabled();
    await expect(morning).toHaveAccessibleName('10:00 AM – 2:00 PM (already booked)');
    const evening = slots.getByRole('radio', { name: '6:00 PM – 10:00 PM' });
    await expect(evening).toBeFocused();
    await expect(evening).toHaveAccessibleDescription(
      'This time slot is no longer available. Please choose another time.',
    );
    await expect(page.getByRole('combobox', { name: 'Amenity' })).toHaveValue('1501');
  });
});

test.describe('calendar', () => {
  test('month, week and list views; the keyboard moves between days; an event opens its details', async ({
    page,
    at,
    open,
  }) => {
    await open('/community/calendar');
    await expect(page.getByRole('heading', { name: 'Calendar', level: 1 })).toBeVisible();
    const grid = page.getByRole('grid', { name: 'November 2026' });
    await expect(grid).toBeVisible();
    const today = grid.getByRole('button', { name: 'Sunday, November 22, 2026, today' });
    await expect(today).toHaveAttribute('tabindex', '0');
    // Only one day is in the tab order.
    await expect(grid.locator('button[tabindex="0"]')).toHaveCount(1);

    await today.focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    const tuesday = grid.getByRole('button', { name: /^Tuesday, November 24, 2026, 2 events/ });
    await expect(tuesday).toBeFocused();
    await expect(page).toHaveURL(/date=2026-11-24/);
    const dayList = page.getByRole('region', { name: 'Tuesday, November 24, 2026' });
    await expect(dayList.getByRole('button', { name: /Board meeting/ })).toBeVisible();
    // The declined tennis court reservation is shown with its status in words.
    await expect(dayList.getByRole('button', { name: /Tennis court/ })).toContainText('Declined');

    await page.keyboard.press('PageDown');
    await expect(page.getByRole('grid', { name: 'December 2026' })).toBeVisible();
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await expect(
      page.getByRole('button', { name: /^Thursday, December 10, 2026, 1 event/ }),
    ).toBeFocused();
    await page.keyboard.press('Tab');
    const meeting = page
      .getByRole('region', { name: 'Thursday, December 10, 2026' })
      .getByRole('button', { name: /Annual meeting/ });
    await expect(meeting).toBeFocused();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Annual meeting' });
    await expect(dialog).toContainText('Thursday, December 10, 2026');
    await expect(dialog).toContainText('6:30 PM – 8:30 PM');
    await expect(dialog).toContainText('Clubhouse');
    await expect(dialog).toContainText('Election of two board members');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(meeting).toBeFocused();

    // Week view, shareable by URL.
    await page
      .getByRole('navigation', { name: 'Calendar view' })
      .getByRole('link', { name: 'Week' })
      .click();
    await expect(page).toHaveURL(at('/community/calendar?date=2026-12-10&view=week'));
    await expect(page.getByRole('heading', { name: /Dec 6\s?–\s?12, 2026/ })).toBeVisible();
    const week = page.getByRole('list', { name: 'Days of the week' });
    await expect(
      week.getByRole('listitem').filter({ hasText: 'Sunday, December 6, 2026' }),
    ).toContainText('Clubhouse');
    await page.getByRole('button', { name: 'Previous week' }).click();
    await expect(page).toHaveURL(/date=2026-12-03/);

    // List view: the month's events by day.
    await page
      .getByRole('navigation', { name: 'Calendar view' })
      .getByRole('link', { name: 'List' })
      .click();
    const agenda = page.getByRole('list', { name: 'Events by day' });
    await expect(agenda.getByRole('heading', { level: 3 })).toHaveText([
      'Sunday, December 6, 2026',
      'Thursday, December 10, 2026',
      'Friday, December 18, 2026',
    ]);
    await agenda.getByRole('button', { name: /Holiday lights contest/ }).click();
    await expect(page.getByRole('dialog', { name: 'Holiday lights contest' })).toContainText(
      'All day',
    );
  });
});

test.describe('directory, help and FAQ', () => {
  test('the directory shows what each person chose and searches by name or street', async ({
    page,
    open,
  }) => {
    await open('/community/directory');
    const people = page.getByRole('list', { name: 'People' });
    await expect(people.getByRole('listitem')).toHaveCount(6);
    // Aisha shows her phone only: no email, no address, nothing about what she hides.
    const aisha = people.getByRole('listitem').filter({ hasText: 'Aisha Okafor' });
    await expect(aisha.getByRole('link')).toHaveText(['(555) 318-4410']);
    await expect(aisha).not.toContainText('Email');
    const jordan = people.getByRole('listitem').filter({ hasText: 'Jordan Rivera' });
    await expect(jordan).toContainText('Board member · Board President and ARC Chair');
    await expect(jordan).toContainText('12 Maple Court');

    const sent = page.waitForRequest(
      (r) => /\/Community\/Directory\?/.test(r.url()) && r.url().includes('search='),
    );
    await page.getByRole('searchbox', { name: 'Search by name or street' }).fill('maple');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    expect(new URL((await sent).url()).searchParams.get('search')).toBe('maple');
    await expect(page).toHaveURL(/q=maple/);
    await expect(people.getByRole('listitem')).toHaveCount(2);
    await expect(people.getByRole('heading')).toHaveText(['Jordan Rivera', 'Priya Shah']);
    await expect(page.getByRole('status').filter({ hasText: 'people match' })).toHaveText(
      '2 people match “maple”',
    );

    await page.getByRole('searchbox', { name: 'Search by name or street' }).fill('chen');
    await page.keyboard.press('Enter');
    await expect(people.getByRole('heading')).toHaveText(['Marcus Chen']);
  });

  test('the FAQ is searchable and each question opens its answer', async ({ page, open }) => {
    await open('/community/faq');
    await expect(page.getByRole('heading', { name: 'FAQ', level: 1 })).toBeVisible();
    const question = page.getByText('When is the pool open?');
    const answer = page.getByText('Memorial Day weekend through the last Sunday of November');
    await expect(answer).toBeHidden();
    await question.click();
    await expect(answer).toBeVisible();
    await question.click();
    await expect(answer).toBeHidden();

    await page.getByRole('searchbox', { name: 'Search the questions' }).fill('fence');
    await expect(page.getByRole('status').filter({ hasText: 'matches' })).toHaveText(
      '1 question matches “fence”',
    );
    await expect(page).toHaveURL(/q=fence/);
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([
      'Architectural changes',
    ]);
    await expect(page.getByText('Backyard fences may be up to 6 feet tall')).toBeVisible();
    await expect(question).toHaveCount(0);

    await page.getByRole('searchbox', { name: 'Search the questions' }).fill('hot tub');
    await expect(page.getByText('No question matches your search.')).toBeVisible();
  });

  test('help lists topics, the management company and the help centre from configuration', async ({
    page,
    open,
  }) => {
    await withConfig(page, { helpCenterUrl: 'https://help.example.org/courtyard' });
    await open('/community/help');
    await expect(page.getByRole('link', { name: /Visit the help center/ })).toHaveAttribute(
      'href',
      'https://help.example.org/courtyard',
    );
    const topics = page.getByRole('region', { name: 'Help topics' });
    await expect(topics.getByRole('heading', { level: 3 })).toHaveText([
      'Making a payment',
      'Submitting a request',
      'Architectural (ARC) requests',
      'Updating your contact information',
    ]);
    await expect(topics.getByRole('link', { name: /Read “Making a payment”/ })).toHaveAttribute(
      'href',
      'https://help.courtyard.example/DEMO/payments',
    );
    const company = page.getByRole('region', { name: 'Your management company' });
    await expect(company).toContainText('Harborview Community Management');
    await expect(company.getByRole('link', { name: '(555) 201-0100' })).toHaveAttribute(
      'href',
      'tel:5552010100',
    );
    await expect(page.getByRole('region', { name: 'Your community manager' })).toContainText(
      'Dana Whitfield',
    );
  });

  test('the texts are in Spanish too', async ({ page, open }) => {
    await open('/community/requests');
    await page.getByLabel('Language').selectOption('es');
    await expect(page.getByRole('heading', { name: 'Solicitudes', level: 1 })).toBeVisible();
    await expect(page.getByLabel('Estado')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Sus solicitudes' })).toContainText('Abierta');
    await page.getByLabel('Idioma').selectOption('en');
  });
});

// axe WCAG A/AA on every community page, at a phone and a desktop width.
for (const width of [360, 1280]) {
  test.describe(`accessibility at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });
    test.describe.configure({ timeout: 60_000 });

    test('requests and reservations', async ({ page, open, expectAccessible }) => {
      await open('/community/requests?id=10001');
      await page.getByRole('region', { name: 'Streetlight out on Maple Court' }).waitFor();
      await expectAccessible();
      await page.getByRole('tab', { name: 'Reservations' }).click();
      await page.getByRole('list', { name: 'Your reservations' }).waitFor();
      await expectAccessible();
    });

    test('the new-request forms with their messages', async ({ page, open, expectAccessible }) => {
      await open('/community/new-request');
      await page.getByRole('button', { name: 'Submit request' }).click();
      await page.getByText('Enter a subject.').waitFor();
      await expectAccessible();
      await page.getByRole('tab', { name: 'Reservation' }).click();
      const amenity = page.getByRole('combobox', { name: 'Amenity' });
      await expect(amenity).toBeEnabled();
      await amenity.selectOption({ label: 'Clubhouse' });
      await page.getByLabel('Date', { exact: true }).fill('2026-12-06');
      await page.getByRole('group', { name: 'Time slot' }).getByRole('radio').first().waitFor();
      await expectAccessible();
    });

    test('the calendar views and an event', async ({ page, open, expectAccessible }) => {
      for (const view of ['', '&view=week', '&view=list']) {
        await open(`/community/calendar?date=2026-12-10${view}`);
        await page.getByRole('heading', { name: 'Calendar', level: 1 }).waitFor();
        await expect(page.getByText('Loading events…')).toHaveCount(0);
        await expectAccessible();
      }
      await page.getByRole('button', { name: /Annual meeting/ }).click();
      await page.getByRole('dialog', { name: 'Annual meeting' }).waitFor();
      await expectAccessible();
    });

    test('directory, FAQ and help', async ({ page, open, expectAccessible }) => {
      await open('/community/directory');
      await page.getByRole('list', { name: 'People' }).waitFor();
      await expectAccessible();
      await open('/community/faq?q=pool');
      await page.getByText('Memorial Day weekend').waitFor();
      await expectAccessible();
      await open('/community/help');
      await page.getByRole('region', { name: 'Help topics' }).waitFor();
      await expectAccessible();
    });
  });
}
