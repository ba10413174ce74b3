import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { useSandbox } from './sandbox';

// Issue 14, item 1: journeys done with the keyboard alone (Tab, Shift+Tab, Enter, Space, arrows and
// typing through page.keyboard): no click, fill or check anywhere. A file chooser opened from the
// keyboard is answered through Playwright's filechooser event, as a person would pick files in
// the system dialog. The main project only (the embedded layout has the same forms).

test.skip(({ pathPrefix }) => pathPrefix !== '', 'main project only');

/** Whether the element, or something inside it, has the keyboard focus. */
function hasFocus(target: Locator): Promise<boolean> {
  return target.evaluate(
    (element) => element === document.activeElement || element.contains(document.activeElement),
  );
}

/** Presses Tab (or Shift+Tab) until the target has focus; fails after `max` presses. */
async function tabTo(page: Page, target: Locator, { back = false, max = 80 } = {}) {
  await target.waitFor();
  for (let presses = 0; presses < max; presses += 1) {
    if (await hasFocus(target)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  expect(await hasFocus(target), `${target.toString()} reachable by keyboard`).toBe(true);
}

/** Logs in by typing into the form and pressing Enter. */
async function logInByKeyboard(page: Page) {
  await page.goto('/login');
  await tabTo(page, page.getByLabel('Email'));
  await page.keyboard.type('jordan.rivera@example.com');
  await tabTo(page, page.getByLabel('Password'));
  await page.keyboard.type('correct-horse');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Welcome, Jordan Rivera' })).toBeVisible();
}

/** Picks the property of an account number in the property selector, by its search. */
async function chooseProperty(page: Page, account: string) {
  await tabTo(page, page.getByRole('button', { name: /^Property:/ }), { back: true });
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('combobox', { name: 'Search by association, account number or address' }),
  ).toBeFocused();
  await page.keyboard.type(account);
  await expect(page.getByRole('listbox', { name: 'Properties' }).getByRole('option')).toHaveCount(
    1,
  );
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('button', { name: new RegExp(`^Property: .*${account}`) }),
  ).toBeVisible();
}

test('a one-time payment with a new card, by keyboard only', async ({ page }) => {
  test.setTimeout(150_000);
  // Against the sandbox: the card is stored, so the list the page reloads after adding it holds it.
  await useSandbox(page);
  await logInByKeyboard(page);
  const nav = page.getByRole('navigation', { name: /main|menu|site/i }).first();
  await tabTo(page, nav.getByRole('link', { name: 'Make a payment' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Make a payment', level: 1 })).toBeVisible();

  await chooseProperty(page, 'MG-1001');

  // The account: MG-1001 Assessments (3001), picked in the select with the arrow keys.
  const account = page.getByLabel('Account', { exact: true });
  await tabTo(page, account);
  for (let step = 0; step < 10 && (await account.inputValue()) !== '3001'; step += 1) {
    await page.keyboard.press('ArrowDown');
  }
  await expect(account).toHaveValue('3001');
  await expect(page.getByLabel('Amount (USD)')).toHaveValue('450.00');

  // A new card through the sandbox provider's form, in its dialog.
  await tabTo(page, page.getByRole('button', { name: 'Add a new payment method' }));
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Add a payment method' });
  await expect(dialog).toBeVisible();
  await tabTo(page, dialog.getByRole('button', { name: /^Card/ }));
  await page.keyboard.press('Enter');
  await expect(dialog.getByText(/Sandbox payment provider/)).toBeVisible();
  for (const [label, text] of [
    ['Cardholder name', 'Jordan Rivera'],
    // Stripe's debit Visa test number: the sandbox stores a debit Visa ending in 5556.
    ['Card number', '4000 0566 5566 5556'],
    ['Expiry date (MM/YY)', '08/30'],
    ['Security code (CVC)', '123'],
  ] as const) {
    await tabTo(page, dialog.getByLabel(label));
    await page.keyboard.type(text);
  }
  await tabTo(page, dialog.getByRole('button', { name: 'Save payment method' }));
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('radio', { name: /Visa ending in 5556/ })).toBeChecked();

  // Review, agree if asked, pay.
  const setup = page.waitForRequest(
    (r) => r.method() === 'POST' && r.url().endsWith('/Payment/Setup'),
  );
  await tabTo(page, page.getByRole('button', { name: 'Review payment' }));
  await page.keyboard.press('Enter');
  expect(JSON.parse((await setup).postData() ?? '{}')).toMatchObject({
    subLedgerId: 3001,
    amount: 45000,
  });
  const confirm = page.getByRole('dialog', { name: 'Confirm your payment' });
  await expect(confirm).toBeVisible();
  const agree = confirm.getByLabel('I agree to these terms');
  if (await agree.count()) {
    await tabTo(page, agree);
    await page.keyboard.press('Space');
    await expect(agree).toBeChecked();
  }
  const paid = page.waitForRequest(
    (r) => r.method() === 'PUT' && /\/Payment\/Setup\/\d+\/Confirm$/.test(r.url()),
  );
  await tabTo(page, confirm.getByRole('button', { name: /^Pay / }));
  await page.keyboard.press('Enter');
  await paid;
  await expect(page.getByRole('heading', { name: 'Payment submitted' })).toBeVisible();
  await expect(page.getByText('Confirmation number')).toBeVisible();
  // The card stays stored: the list after a reload holds it.
  await page.reload();
  await expect(page.getByRole('radio', { name: /Visa ending in 5556/ })).toBeVisible();
});

test('a document upload into a folder, by keyboard only', async ({ page }) => {
  test.setTimeout(150_000);
  const uploads: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && /\/associations\/101\/Documents(\?|$)/.test(r.url())) {
      uploads.push(r.headers()['content-type'] ?? '');
    }
  });
  await logInByKeyboard(page);
  // Maple Grove HOA's library (association 101).
  await chooseProperty(page, 'MG-1001');
  const nav = page.getByRole('navigation', { name: /main|menu|site/i }).first();
  await tabTo(page, nav.getByRole('link', { name: 'Documents' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Documents', level: 1 })).toBeVisible();

  // The folder tree: Tab into it, then the arrows to "Forms" and Enter to open it.
  const tree = page.getByRole('tree', { name: 'Folders' });
  await tabTo(page, tree);
  const forms = tree.getByRole('treeitem', { name: 'Forms' });
  for (let step = 0; step < 10 && !(await hasFocus(forms)); step += 1) {
    await page.keyboard.press('ArrowDown');
  }
  await expect(forms).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Forms', level: 2 })).toBeVisible();

  await tabTo(page, page.getByRole('button', { name: 'Upload files' }));
  await page.keyboard.press('Enter');
  const panel = page.getByRole('region', { name: 'Upload files to Forms' });
  await expect(panel).toBeVisible();
  const chooser = page.waitForEvent('filechooser');
  await tabTo(page, panel.getByRole('button', { name: 'Choose files' }));
  await page.keyboard.press('Enter');
  await (
    await chooser
  ).setFiles({
    name: 'Pool rules.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(2048)]),
  });
  await expect(panel.getByRole('listitem')).toHaveCount(1);

  await tabTo(page, panel.getByRole('button', { name: /^Upload( 1 file)?$/ }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').getByText('1 file uploaded to Forms.')).toBeVisible();
  expect(uploads).toHaveLength(1);
  expect(uploads[0]).toMatch(/^multipart\/form-data; boundary=/);
});

test('an ARC vote with a comment, by keyboard only', async ({ page }) => {
  test.setTimeout(150_000);
  const votes: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && /\/Board\/ArcRequests\/6001\/Vote$/.test(r.url())) {
      votes.push(r.postData() ?? '');
    }
  });
  await logInByKeyboard(page);
  await chooseProperty(page, 'MG-1001');
  const nav = page.getByRole('navigation', { name: /main|menu|site/i }).first();
  await tabTo(page, nav.getByRole('link', { name: 'ARC requests' }));
  await page.keyboard.press('Enter');
  await tabTo(page, page.getByRole('link', { name: /Exterior paint/ }).first());
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/board\/arcs\/6001$/);

  const form = page.getByRole('region', { name: 'Votes' }).getByRole('form', { name: 'Your vote' });
  const approve = form.getByRole('radio', { name: 'Approve' });
  await tabTo(page, approve);
  await page.keyboard.press('Space');
  await expect(approve).toBeChecked();
  await tabTo(page, form.getByLabel('Comment (optional)'));
  await page.keyboard.type('The colour fits the palette.');
  await tabTo(page, form.getByRole('button', { name: 'Submit vote' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('Your vote was recorded: Approve.')).toBeVisible();
  expect(votes).toHaveLength(1);
  expect(votes[0]).toMatch(/name="vote"\r\n\r\napprove\r\n/);
});
