import type { Locator, Page, Request } from '@playwright/test';
import { grid, openRow } from './board-grid';
import {
  expect,
  preferStatus,
  recordRequests,
  serveMimicUser,
  startSignedIn,
  test,
} from './fixtures';
import { signInAs, useSandbox } from './sandbox';

// Board members act on the board pages (issue 22 items 1–6 and 9) as Jordan Rivera, a board
// member of Maple Grove HOA (101). The flows (tagged @sandbox) run against the sandbox, which
// keeps each action: each checks the request the portal sent (method, path, body) and the screen
// after the answer: the details, the grid row, the page's count (the task overview's cache
// entry, which the dashboard's board actions read too) and the filters. Failures, double presses,
// the keyboard, mimic mode and accessibility stay on Prism's examples and forced answers.

const ACTIONS = '/mock/action-items';
const SERVER_ERROR_ID = 'Error ID: c0ffee00-1234-4abc-9def-0123456789ab';
const MIMIC_REASON = 'Not available in mimic mode: only the homeowner can do this.';

/** Holds each matching call a little, so a second press lands while the first is on its way. */
async function slowly(page: Page, pattern: string): Promise<void> {
  await page.route(pattern, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 500));
    await route.fallback();
  });
}

/** Presses Tab until `target` has the focus (at most 20 times) and checks it got there. */
async function tabTo(page: Page, target: Locator): Promise<void> {
  for (let tab = 0; tab < 20; tab++) {
    if (await target.evaluate((element) => element === document.activeElement)) break;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

/** Opens a row's details from the keyboard (focus on the row's button, Enter). */
async function openRowByKeyboard(
  page: Page,
  path: string,
  title: string,
  row: string,
): Promise<Locator> {
  await page.goto(path);
  const opener = grid(page, title).getByRole('button', { name: row, exact: true });
  await opener.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: row });
  await expect(dialog).toBeVisible();
  return dialog;
}

function sent(requests: Request[]): unknown[] {
  return requests.map((request) => request.postDataJSON() as unknown);
}

const SANDBOX = { tag: '@sandbox' };

test.beforeEach(async ({ page, at, pathPrefix }, testInfo) => {
  if (!testInfo.tags.includes('@sandbox')) return startSignedIn(page);
  test.skip(pathPrefix !== '', 'the sandbox journeys run at / only');
  // A demo community of its own, signed in through the form as Jordan.
  await useSandbox(page);
  await signInAs(page, at, 'jordan.rivera@example.com', 'Jordan Rivera');
});

test.describe('invoices', () => {
  const DECISION = `**${ACTIONS}/Board/Invoices/16401/Decision`;

  test(
    'approving an awaiting invoice sends the decision once, shows the tally, my decision and the approved status; the count and the filter follow',
    SANDBOX,
    async ({ page }) => {
      await slowly(page, DECISION);
      const decisions = recordRequests(page, 'POST', /\/Board\/Invoices\/16401\/Decision$/);
      await page.goto('/board/invoices?status=pendingApproval');
      await expect(page.getByTestId('board-count')).toHaveText('2 invoices to approve');
      await expect(grid(page, 'Invoices').getByRole('rowheader')).toHaveText([
        'GLD-20931',
        'BPE-7714',
      ]);
      await grid(page, 'Invoices').getByRole('button', { name: 'GLD-20931', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'GLD-20931' });
      await expect(dialog.getByText('1 of 2', { exact: true })).toBeVisible();
      await expect(dialog.getByText('You have not decided on this invoice yet.')).toBeVisible();

      await dialog.getByRole('button', { name: 'Approve', exact: true }).dblclick();
      await expect(
        dialog.getByText('Your approval is recorded (2 of 2 approvals). The invoice is approved.', {
          exact: true,
        }),
      ).toBeVisible();
      expect(sent(decisions)).toEqual([{ decision: 'approve' }]);
      await expect(dialog.getByText('2 of 2', { exact: true })).toBeVisible();
      await expect(dialog.getByText('Approved', { exact: true })).toBeVisible();
      await expect(dialog.getByText('You approved this invoice.')).toBeFocused();
      await expect(
        dialog.getByText('Decisions are closed: the invoice is no longer awaiting approval.'),
      ).toBeVisible();
      await expect(dialog.getByRole('button', { name: 'Decline', exact: true })).toHaveCount(0);
      await expect(page.getByTestId('board-count')).toHaveText('1 invoice to approve');

      // The grid, filtered to invoices awaiting approval, no longer lists it.
      await page.keyboard.press('Escape');
      await expect(grid(page, 'Invoices').getByRole('rowheader')).toHaveText(['BPE-7714']);
      expect(decisions).toHaveLength(1);
    },
  );

  test(
    'declining asks for a reason first, then records it; the decision can be changed while the invoice awaits approval',
    SANDBOX,
    async ({ page }) => {
      const decisions = recordRequests(page, 'POST', /\/Board\/Invoices\/16401\/Decision$/);
      const dialog = await openRow(page, '/board/invoices', 'Invoices', 'GLD-20931');
      await dialog.getByRole('button', { name: 'Decline', exact: true }).click();
      const reason = dialog.getByRole('textbox', { name: 'Reason for declining' });
      await expect(reason).toBeFocused();
      await dialog.getByRole('button', { name: 'Decline invoice' }).click();
      await expect(dialog.getByText('Give a reason for declining.')).toBeVisible();
      await expect(reason).toBeFocused();
      expect(decisions).toHaveLength(0);

      await reason.fill('The clean-out was billed twice this quarter.');
      await dialog.getByRole('button', { name: 'Decline invoice' }).click();
      await expect(
        dialog.getByText('Your decline is recorded (1 of 2 approvals).', { exact: true }),
      ).toBeVisible();
      expect(sent(decisions)).toEqual([
        { decision: 'decline', reason: 'The clean-out was billed twice this quarter.' },
      ]);
      await expect(
        dialog.getByText('You declined this invoice: The clean-out was billed twice this quarter.'),
      ).toBeVisible();
      await expect(dialog.getByText('Awaiting approval', { exact: true })).toBeVisible();
      await expect(page.getByTestId('board-count')).toHaveText('2 invoices to approve');
      // Changing the decision: Approve is still offered, Decline no longer.
      await expect(dialog.getByRole('button', { name: 'Approve', exact: true })).toBeEnabled();
      await expect(dialog.getByRole('button', { name: 'Decline', exact: true })).toHaveCount(0);
    },
  );

  test('a refused decision says the service words with the Error ID beside the buttons; a failed one says so', async ({
    page,
  }) => {
    await preferStatus(page, DECISION, 'code=409');
    const dialog = await openRow(page, '/board/invoices', 'Invoices', 'GLD-20931');
    await dialog.getByRole('button', { name: 'Approve', exact: true }).click();
    const alert = dialog.getByRole('alert');
    await expect(alert).toContainText(
      'This item has already been completed and can no longer be changed.',
    );
    await expect(alert).toContainText('Error ID: 6e7f8a9b-0c1d-4e2f-a3b4-c5d6e7f8a9b0');
    await expect(dialog.getByText('1 of 2', { exact: true })).toBeVisible();
    await expect(page.getByTestId('board-count')).toHaveText('2 invoices to approve');

    await page.unroute(DECISION);
    await preferStatus(page, DECISION, 'code=500');
    await dialog.getByRole('button', { name: 'Approve', exact: true }).click();
    await expect(alert).toContainText('Your decision could not be recorded.');
    await expect(alert).toContainText(SERVER_ERROR_ID);
  });

  test('approves with the keyboard alone', async ({ page }) => {
    const decisions = recordRequests(page, 'POST', /\/Board\/Invoices\/16401\/Decision$/);
    const dialog = await openRowByKeyboard(page, '/board/invoices', 'Invoices', 'GLD-20931');
    await tabTo(page, dialog.getByRole('button', { name: 'Approve', exact: true }));
    await page.keyboard.press('Enter');
    await expect(dialog.getByText('You approved this invoice.')).toBeFocused();
    expect(sent(decisions)).toEqual([{ decision: 'approve' }]);
  });
});

test.describe('work orders', () => {
  const STATUS = `**${ACTIONS}/Board/WorkOrders/16502/Status`;
  const COMMENTS = `**${ACTIONS}/Board/WorkOrders/16502/Comments`;

  test(
    'the details show the history; a comment and a status change join it, and the row and count follow',
    SANDBOX,
    async ({ page }) => {
      const comments = recordRequests(page, 'POST', /\/Board\/WorkOrders\/16502\/Comments$/);
      const moves = recordRequests(page, 'POST', /\/Board\/WorkOrders\/16502\/Status$/);
      const dialog = await openRow(
        page,
        '/board/work-orders',
        'Work orders',
        'Replace streetlight – Maple Court',
      );
      const history = dialog.getByRole('region', { name: 'History' });
      await expect(history.getByRole('listitem')).toHaveCount(2);
      await expect(history.getByText('Created by Dana Whitfield')).toBeVisible();
      await expect(
        history.getByText('Dana Whitfield moved it from Open to Assigned'),
      ).toBeVisible();

      await dialog.getByRole('button', { name: 'Add comment' }).click();
      await expect(dialog.getByText('Write a comment first.')).toBeVisible();
      await dialog
        .getByRole('textbox', { name: 'Comment' })
        .fill('Please confirm the repair date with the residents of 12 and 14.');
      await dialog.getByRole('button', { name: 'Add comment' }).click();
      await expect(dialog.getByText('Your comment is added.', { exact: true })).toBeVisible();
      expect(sent(comments)).toEqual([
        { comment: 'Please confirm the repair date with the residents of 12 and 14.' },
      ]);
      await expect(history.getByText('Jordan Rivera commented')).toBeVisible();
      await expect(dialog.getByRole('textbox', { name: 'Comment' })).toHaveValue('');

      await dialog.getByRole('button', { name: 'Mark in progress' }).click();
      await expect(
        dialog.getByText('The work order is now In progress.', { exact: true }),
      ).toBeVisible();
      expect(sent(moves)).toEqual([{ status: 'inProgress' }]);
      await expect(
        history.getByText('Jordan Rivera moved it from Assigned to In progress'),
      ).toBeVisible();
      await expect(page.getByTestId('board-count')).toHaveText('2 open work orders');
      await page.keyboard.press('Escape');
      await expect(
        grid(page, 'Work orders').getByRole('row', { name: /Replace streetlight/ }),
      ).toContainText('In progress');
    },
  );

  test(
    'cancelling asks for a reason; the cancelled order leaves the open count and can be reopened',
    SANDBOX,
    async ({ page }) => {
      const moves = recordRequests(page, 'POST', /\/Board\/WorkOrders\/16502\/Status$/);
      const dialog = await openRow(
        page,
        '/board/work-orders',
        'Work orders',
        'Replace streetlight – Maple Court',
      );
      await dialog.getByRole('button', { name: 'Cancel work order…' }).click();
      const reason = dialog.getByRole('textbox', { name: 'Reason for cancelling' });
      await expect(reason).toBeFocused();
      await dialog.getByRole('button', { name: 'Cancel work order', exact: true }).click();
      await expect(dialog.getByText('Give a reason for cancelling.')).toBeVisible();
      await reason.fill('The city is replacing the streetlight.');
      await dialog.getByRole('button', { name: 'Cancel work order', exact: true }).click();
      await expect(
        dialog.getByText('The work order is now Cancelled.', { exact: true }),
      ).toBeVisible();
      expect(sent(moves)).toEqual([
        { status: 'cancelled', reason: 'The city is replacing the streetlight.' },
      ]);
      await expect(
        dialog
          .getByRole('region', { name: 'History' })
          .getByText('The city is replacing the streetlight.'),
      ).toBeVisible();
      await expect(page.getByTestId('board-count')).toHaveText('1 open work order');
      await expect(dialog.getByRole('button', { name: 'Reopen' })).toBeVisible();
    },
  );

  test('a failed status change and a failed comment are said beside the buttons with the Error ID; the comment stays', async ({
    page,
  }) => {
    await preferStatus(page, STATUS, 'code=500');
    await preferStatus(page, COMMENTS, 'code=500');
    const dialog = await openRow(
      page,
      '/board/work-orders',
      'Work orders',
      'Replace streetlight – Maple Court',
    );
    await dialog.getByRole('button', { name: 'Mark completed' }).click();
    const alert = dialog.getByRole('alert').filter({ hasText: 'Error ID' });
    await expect(alert).toContainText('The status could not be changed.');
    await expect(alert).toContainText(SERVER_ERROR_ID);
    await expect(dialog.getByText('Status: Assigned')).toBeVisible();

    await dialog.getByRole('textbox', { name: 'Comment' }).fill('Any news?');
    await dialog.getByRole('button', { name: 'Add comment' }).click();
    await expect(alert).toContainText('The comment could not be added.');
    await expect(dialog.getByRole('textbox', { name: 'Comment' })).toHaveValue('Any news?');
  });
});

test.describe('to-do list', () => {
  test(
    'marks a task done and reopens it; the count follows, and a task is assigned to another board member',
    SANDBOX,
    async ({ page }) => {
      const changes = recordRequests(page, 'POST', /\/Board\/ToDoItems\/16603\/(Status|Assignee)$/);
      const dialog = await openRow(
        page,
        '/board/to-do-list',
        'To-do list',
        'Review the 2027 draft budget',
      );
      await expect(page.getByTestId('board-count')).toHaveText('3 open to-do items');
      await dialog.getByRole('button', { name: 'Mark done' }).click();
      await expect(dialog.getByText('The task is done.', { exact: true })).toBeVisible();
      await expect(page.getByTestId('board-count')).toHaveText('2 open to-do items');

      await dialog.getByRole('button', { name: 'Reopen' }).click();
      await expect(dialog.getByText('The task is open again.', { exact: true })).toBeVisible();
      await expect(page.getByTestId('board-count')).toHaveText('3 open to-do items');

      await dialog
        .getByRole('combobox', { name: 'Assign to' })
        .selectOption({ label: 'Marcus Chen' });
      await dialog.getByRole('button', { name: 'Assign', exact: true }).click();
      await expect(
        dialog.getByText('The task is now assigned to Marcus Chen.', { exact: true }),
      ).toBeVisible();
      expect(
        changes.map((r) => [
          new URL(r.url()).pathname.split('/').pop(),
          r.postDataJSON() as unknown,
        ]),
      ).toEqual([
        ['Status', { status: 'done' }],
        ['Status', { status: 'open' }],
        ['Assignee', { userId: 1003 }],
      ]);
      await page.keyboard.press('Escape');
      await expect(
        grid(page, 'To-do list').getByRole('row', { name: /Review the 2027 draft budget/ }),
      ).toContainText('Marcus Chen');
    },
  );

  test('a related item opens that item: the invoice, and from it its work order', async ({
    page,
  }) => {
    const dialog = await openRow(
      page,
      '/board/to-do-list',
      'To-do list',
      'Approve the GreenLine Drainage invoice',
    );
    await dialog.getByRole('link', { name: 'Open invoice 16401' }).click();
    await expect(page).toHaveURL(/\/board\/invoices\?open=16401$/);
    const invoice = page.getByRole('dialog', { name: 'GLD-20931' });
    await expect(invoice.getByText('GreenLine Drainage', { exact: true })).toBeVisible();

    await invoice.getByRole('link', { name: 'Open work order 16501' }).click();
    await expect(page).toHaveURL(/\/board\/work-orders\?open=16501$/);
    const order = page.getByRole('dialog', { name: 'Clear storm drain behind 14 Maple Court' });
    await expect(order).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(order).toHaveCount(0);
    await expect(page).toHaveURL(/\/board\/work-orders$/);
  });
});

test.describe('violations and inspections', () => {
  test(
    'sends the next notice, then closes the violation with a note; the count follows',
    SANDBOX,
    async ({ page }) => {
      const notices = recordRequests(page, 'POST', /\/Board\/Violations\/16301\/Notice$/);
      const closes = recordRequests(page, 'POST', /\/Board\/Violations\/16301\/Close$/);
      const dialog = await openRow(
        page,
        '/board/violations',
        'Violations',
        'Trash containers',
        /22 Maple Court/,
      );
      await expect(page.getByTestId('board-count')).toHaveText('3 open violations');
      await dialog.getByRole('button', { name: 'Send next notice' }).click();
      await expect(
        dialog.getByText('The notice is sent (Second notice).', { exact: true }),
      ).toBeVisible();
      expect(notices).toHaveLength(1);
      await expect(dialog.getByText('Status: Open, stage: Second notice')).toBeVisible();

      await dialog.getByRole('button', { name: 'Close with a note…' }).click();
      const note = dialog.getByRole('textbox', { name: 'Closing note' });
      await expect(note).toBeFocused();
      await note.fill('Containers are now stored in the garage.');
      await dialog.getByRole('button', { name: 'Close violation' }).click();
      await expect(dialog.getByText('The violation is closed.', { exact: true })).toBeVisible();
      expect(sent(closes)).toEqual([{ note: 'Containers are now stored in the garage.' }]);
      await expect(
        dialog.getByText('Closed with the note: Containers are now stored in the garage.'),
      ).toBeVisible();
      await expect(page.getByTestId('board-count')).toHaveText('2 open violations');
      await expect(dialog.getByRole('button', { name: 'Send next notice' })).toHaveCount(0);
    },
  );

  test('marks a completed inspection reviewed', SANDBOX, async ({ page }) => {
    const reviews = recordRequests(page, 'POST', /\/Board\/Inspections\/16202\/Review$/);
    const dialog = await openRow(
      page,
      '/board/inspections',
      'Inspections',
      'Fence completion check – 18 Maple Court',
    );
    await expect(dialog.getByText('Not reviewed by the board yet.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Mark reviewed' }).click();
    await expect(
      dialog.getByText('The inspection is marked reviewed.', { exact: true }),
    ).toBeVisible();
    expect(reviews).toHaveLength(1);
    // The focus is on the status line; the sentence itself is one inline box inside it.
    await expect(dialog.locator(':focus')).toHaveText(/^Reviewed by Jordan Rivera on /);
    await expect(dialog.getByRole('button', { name: 'Mark reviewed' })).toHaveCount(0);
  });
});

// Each one-press action: pressed twice quickly, one request; failed, said with the Error ID.
const ONE_PRESS = [
  {
    name: 'mark a work order in progress',
    path: '/board/work-orders',
    title: 'Work orders',
    row: 'Replace streetlight – Maple Court',
    call: `**${ACTIONS}/Board/WorkOrders/16502/Status`,
    button: 'Mark in progress',
    failed: 'The status could not be changed.',
  },
  {
    name: 'mark a to-do item done',
    path: '/board/to-do-list',
    title: 'To-do list',
    row: 'Review the 2027 draft budget',
    call: `**${ACTIONS}/Board/ToDoItems/16603/Status`,
    button: 'Mark done',
    failed: 'The task could not be changed.',
  },
  {
    name: 'send a violation notice',
    path: '/board/violations',
    title: 'Violations',
    row: 'Trash containers',
    call: `**${ACTIONS}/Board/Violations/16301/Notice`,
    button: 'Send next notice',
    failed: 'The notice could not be sent.',
  },
  {
    name: 'mark an inspection reviewed',
    path: '/board/inspections',
    title: 'Inspections',
    row: 'Fence completion check – 18 Maple Court',
    call: `**${ACTIONS}/Board/Inspections/16202/Review`,
    button: 'Mark reviewed',
    failed: 'The inspection could not be marked reviewed.',
  },
] as const;

for (const action of ONE_PRESS) {
  test(`${action.name}: a double press sends one request`, async ({ page }) => {
    await slowly(page, action.call);
    const calls: Request[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith(action.call.slice(2)))
        calls.push(request);
    });
    const dialog = await openRow(page, action.path, action.title, action.row);
    await dialog.getByRole('button', { name: action.button }).dblclick();
    await expect(dialog.getByRole('status').filter({ hasText: /\S/ })).toBeVisible();
    expect(calls).toHaveLength(1);
  });

  test(`${action.name}: with the keyboard alone`, async ({ page }) => {
    const calls = recordRequests(page, 'POST', new RegExp(`${action.call.slice(2)}$`));
    const dialog = await openRowByKeyboard(page, action.path, action.title, action.row);
    await tabTo(page, dialog.getByRole('button', { name: action.button }));
    await page.keyboard.press('Space');
    await expect(dialog.getByRole('status').filter({ hasText: /\S/ })).toBeVisible();
    expect(calls).toHaveLength(1);
  });

  test(`${action.name}: a failure is said beside the button with the Error ID`, async ({
    page,
  }) => {
    await preferStatus(page, action.call, 'code=500');
    const dialog = await openRow(page, action.path, action.title, action.row);
    await dialog.getByRole('button', { name: action.button }).click();
    const alert = dialog.getByRole('alert').filter({ hasText: 'Error ID' });
    await expect(alert).toContainText(action.failed);
    await expect(alert).toContainText(SERVER_ERROR_ID);
    await expect(dialog.getByRole('button', { name: action.button })).toBeEnabled();
  });
}

test('a reason, a note and a comment are given with the keyboard alone', async ({ page }) => {
  await preferStatus(page, `**${ACTIONS}/Board/Invoices/16401/Decision`, 'example=declined');
  const decisions = recordRequests(page, 'POST', /\/Board\/Invoices\/16401\/Decision$/);
  const invoice = await openRowByKeyboard(page, '/board/invoices', 'Invoices', 'GLD-20931');
  await tabTo(page, invoice.getByRole('button', { name: 'Decline', exact: true }));
  await page.keyboard.press('Enter');
  await expect(invoice.getByRole('textbox', { name: 'Reason for declining' })).toBeFocused();
  await page.keyboard.type('Billed twice.');
  await page.keyboard.press('Tab');
  await expect(invoice.getByRole('button', { name: 'Decline invoice' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(invoice.locator(':focus')).toHaveText(
    'You declined this invoice: The clean-out was billed twice this quarter.',
  );
  expect(sent(decisions)).toEqual([{ decision: 'decline', reason: 'Billed twice.' }]);
  await page.keyboard.press('Escape');

  const comments = recordRequests(page, 'POST', /\/Board\/WorkOrders\/16502\/Comments$/);
  const order = await openRowByKeyboard(
    page,
    '/board/work-orders',
    'Work orders',
    'Replace streetlight – Maple Court',
  );
  await tabTo(page, order.getByRole('textbox', { name: 'Comment' }));
  await page.keyboard.type('Any news?');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(order.getByText('Your comment is added.', { exact: true })).toBeVisible();
  expect(sent(comments)).toEqual([{ comment: 'Any news?' }]);
  await page.keyboard.press('Escape');

  const closes = recordRequests(page, 'POST', /\/Board\/Violations\/16301\/Close$/);
  const violation = await openRowByKeyboard(
    page,
    '/board/violations',
    'Violations',
    'Trash containers',
  );
  await tabTo(page, violation.getByRole('button', { name: 'Close with a note…' }));
  await page.keyboard.press('Enter');
  await expect(violation.getByRole('textbox', { name: 'Closing note' })).toBeFocused();
  await page.keyboard.type('Fixed.');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(violation.getByText('The violation is closed.', { exact: true })).toBeVisible();
  expect(sent(closes)).toEqual([{ note: 'Fixed.' }]);
});

test(
  'the dashboard board actions show the count the service answers after an approval',
  SANDBOX,
  async ({ page }) => {
    const dialog = await openRow(page, '/board/invoices', 'Invoices', 'GLD-20931');
    await dialog.getByRole('button', { name: 'Approve', exact: true }).click();
    await expect(dialog.getByText('You approved this invoice.')).toBeVisible();
    await page.keyboard.press('Escape');
    await page.getByRole('link', { name: 'Dashboard' }).first().click();
    const widget = page.getByRole('region', { name: 'Board actions' });
    await expect(widget.getByRole('link', { name: /Invoices to approve/ })).toHaveText(
      /Invoices to approve\s*1/,
    );
  },
);

test('in mimic mode every action is off and says why', async ({ page }) => {
  await serveMimicUser(page, 'Casey Morgan');
  const posts = recordRequests(page, 'POST', /\/Board\//);
  const dialog = await openRow(page, '/board/invoices', 'Invoices', 'GLD-20931');
  await expect(dialog.getByText(MIMIC_REASON, { exact: true })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Approve', exact: true })).toBeDisabled();
  await expect(dialog.getByRole('button', { name: 'Decline', exact: true })).toBeDisabled();
  await page.keyboard.press('Escape');
  await page.goto('/board/to-do-list');
  await grid(page, 'To-do list')
    .getByRole('button', { name: 'Review the 2027 draft budget', exact: true })
    .click();
  const task = page.getByRole('dialog', { name: 'Review the 2027 draft budget' });
  await expect(task.getByRole('button', { name: 'Mark done' })).toBeDisabled();
  await expect(task.getByText(MIMIC_REASON, { exact: true })).toBeVisible();
  expect(posts).toHaveLength(0);
});

test('the action dialogs are accessible at 360 px', async ({ page, expectAccessible }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const invoice = await openRow(page, '/board/invoices', 'Invoices', 'GLD-20931');
  await invoice.getByRole('button', { name: 'Decline', exact: true }).click();
  await invoice.getByRole('button', { name: 'Decline invoice' }).click();
  await expect(invoice.getByText('Give a reason for declining.')).toBeVisible();
  await expectAccessible();
  await page.keyboard.press('Escape');

  const order = await openRow(
    page,
    '/board/work-orders',
    'Work orders',
    'Replace streetlight – Maple Court',
  );
  await expect(order.getByText('Created by Dana Whitfield')).toBeVisible();
  await expectAccessible();
  await page.keyboard.press('Escape');

  const task = await openRow(
    page,
    '/board/to-do-list',
    'To-do list',
    'Review the 2027 draft budget',
  );
  await expect(task.getByRole('combobox', { name: 'Assign to' })).toBeVisible();
  await expectAccessible();
  await page.keyboard.press('Escape');

  const violation = await openRow(page, '/board/violations', 'Violations', 'Trash containers');
  await violation.getByRole('button', { name: 'Close with a note…' }).click();
  await expectAccessible();
  await page.keyboard.press('Escape');

  await preferStatus(page, `**${ACTIONS}/Board/Inspections/16202/Review`, 'code=500');
  const inspection = await openRow(
    page,
    '/board/inspections',
    'Inspections',
    'Fence completion check – 18 Maple Court',
  );
  await inspection.getByRole('button', { name: 'Mark reviewed' }).click();
  await expect(inspection.getByText(SERVER_ERROR_ID)).toBeVisible();
  await expectAccessible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});
