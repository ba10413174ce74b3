import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signInAs, useSandbox } from './sandbox';

// ARC review against the sandbox: a vote, a message and the chair's decision stick across a
// reload, each request is itself, and the board's pages are refused to a homeowner who is not on
// the board. No request is answered here; every answer is the sandbox's.

const JORDAN = { email: 'jordan.rivera@example.com', name: 'Jordan Rivera' } as const;
const MARCUS = { email: 'marcus.chen@example.com', name: 'Marcus Chen' } as const;
const PRIYA = { email: 'priya.shah@example.com', name: 'Priya Shah' } as const;

const section = (page: Page, name: string | RegExp) => page.getByRole('region', { name });

test.beforeEach(({ pathPrefix }) => {
  test.skip(pathPrefix !== '', 'the sandbox journeys run at / only');
});

async function openRequest(page: Page, at: (path: string) => string, id: number, title: string) {
  await page.goto(at(`/board/arcs/${String(id)}`));
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
}

test('a Decline vote on 6001 is still Decline after a reload, and the tally follows', async ({
  page,
  at,
}) => {
  await useSandbox(page);
  await signInAs(page, at, JORDAN.email, JORDAN.name);
  await openRequest(page, at, 6001, 'Exterior paint – Sage Green');
  const votes = section(page, 'Votes');
  await expect(votes).toContainText('2 of 5 votes');
  const form = votes.getByRole('form', { name: 'Your vote' });
  await form.getByRole('radio', { name: 'Decline' }).check();
  await form.getByLabel('Comment (optional)').fill('Please choose a colour from the palette.');
  await form.getByRole('button', { name: 'Submit vote' }).click();
  await expect(votes.getByText('Your vote was recorded: Decline.')).toBeVisible();

  await page.reload();
  await expect(votes.getByText('Your vote: Decline.')).toBeVisible();
  await expect(votes).toContainText('3 of 5 votes');
  await expect(
    votes.getByRole('table', { name: 'Votes by board member' }).getByRole('row', {
      name: /Jordan Rivera/,
    }),
  ).toContainText('Please choose a colour from the palette.');

  // The list shows the same tally and my vote.
  await page.goto(at('/board/arcs'));
  const paint = page
    .getByRole('table', { name: 'ARC requests' })
    .getByRole('row', { name: /Exterior paint – Sage Green/ });
  await expect(paint).toContainText('2 approve, 1 decline');
  await expect(paint).toContainText('3 of 5 votes');

  // Retracted, the ballot is gone after a reload too.
  await openRequest(page, at, 6001, 'Exterior paint – Sage Green');
  await votes.getByRole('button', { name: 'Retract vote' }).click();
  await expect(votes.getByText('Your vote was retracted.')).toBeVisible();
  await page.reload();
  await expect(votes).toContainText('2 of 5 votes');
  await expect(votes.getByRole('form', { name: 'Your vote' })).toBeVisible();
});

test('6002 and 6003 open as themselves, with their own decisions', async ({ page, at }) => {
  await useSandbox(page);
  await signInAs(page, at, JORDAN.email, JORDAN.name);
  await page.goto(at('/board/arcs'));
  await page
    .getByRole('table', { name: 'ARC requests' })
    .getByRole('link', { name: 'Backyard cedar fence' })
    .click();
  await expect(page).toHaveURL(at('/board/arcs/6002'));
  await expect(page.getByRole('heading', { name: 'Backyard cedar fence', level: 1 })).toBeVisible();
  await expect(section(page, 'Request')).toContainText(
    'A 6-foot natural cedar privacy fence along the back lot line.',
  );
  await expect(section(page, 'Decision')).toContainText(
    'Approved as submitted. Fence may not exceed 6 feet.',
  );
  await expect(section(page, 'Votes')).toContainText(
    'Voting is closed for this request. Your vote: Approve.',
  );
  await expect(
    section(page, 'Attachments').getByRole('list', { name: 'Attachments' }).getByRole('listitem'),
  ).toHaveText([/fence-site-plan\.pdf/]);

  await openRequest(page, at, 6003, 'Solar panels on front roof');
  await expect(section(page, 'Decision')).toContainText(
    'Declined. Panels on the rear roof slope would be approvable.',
  );
  await expect(section(page, 'Votes')).toContainText('Your vote: Decline.');
  // Its photo is a real image.
  const photo = section(page, 'Attachments').getByRole('button', {
    name: 'View front-roof-photo.jpg full size',
  });
  await expect(photo.locator('img')).toHaveJSProperty('naturalWidth', 640);
});

test('a message to the homeowner is in the thread after a reload', async ({ page, at }) => {
  await useSandbox(page);
  await signInAs(page, at, JORDAN.email, JORDAN.name);
  await openRequest(page, at, 6001, 'Exterior paint – Sage Green');
  const messages = section(page, 'Messages with Priya Shah');
  const form = messages.getByRole('form', { name: 'Send a message' });
  const typed = 'Could you send the exact paint code of the shutters?';
  await form.getByLabel('Message to Priya Shah').fill(typed);
  await form
    .getByLabel('Attach files (optional)')
    .setInputFiles([
      { name: 'palette.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 palette') },
    ]);
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(form.getByText('Message sent.')).toBeVisible();

  await page.reload();
  const thread = messages.getByRole('list', { name: 'Messages' });
  // The thread's own items (each message's files are a list inside it).
  const sent = thread.getByRole('listitem').filter({ hasText: typed });
  await expect(sent).toContainText('Jordan Rivera');
  await expect(sent).toContainText('palette.pdf');
  // Priya's messages are still hers, with her photo.
  await expect(thread.getByRole('listitem').filter({ hasText: 'Priya Shah' })).toHaveCount(2);
  await expect(
    thread.getByRole('button', { name: 'View trim-detail.jpg full size' }),
  ).toBeVisible();
});

test("the chair's decision closes voting, and stays after a reload", async ({ page, at }) => {
  await useSandbox(page);
  await signInAs(page, at, JORDAN.email, JORDAN.name);
  await openRequest(page, at, 6001, 'Exterior paint – Sage Green');
  const decision = section(page, 'Decision');
  const form = decision.getByRole('form', { name: 'Record the decision' });
  await form.getByRole('radio', { name: 'Approve the request' }).check();
  await form
    .getByLabel('Note to the homeowner (optional)')
    .fill('Approved. Sage Green siding and shutters, white trim.');
  await form.getByRole('button', { name: 'Record decision' }).click();
  await expect(decision.getByText('Recorded by Jordan Rivera')).toBeVisible();

  await page.reload();
  await expect(decision.getByText('Recorded by Jordan Rivera')).toBeVisible();
  await expect(decision).toContainText('Approved. Sage Green siding and shutters, white trim.');
  await expect(decision.getByRole('button', { name: 'Record decision' })).toHaveCount(0);
  await expect(section(page, 'Votes')).toContainText('Voting is closed for this request.');
  await expect(page.getByRole('form', { name: 'Your vote' })).toHaveCount(0);

  await page.goto(at('/board/arcs'));
  await expect(
    page
      .getByRole('table', { name: 'ARC requests' })
      .getByRole('row', { name: /Exterior paint – Sage Green/ }),
  ).toContainText('Approved');
});

test('Marcus, on the board but not the chair, changes his vote and cannot decide', async ({
  page,
  at,
}) => {
  await useSandbox(page);
  await signInAs(page, at, MARCUS.email, MARCUS.name);
  await openRequest(page, at, 6001, 'Exterior paint – Sage Green');
  const votes = section(page, 'Votes');
  await expect(votes.getByText('Your vote: Approve.')).toBeVisible();
  await expect(section(page, 'Decision')).toHaveText(
    /The ARC chair records the decision once the board has voted\./,
  );
  await expect(page.getByRole('button', { name: 'Record decision' })).toHaveCount(0);

  await votes.getByRole('button', { name: 'Change vote' }).click();
  const change = votes.getByRole('form', { name: 'Change your vote' });
  await change.getByRole('radio', { name: 'Decline' }).check();
  await change.getByRole('button', { name: 'Save vote' }).click();
  await expect(votes.getByText('Your vote: Decline.')).toBeVisible();
  await page.reload();
  await expect(votes.getByText('Your vote: Decline.')).toBeVisible();
  await expect(votes).toContainText('2 of 5 votes');
});

test('a homeowner who is not on the board is refused the ARC pages', async ({ page, at }) => {
  await useSandbox(page);
  await signInAs(page, at, PRIYA.email, PRIYA.name);
  for (const path of ['/board/arcs', '/board/arcs/6001']) {
    await page.goto(at(path));
    await expect(
      page.getByRole('heading', { name: 'Not available for your account', level: 1 }),
    ).toBeVisible();
  }
  await expect(page.getByRole('button', { name: 'Submit vote' })).toHaveCount(0);
});
