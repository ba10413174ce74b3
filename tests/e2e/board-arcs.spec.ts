import type { Locator, Page, Request } from '@playwright/test';
import { expect, preferStatus, startSignedIn, test, withConfig } from './fixtures';
import { signInAs, useSandbox } from './sandbox';

// The board's ARC review (issue 12 items 1–4): the list with votes and deadlines, one request with
// its attachments, tally and messages, voting (cast, edit, retract), the chair's decision, the
// attachments page in the default layout, and the refusals. The flows (a vote, a message, a
// decision, each request and its files) run against the sandbox, which keeps what was sent and
// serves the real images; the list's exact example and the error catalogue stay on Prism.
// The clock is the demo's: Sunday 2026-11-22, mid-morning (the sandbox's tenant too, so its
// dates are the story's).

const DECISION_URL = '**/mock/action-items/Board/ArcRequests/6001/ChairDecision';
const MESSAGE_URL = '**/mock/action-items/Board/ArcRequests/Message';
const ATTACHMENTS_URL = '**/mock/action-items/Attachments/GetAttachmentsByActionItem?*';

/** The story's morning in New York, for the sandbox's tenant (the browser's clock says the same). */
const STORY_NOW = '2026-11-22T15:30:00Z';
/** The width of the sandbox's front-elevation photo (mocks/sandbox/files.ts): a real image. */
const PHOTO_WIDTH = 640;

/** Records the requests matching a method and a URL test, for assertions after the fact. */
function record(page: Page, method: string, url: RegExp): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === method && url.test(request.url())) seen.push(request);
  });
  return seen;
}

/** A fresh demo community in the sandbox, on the story's clock, signed in as a person of it. */
async function inSandbox(
  page: Page,
  at: (path: string) => string,
  pathPrefix: string,
  person = { email: 'jordan.rivera@example.com', name: 'Jordan Rivera' },
) {
  test.skip(pathPrefix !== '', 'the sandbox journeys run at / only');
  await useSandbox(page, { now: STORY_NOW });
  await signInAs(page, at, person.email, person.name);
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A field's message is its accessible description (aria-describedby): it is beside the field. */
async function expectMessage(field: Locator, message: string) {
  await expect(field).toHaveAccessibleDescription(new RegExp(escape(message)));
}

function file(name: string, mimeType: string, bytes = 2048) {
  return { name, mimeType, buffer: Buffer.alloc(bytes, 1) };
}

const section = (page: Page, name: string | RegExp) => page.getByRole('region', { name });

test.beforeEach(async ({ page }) => {
  await page.clock.setFixedTime(new Date('2026-11-22T10:30:00'));
});

test.describe('as a board member and ARC chair', () => {
  test.beforeEach(async ({ page }) => {
    await startSignedIn(page);
  });

  test('lists the ARC requests with votes, my vote and days left; filters, sorts and switches view in the URL', async ({
    page,
    at,
    open,
  }) => {
    const lists = record(page, 'GET', /\/Board\/ArcRequests\?/);
    const associationLists = record(page, 'GET', /\/Associations\/\d+\/ArcRequests/);
    await open('/board/arcs');
    await expect(page.getByRole('heading', { name: 'ARC requests', level: 1 })).toBeVisible();
    const table = page.getByRole('table', { name: 'ARC requests' });
    await expect(table.getByRole('row')).toHaveCount(4);
    const paint = table.getByRole('row', { name: /Exterior paint – Sage Green/ });
    for (const text of [
      'Priya Shah',
      '18 Maple Court',
      'Nov 14, 2026',
      'Open',
      '2 of 5 votes',
      '2 approve, 0 decline',
      'Not voted',
      'Dec 5, 2026',
      '13 days left',
    ])
      await expect(paint).toContainText(text);
    const fence = table.getByRole('row', { name: /Backyard cedar fence/ });
    await expect(fence).toContainText('Approved');
    await expect(fence).toContainText('5 of 5 votes');
    await expect(fence).toContainText('4 approve, 1 decline');
    await expect(fence).not.toContainText('days left');
    await expect(page.getByRole('status').filter({ hasText: '3 requests' })).toBeVisible();
    expect(new URL(lists[0]!.url()).searchParams.get('associationId')).toBe('101');

    // Filter: waiting for my vote (asked of the service with mine=true, checked here), in the URL.
    const awaiting = page.waitForRequest((r) => {
      const url = new URL(r.url());
      return url.pathname.endsWith('/Board/ArcRequests') && url.searchParams.get('mine') === 'true';
    });
    await page.getByLabel('Status').selectOption({ label: 'Waiting for my vote' });
    await expect(page).toHaveURL(/status=awaitingMyVote/);
    await expect(table.getByRole('row')).toHaveCount(2);
    await expect(table).toContainText('Exterior paint – Sage Green');
    expect(new URL((await awaiting).url()).searchParams.getAll('status')).toEqual(['open']);

    // Sort: oldest first, kept across a reload.
    await page.getByLabel('Status').selectOption({ label: 'All statuses' });
    await page.getByLabel('Sort by').selectOption({ label: 'Oldest first' });
    await expect(page).toHaveURL(/sort=oldest/);
    await expect(table.getByRole('row').nth(1)).toContainText('Solar panels on front roof');
    await page.reload();
    await expect(page.getByLabel('Sort by')).toHaveValue('oldest');
    await expect(table.getByRole('row').nth(1)).toContainText('Solar panels on front roof');

    // The association's view comes from the associations service, votes taken from the review.
    await page.getByLabel('Show').selectOption({ label: 'All requests at the association' });
    await expect(page).toHaveURL(/view=association/);
    await expect.poll(() => associationLists.length).toBeGreaterThan(0);
    expect(new URL(associationLists[0]!.url()).pathname).toMatch(
      /\/Associations\/101\/ArcRequests$/,
    );
    await expect(table.getByRole('row')).toHaveCount(4);
    await expect(table.getByRole('row', { name: /Exterior paint/ })).toContainText('2 of 5 votes');

    await table.getByRole('link', { name: 'Exterior paint – Sage Green' }).click();
    await expect(page).toHaveURL(at('/board/arcs/6001'));
    await expect(
      page.getByRole('heading', { name: 'Exterior paint – Sage Green', level: 1 }),
    ).toBeVisible();
  });

  test('a failed attachment list says so in the SPEC words, and Try again asks again', async ({
    page,
    open,
  }) => {
    const calls = record(page, 'GET', /\/Attachments\/GetAttachmentsByActionItem\?/);
    await preferStatus(page, ATTACHMENTS_URL, 'code=500');
    await open('/board/arcs/6001');
    const attachments = section(page, 'Attachments');
    await expect(attachments.getByRole('alert')).toHaveText(
      /^The attachments could not be loaded at this time\. Please try again or contact support if the error persists\./,
      // Server errors are retried first (SPEC §9: three retries with backoff).
      { timeout: 20_000 },
    );
    await page.unroute(ATTACHMENTS_URL);
    await attachments.getByRole('button', { name: 'Try again' }).click();
    await expect(attachments.getByRole('list', { name: 'Attachments' })).toBeVisible();
    expect(calls.length).toBeGreaterThanOrEqual(2);
  });
});

test.describe('as the ARC chair, against the sandbox', () => {
  test.beforeEach(async ({ page, at, pathPrefix }) => {
    await inSandbox(page, at, pathPrefix);
  });

  test('opens a request with its attachments, tally and messages; an image opens full size', async ({
    page,
    open,
  }) => {
    const attachmentCalls = record(page, 'GET', /\/Attachments\/GetAttachmentsByActionItem\?/);
    await open('/board/arcs/6001');
    await expect(
      page.getByRole('heading', { name: 'Exterior paint – Sage Green', level: 1 }),
    ).toBeVisible();
    const request = section(page, 'Request');
    await expect(request).toContainText('Priya Shah');
    await expect(request).toContainText('18 Maple Court, Springfield, IL 62704');
    await expect(request).toContainText('Dec 5, 2026 · 13 days left');
    await expect(request).toContainText('Repaint the siding and shutters in Sage Green.');

    const files = section(page, 'Attachments').getByRole('list', { name: 'Attachments' });
    await expect(files.getByRole('listitem')).toHaveCount(3);
    expect(new URL(attachmentCalls[0]!.url()).searchParams.get('actionItemId')).toBe('6001');
    const thumbnail = files.getByRole('button', { name: 'View front-elevation.jpg full size' });
    await expect(thumbnail.locator('img')).toHaveJSProperty('naturalWidth', PHOTO_WIDTH);
    await expect(thumbnail.locator('img')).toHaveAttribute('src', /^blob:/);
    await thumbnail.click();
    const dialog = page.getByRole('dialog', { name: 'front-elevation.jpg' });
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('img')).toHaveJSProperty('naturalWidth', PHOTO_WIDTH);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(thumbnail).toBeFocused();

    const pdf = files.getByRole('button', { name: 'Download paint-product-sheet.pdf' });
    const download = page.waitForEvent('download');
    await pdf.click();
    expect((await download).suggestedFilename()).toBe('paint-product-sheet.pdf');

    const votes = section(page, 'Votes');
    await expect(votes).toContainText('2 of 5 votes');
    // The chair sees every ballot.
    const ballots = votes.getByRole('table', { name: 'Votes by board member' });
    await expect(ballots.getByRole('row', { name: /Elena Park/ })).toContainText(
      'The colour fits the community palette.',
    );

    const thread = section(page, 'Messages with Priya Shah').getByRole('list', {
      name: 'Messages',
    });
    await expect(thread.getByRole('listitem').filter({ hasText: 'Jordan Rivera' })).toContainText(
      'Will the trim stay white',
    );
    await expect(
      thread.getByRole('button', { name: 'View trim-detail.jpg full size' }),
    ).toBeVisible();
  });

  test('votes, edits and retracts the vote; a vote without a choice is refused beside the field, and a double click sends once', async ({
    page,
    open,
  }) => {
    const votes = record(page, 'POST', /\/Board\/ArcRequests\/6001\/Vote$/);
    await open('/board/arcs/6001');
    const panel = section(page, 'Votes');
    const form = panel.getByRole('form', { name: 'Your vote' });
    const comment = form.getByLabel('Comment (optional)');

    // No choice: said beside the choices, focus on them, nothing sent, the comment kept.
    await comment.fill('The colour fits the palette.');
    await form.getByRole('button', { name: 'Submit vote' }).click();
    const approve = form.getByRole('radio', { name: 'Approve' });
    await expectMessage(approve, 'Choose Approve or Decline.');
    await expect(approve).toBeFocused();
    await expect(comment).toHaveValue('The colour fits the palette.');
    expect(votes).toHaveLength(0);

    // Approve with a comment; a double click sends one vote.
    await approve.check();
    await form.getByRole('button', { name: 'Submit vote' }).dblclick();
    await expect(panel.getByText('Your vote was recorded: Approve.')).toBeVisible();
    expect(votes).toHaveLength(1);
    const sent = votes[0]!;
    expect(sent.headers()['content-type']).toMatch(/^multipart\/form-data/);
    expect(sent.postData()).toMatch(/name="vote"\r\n\r\napprove\r\n/);
    expect(sent.postData()).toMatch(/name="comment"\r\n\r\nThe colour fits the palette\.\r\n/);
    await expect(panel.getByText('Your vote: Approve.')).toBeVisible();
    await expect(panel).toContainText('3 of 5 votes');
    await expect(
      panel.getByRole('table', { name: 'Votes by board member' }).getByRole('row', {
        name: /Jordan Rivera/,
      }),
    ).toContainText('Approve');

    // Edit: decline instead.
    await panel.getByRole('button', { name: 'Change vote' }).click();
    const change = panel.getByRole('form', { name: 'Change your vote' });
    await change.getByRole('radio', { name: 'Decline' }).check();
    await change.getByRole('button', { name: 'Save vote' }).click();
    await expect(panel.getByText('Your vote: Decline.')).toBeVisible();
    expect(votes[1]!.postData()).toMatch(/name="vote"\r\n\r\ndecline\r\n/);
    // Kept: a reload shows the edited vote and the tally with it.
    await page.reload();
    await expect(panel.getByText('Your vote: Decline.')).toBeVisible();
    await expect(panel).toContainText('3 of 5 votes');

    // Retract.
    await panel.getByRole('button', { name: 'Retract vote' }).click();
    await expect(panel.getByText('Your vote was retracted.')).toBeVisible();
    expect(votes[2]!.postData()).toMatch(/name="vote"\r\n\r\nretract\r\n/);
    await page.reload();
    await expect(panel.getByRole('form', { name: 'Your vote' })).toBeVisible();
    await expect(panel).toContainText('2 of 5 votes');
    await expect(
      panel.getByRole('table', { name: 'Votes by board member' }).getByRole('row', {
        name: /Jordan Rivera/,
      }),
    ).toHaveCount(0);
  });

  test('sends a message with an attachment; a blank message, an oversize file and a failed send are said beside the form, nothing typed lost', async ({
    page,
    open,
  }) => {
    await withConfig(page, { maxUploadBytes: 1024 * 1024 });
    const sends = record(page, 'POST', /\/Board\/ArcRequests\/Message$/);
    await open('/board/arcs/6001');
    const messages = section(page, 'Messages with Priya Shah');
    const form = messages.getByRole('form', { name: 'Send a message' });
    const text = form.getByLabel('Message to Priya Shah');
    const picker = form.getByLabel('Attach files (optional)');

    await text.fill('   ');
    await form.getByRole('button', { name: 'Send message' }).click();
    await expectMessage(text, 'Message is required.');
    await expect(text).toBeFocused();
    expect(sends).toHaveLength(0);

    await picker.setInputFiles([file('site-plan-scan.pdf', 'application/pdf', 2 * 1024 * 1024)]);
    await expectMessage(
      picker,
      'site-plan-scan.pdf was not attached: it is larger than 1 MB, the maximum file size.',
    );
    await picker.setInputFiles([file('porch.jpg', 'image/jpeg')]);
    await expect(form.getByRole('list', { name: 'Files to send' })).toContainText('porch.jpg');

    // The service fails: said in the SPEC words, the text and the file stay.
    await preferStatus(page, MESSAGE_URL, 'code=500, example=messageSendFailed');
    await text.fill('Thank you. The board will decide by December 5.');
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(
      form.getByRole('alert').filter({ hasText: 'Message failed to send.' }),
    ).toBeVisible();
    await expect(text).toHaveValue('Thank you. The board will decide by December 5.');
    await expect(form.getByRole('list', { name: 'Files to send' })).toContainText('porch.jpg');

    await page.unroute(MESSAGE_URL);
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(form.getByText('Message sent.')).toBeVisible();
    const sent = sends.at(-1)!;
    expect(sent.headers()['content-type']).toMatch(/^multipart\/form-data/);
    const body = sent.postData() ?? '';
    expect(body).toMatch(/name="arcRequestId"\r\n\r\n6001\r\n/);
    expect(body).toMatch(
      /name="message"\r\n\r\nThank you\. The board will decide by December 5\.\r\n/,
    );
    expect(body).toMatch(/name="files"; filename="porch\.jpg"/);
    await expect(text).toHaveValue('');
    // Kept: after a reload the thread has it, with its file (a list inside the message).
    await page.reload();
    const stored = messages
      .getByRole('list', { name: 'Messages' })
      .getByRole('listitem')
      .filter({ hasText: 'Thank you. The board will decide by December 5.' });
    await expect(stored).toContainText('Jordan Rivera');
    await expect(stored).toContainText('porch.jpg');
  });

  test('the chair records a decision; a decision refused by the service is said beside the form', async ({
    page,
    open,
  }) => {
    const decisions = record(page, 'POST', /\/Board\/ArcRequests\/6001\/ChairDecision$/);
    await open('/board/arcs/6001');
    const panel = section(page, 'Decision');
    const form = panel.getByRole('form', { name: 'Record the decision' });
    const comment = form.getByLabel('Note to the homeowner (optional)');

    await form.getByRole('button', { name: 'Record decision' }).click();
    await expectMessage(
      form.getByRole('radio', { name: 'Approve the request' }),
      'Choose whether to approve or decline the request.',
    );
    expect(decisions).toHaveLength(0);

    await preferStatus(page, DECISION_URL, 'code=403');
    await form.getByRole('radio', { name: 'Approve the request' }).check();
    await comment.fill('Approved. Sage Green siding and shutters, white trim.');
    await form.getByRole('button', { name: 'Record decision' }).click();
    await expect(form.getByRole('alert')).toContainText(
      'Only the ARC chair can record a decision on this request.',
    );
    await expect(comment).toHaveValue('Approved. Sage Green siding and shutters, white trim.');

    await page.unroute(DECISION_URL);
    await form.getByRole('button', { name: 'Record decision' }).click();
    await expect(panel.getByText('Recorded by Jordan Rivera')).toBeVisible();
    await expect(panel).toContainText('Approved. Sage Green siding and shutters, white trim.');
    const sent = decisions.at(-1)!;
    expect(sent.headers()['content-type']).toMatch(/^application\/json/);
    expect(sent.postDataJSON()).toEqual({
      decision: 'approved',
      comment: 'Approved. Sage Green siding and shutters, white trim.',
    });
    // Decided: voting is over, and stays over after a reload.
    await expect(section(page, 'Votes')).toContainText('Voting is closed for this request.');
    await expect(page.getByRole('form', { name: 'Your vote' })).toHaveCount(0);
    await page.reload();
    await expect(panel.getByText('Recorded by Jordan Rivera')).toBeVisible();
    await expect(section(page, 'Votes')).toContainText('Voting is closed for this request.');
    await expect(page.getByRole('form', { name: 'Your vote' })).toHaveCount(0);
  });

  test('a decided request shows the decision and closed voting; an ARC id that does not exist says so', async ({
    page,
    open,
  }) => {
    await open('/board/arcs/6002');
    await expect(
      page.getByRole('heading', { name: 'Backyard cedar fence', level: 1 }),
    ).toBeVisible();
    const decision = section(page, 'Decision');
    await expect(decision).toContainText('Approved');
    await expect(decision).toContainText('Approved as submitted. Fence may not exceed 6 feet.');
    await expect(decision.getByRole('button')).toHaveCount(0);
    await expect(section(page, 'Votes')).toContainText(
      'Voting is closed for this request. Your vote: Approve.',
    );

    await open('/board/arcs/9999');
    await expect(
      page.getByRole('heading', { name: 'ARC request not found', level: 1 }),
    ).toBeVisible();
    await expect(page.getByText('There is no ARC request 9999.')).toBeVisible();
    await page.getByRole('link', { name: 'All ARC requests' }).click();
    await expect(page.getByRole('heading', { name: 'ARC requests', level: 1 })).toBeVisible();

    await open('/board/arcs/not-a-number');
    await expect(page.getByRole('heading', { name: 'Page not found', level: 1 })).toBeVisible();
  });

  test('the attachments page shows the attachments alone in the default layout', async ({
    page,
    at,
    open,
  }) => {
    await open('/board/arcs/6001/attachments');
    await expect(
      page.getByRole('heading', { name: 'ARC request attachments', level: 1 }),
    ).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
    await expect(page.getByRole('list', { name: 'Attachments' }).getByRole('listitem')).toHaveCount(
      3,
    );
    await page.getByRole('button', { name: 'View sage-green-swatch.png full size' }).click();
    await expect(page.getByRole('dialog', { name: 'sage-green-swatch.png' })).toBeVisible();
    await page.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('link', { name: 'Open the request' }).click();
    await expect(page).toHaveURL(at('/board/arcs/6001'));
  });

  for (const width of [1280, 360]) {
    test(`is accessible at ${width} pixels`, async ({ page, open, expectAccessible }) => {
      await page.setViewportSize({ width, height: width === 360 ? 740 : 900 });
      await open('/board/arcs');
      await expect(page.getByRole('link', { name: 'Exterior paint – Sage Green' })).toBeVisible();
      await expectAccessible();
      await open('/board/arcs/6001');
      await expect(section(page, 'Attachments').getByRole('list')).toBeVisible();
      await expect(
        section(page, 'Messages with Priya Shah').getByRole('list', { name: 'Messages' }),
      ).toBeVisible();
      const thumbnail = page.getByRole('button', { name: 'View front-elevation.jpg full size' });
      await expect(thumbnail.locator('img')).toHaveJSProperty('naturalWidth', PHOTO_WIDTH);
      // Nothing wider than the screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        width,
      );
      await expectAccessible();
      await thumbnail.click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectAccessible();
      await page.keyboard.press('Escape');
      await open('/board/arcs/6001/attachments');
      await expect(page.getByRole('list', { name: 'Attachments' })).toBeVisible();
      await expectAccessible();
    });
  }
});

test('a board member who is not the ARC chair sees the tally but none of the chair controls', async ({
  page,
  at,
  pathPrefix,
}) => {
  // Marcus Chen: on Maple Grove's board with an ARC vote, not its chair.
  await inSandbox(page, at, pathPrefix, { email: 'marcus.chen@example.com', name: 'Marcus Chen' });
  await page.goto(at('/board/arcs/6001'));
  await expect(section(page, 'Votes')).toContainText('2 of 5 votes');
  await expect(section(page, 'Votes').getByRole('table')).toHaveCount(0);
  await expect(section(page, 'Decision')).toHaveText(
    /The ARC chair records the decision once the board has voted\./,
  );
  await expect(page.getByRole('button', { name: 'Record decision' })).toHaveCount(0);
  // Voting stays open to every board member: Marcus has voted, and may change it.
  await expect(section(page, 'Votes').getByText('Your vote: Approve.')).toBeVisible();
  await section(page, 'Votes').getByRole('button', { name: 'Change vote' }).click();
  await expect(page.getByRole('form', { name: 'Change your vote' })).toBeVisible();
});

test('a homeowner who is not on the board is refused the ARC pages', async ({
  page,
  at,
  pathPrefix,
}) => {
  await inSandbox(page, at, pathPrefix, { email: 'priya.shah@example.com', name: 'Priya Shah' });
  const calls = record(page, 'GET', /\/Board\/ArcRequests/);
  for (const path of ['/board/arcs', '/board/arcs/6001']) {
    await page.goto(at(path));
    await expect(
      page.getByRole('heading', { name: 'Not available for your account', level: 1 }),
    ).toBeVisible();
  }
  await expect(page.getByRole('button', { name: 'Submit vote' })).toHaveCount(0);
  expect(calls).toHaveLength(0);
});

test('the attachments page sends a visitor without a session to log in first', async ({
  page,
  at,
}) => {
  await page.goto(at('/board/arcs/6001/attachments'));
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  expect(new URL(page.url()).searchParams.get('redirect')).toContain(
    '/board/arcs/6001/attachments',
  );
});
