import type { Locator, Page, Request } from '@playwright/test';
import { expect, startSignedIn, preferStatus, test } from './fixtures';
import { signInAs, useSandbox } from './sandbox';

// Profile settings (issue 11; SPEC §2, §3 and §5 Profile, §8 unsaved changes). The flows that
// save contacts, addresses and preferences run against the sandbox (@sandbox), which keeps what
// they send, so the page shows the service's own answers; the rest (forced errors, the contract's
// exact examples) against Prism, which checks every request against the contract.

const HOMEOWNER = '**/mock/users/Homeowner/1001';

/** Records the requests matching a method and a URL test, for assertions after the fact. */
function record(page: Page, method: string, url: RegExp): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === method && url.test(request.url())) seen.push(request);
  });
  return seen;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A field's message is its accessible description, first (a hint may follow). */
const expectMessage = async (field: Locator, message: string) => {
  await expect(field).toHaveAccessibleDescription(new RegExp(`^${escape(message)}`));
};
const textbox = (scope: Page | Locator, name: string) =>
  scope.getByRole('textbox', { name, exact: true });

/** The menu's Messages link (behind "Open menu" where the page is narrow or embedded). */
async function clickMessagesLink(page: Page) {
  const menu = page.getByRole('button', { name: 'Open menu' });
  if (await menu.isVisible()) await menu.click();
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: /^Messages/ })
    .click();
}

/** The flows that change the profile run against the sandbox, which keeps what they save. */
const SANDBOX = { tag: '@sandbox' };

test.beforeEach(async ({ page, pathPrefix }, testInfo) => {
  if (!testInfo.tags.includes(SANDBOX.tag)) {
    await startSignedIn(page);
    return;
  }
  test.skip(pathPrefix !== '', 'the sandbox journeys run at / only');
  await useSandbox(page);
});

/** Signs in to this test's sandbox as a demo person and opens a profile page. */
async function openSandbox(
  page: Page,
  at: (path: string) => string,
  path: string,
  person: { email: string; name: string } = {
    email: 'jordan.rivera@example.com',
    name: 'Jordan Rivera',
  },
) {
  await signInAs(page, at, person.email, person.name);
  await page.goto(at(path));
}

test(
  'contact info: each kind of contact with its messages, one primary per type, deletes',
  SANDBOX,
  async ({ page, at }) => {
    const patches = record(page, 'PATCH', /\/Homeowner\/1001\/contact\/\d+$/);
    const deletes = record(page, 'DELETE', /\/Homeowner\/1001\/contact\/\d+$/);

    await openSandbox(page, at, '/my/profile-settings');
    await expect(page.getByRole('heading', { name: 'Profile settings', level: 1 })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Contact info' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const emails = page.getByRole('region', { name: 'Email addresses' });
    await expect(emails.getByRole('listitem')).toHaveCount(2);

    // Email: every message, then a second primary moves the primary.
    await page.getByRole('button', { name: 'Edit Work email' }).click();
    const editor = page.getByRole('region', { name: 'Edit Work email' });
    await expect(editor.getByRole('heading', { name: 'Edit Work email' })).toBeFocused();
    const label = textbox(editor, 'Label');
    const email = textbox(editor, 'Email address');
    await label.fill('');
    await email.fill('');
    await editor.getByRole('button', { name: 'Save contact' }).click();
    await expectMessage(label, 'Label is required');
    await expectMessage(email, 'Email required');
    await expect(label).toBeFocused();
    await label.fill('Work <email>');
    await email.fill('jordan@riverastudio');
    await editor.getByRole('button', { name: 'Save contact' }).click();
    await expectMessage(label, 'Invalid label');
    await expectMessage(email, 'Invalid email');
    await expect(email).toHaveValue('jordan@riverastudio');
    expect(patches).toHaveLength(0);

    await label.fill('Studio email');
    await email.fill('jordan@studio.example');
    await editor
      .getByRole('checkbox', { name: 'Make this my primary contact of this type' })
      .check();
    const saved = page.waitForRequest(
      (r) => r.method() === 'PATCH' && r.url().endsWith('/Homeowner/1001/contact/17004'),
    );
    await editor.getByRole('button', { name: 'Save contact' }).click();
    expect((await saved).postDataJSON()).toEqual({
      label: 'Studio email',
      value: 'jordan@studio.example',
      isPrimary: true,
    });
    await expect(page.getByRole('status').filter({ hasText: 'Studio' })).toHaveText(
      'Studio email is now your primary email. Personal email is no longer primary.',
    );
    // The form closes and the focus goes back to the section heading.
    await expect(page.getByRole('heading', { name: 'Contact info', level: 2 })).toBeFocused();
    await expect(emails.getByRole('listitem').filter({ hasText: 'Studio email' })).toContainText(
      'Primary',
    );
    await expect(
      emails.getByRole('listitem').filter({ hasText: 'Personal email' }),
    ).not.toContainText('Primary');

    // Phone: a new contact, with the phone messages.
    await page.getByRole('button', { name: 'Add contact' }).click();
    const adding = page.getByRole('region', { name: 'Add a contact' });
    await adding.getByRole('radio', { name: 'Phone' }).check();
    await textbox(adding, 'Label').fill('Home');
    await adding.getByRole('button', { name: 'Save contact' }).click();
    await expectMessage(textbox(adding, 'Phone number'), 'Phone number is required');
    await textbox(adding, 'Phone number').fill('555-12');
    await adding.getByRole('button', { name: 'Save contact' }).click();
    await expectMessage(textbox(adding, 'Phone number'), 'Invalid phone number');
    await textbox(adding, 'Phone number').fill('(555) 201-9001');
    const added = page.waitForRequest(
      (r) => r.method() === 'POST' && r.url().endsWith('/Homeowner/1001/contact'),
    );
    await adding.getByRole('button', { name: 'Save contact' }).click();
    expect((await added).postDataJSON()).toEqual({
      type: 'phone',
      label: 'Home',
      value: '(555) 201-9001',
      isPrimary: false,
      communicationPreference: 'none',
    });
    const phones = page.getByRole('region', { name: 'Phone numbers' });
    await expect(phones.getByRole('listitem').filter({ hasText: 'Home' })).toContainText(
      '(555) 201-9001',
    );

    // "Make primary" moves the phone primary; a double click sends it once.
    await page.getByRole('button', { name: 'Make primary: Work' }).dblclick();
    await expect(page.getByRole('status').filter({ hasText: 'Work is now' })).toHaveText(
      'Work is now your primary phone number. Mobile is no longer primary.',
    );
    expect(patches.filter((r) => r.url().endsWith('/contact/17003'))).toHaveLength(1);

    // Address contact: its messages and a change of how it is used.
    await page.getByRole('button', { name: 'Edit Mailing address' }).click();
    const mailing = page.getByRole('region', { name: 'Edit Mailing address' });
    const address = textbox(mailing, 'Address');
    await address.fill('   ');
    await mailing.getByRole('button', { name: 'Save contact' }).click();
    await expectMessage(address, 'Address is required');
    await address.fill('12 Maple Court <rear>');
    await mailing.getByRole('button', { name: 'Save contact' }).click();
    await expectMessage(address, 'Invalid address');
    await address.fill('PO Box 118, Springfield, IL 62705');
    await mailing.getByRole('radio', { name: 'Any way' }).check();
    // The only address contact stays primary.
    await expect(
      mailing.getByRole('checkbox', { name: 'Make this my primary contact of this type' }),
    ).toBeDisabled();
    const mailSaved = page.waitForRequest(
      (r) => r.method() === 'PATCH' && r.url().endsWith('/contact/17005'),
    );
    await mailing.getByRole('button', { name: 'Save contact' }).click();
    expect((await mailSaved).postDataJSON()).toEqual({
      value: 'PO Box 118, Springfield, IL 62705',
      communicationPreference: 'all',
    });
    await expect(page.getByRole('status').filter({ hasText: 'saved' })).toHaveText(
      'Mailing address was saved.',
    );

    // Delete behind a confirmation; then the last email cannot go, and says why.
    await page.getByRole('button', { name: 'Delete Personal email' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete contact?' });
    await expect(dialog).toContainText('Personal email (jordan.rivera@example.com)');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    expect(deletes).toHaveLength(0);
    await page.getByRole('button', { name: 'Delete Personal email' }).click();
    await page
      .getByRole('alertdialog', { name: 'Delete contact?' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(page.getByRole('status').filter({ hasText: 'deleted' })).toHaveText(
      'Personal email was deleted.',
    );
    expect(deletes.map((r) => r.url())).toEqual([
      expect.stringMatching(/\/Homeowner\/1001\/contact\/17001$/),
    ]);
    await expect(emails.getByRole('listitem')).toHaveCount(1);
    await expect(emails).toContainText(
      'This is your only email, so it cannot be deleted: payments need a primary email.',
    );
    await expect(page.getByRole('button', { name: 'Delete Studio email' })).toHaveCount(0);
    // A primary with others of its type waits for another primary.
    await expect(phones).toContainText('This is your primary phone number.');
    await expect(page.getByRole('button', { name: 'Delete Work', exact: true })).toHaveCount(0);
  },
);

test('an international address with every message, and a US one', SANDBOX, async ({ page, at }) => {
  await openSandbox(page, at, '/my/profile-settings');
  await page.getByRole('tab', { name: 'Addresses' }).click();
  await expect(page).toHaveURL(at('/my/profile-settings?tab=addresses'));

  await page.getByRole('button', { name: 'Edit Winter address' }).click();
  const editor = page.getByRole('region', { name: 'Edit Winter address' });
  await expect(editor.getByRole('radio', { name: 'International' })).toBeChecked();
  await expect(textbox(editor, 'State')).toHaveCount(0);
  const field = (name: string) => textbox(editor, name);
  for (const name of ['Label', 'Country', 'Street address', 'City', 'Province or region'])
    await field(name).fill(' ');
  await field('Postal code').fill('');
  await editor.getByRole('button', { name: 'Save address' }).click();
  await expectMessage(field('Label'), 'Label is required');
  await expectMessage(field('Country'), 'Country is required');
  await expectMessage(field('Street address'), 'Address is required');
  await expectMessage(field('City'), 'City is required');
  await expectMessage(field('Province or region'), 'Province is required');
  await expectMessage(field('Postal code'), 'Postal code is required');
  await expect(field('Label')).toBeFocused();

  await field('Label').fill('Winter address in Toronto, by the lake shore');
  await field('Country').fill('United States');
  await field('Street address').fill('<b>100 King Street West</b>');
  await field('Apartment, suite or unit (optional)').fill('Suite <5600>');
  await field('City').fill('Toronto 2');
  await field('Province or region').fill('O<N>');
  await field('Postal code').fill('M5X_1C9');
  await editor.getByRole('button', { name: 'Save address' }).click();
  await expectMessage(field('Label'), 'Invalid label');
  await expectMessage(field('Country'), 'Invalid country');
  await expectMessage(field('Street address'), 'Invalid address');
  await expectMessage(field('Apartment, suite or unit (optional)'), 'Invalid secondary address');
  await expectMessage(field('City'), 'Invalid city');
  await expectMessage(field('Province or region'), 'Invalid province');
  await expectMessage(field('Postal code'), 'Invalid postal code');
  await expect(field('Postal code')).toHaveValue('M5X_1C9');

  await field('Label').fill('Winter address');
  await field('Country').fill('Canada');
  await field('Street address').fill('100 King Street West');
  await field('Apartment, suite or unit (optional)').fill('Suite 5600');
  await field('City').fill('Toronto');
  await field('Province or region').fill('ON');
  await field('Postal code').fill('m5x 1c9');
  const put = page.waitForRequest(
    (r) => r.method() === 'PUT' && r.url().endsWith('/Homeowner/1001/address/18002'),
  );
  await editor.getByRole('button', { name: 'Save address' }).click();
  expect((await put).postDataJSON()).toEqual({
    label: 'Winter address',
    street: '100 King Street West',
    street2: 'Suite 5600',
    city: 'Toronto',
    country: 'Canada',
    province: 'ON',
    postalCode: 'M5X 1C9',
    isInternational: true,
    isPrimary: false,
  });
  await expect(page.getByRole('status').filter({ hasText: 'saved' })).toHaveText(
    'Winter address was saved.',
  );
  await expect(page.getByRole('listitem').filter({ hasText: 'Winter address' })).toContainText(
    '100 King Street West, Suite 5600, Toronto, ON M5X 1C9, Canada',
  );

  // A US address asks state and zip instead.
  await page.getByRole('button', { name: 'Add address' }).click();
  const adding = page.getByRole('region', { name: 'Add an address' });
  await expect(adding.getByRole('radio', { name: 'United States' })).toBeChecked();
  await adding.getByRole('button', { name: 'Save address' }).click();
  await expectMessage(textbox(adding, 'State'), 'State is required');
  await expectMessage(textbox(adding, 'Zip code'), 'Zipcode is required');
  await textbox(adding, 'State').fill('ZZ');
  await textbox(adding, 'Zip code').fill('6270');
  await adding.getByRole('button', { name: 'Save address' }).click();
  await expectMessage(textbox(adding, 'State'), 'Invalid state');
  await expectMessage(textbox(adding, 'Zip code'), 'Invalid zipcode');
  await textbox(adding, 'Label').fill('Lake house');
  await textbox(adding, 'Street address').fill('400 Lakeshore Drive');
  await textbox(adding, 'Apartment, suite or unit (optional)').fill('Unit 4B');
  await textbox(adding, 'City').fill('Chicago');
  await textbox(adding, 'State').fill('il');
  await textbox(adding, 'Zip code').fill('60611');
  const post = page.waitForRequest(
    (r) => r.method() === 'POST' && r.url().endsWith('/Homeowner/1001/address'),
  );
  await adding.getByRole('button', { name: 'Save address' }).click();
  expect((await post).postDataJSON()).toEqual({
    label: 'Lake house',
    street: '400 Lakeshore Drive',
    street2: 'Unit 4B',
    city: 'Chicago',
    state: 'IL',
    zip: '60611',
    country: 'United States',
    isInternational: false,
    isPrimary: false,
  });
  await expect(page.getByRole('status').filter({ hasText: 'added' })).toHaveText(
    'Lake house was added.',
  );

  // Deleting asks first; a double click deletes once, and the focus goes back to the heading.
  const deletes = record(page, 'DELETE', /\/Homeowner\/1001\/address\/\d+$/);
  await page.getByRole('button', { name: 'Delete Lake house' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete address?' });
  await expect(dialog).toContainText('400 Lakeshore Drive, Unit 4B, Chicago, IL 60611');
  await dialog.getByRole('button', { name: 'Delete' }).dblclick();
  await expect(page.getByRole('status').filter({ hasText: 'deleted' })).toHaveText(
    'Lake house was deleted.',
  );
  expect(deletes.map((r) => r.url())).toEqual([
    expect.stringMatching(/\/Homeowner\/1001\/address\/\d+$/),
  ]);
  await expect(page.getByRole('heading', { name: 'Addresses', level: 2 })).toBeFocused();
});

test('login info: the password with a mismatch first, then the login email', async ({
  page,
  open,
}) => {
  await open('/my/profile-settings?tab=login');
  await expect(page.getByRole('tab', { name: 'Login info' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const form = page.getByRole('region', { name: 'Login info' });
  await expect(textbox(form, 'Login email')).toHaveValue('jordan.rivera@example.com');
  await expect(textbox(form, 'User name')).toHaveValue('jordan.rivera');
  const newPassword = form.getByLabel('New password (optional)');
  const confirm = form.getByLabel('Confirm new password');
  const current = form.getByLabel('Current password');
  const passwords = record(page, 'PUT', /\/Users\/Password\/$/);

  await form.getByRole('button', { name: 'Save login info' }).click();
  await expectMessage(current, 'Password required');
  await newPassword.fill('maple');
  await confirm.fill('maple');
  await current.fill('secret1');
  await form.getByRole('button', { name: 'Save login info' }).click();
  await expectMessage(newPassword, 'Password must be at least 6 characters');
  await newPassword.fill('maple-grove-2026');
  await confirm.fill('maple-grove-2025');
  await form.getByRole('button', { name: 'Save login info' }).click();
  await expectMessage(confirm, 'Passwords do not match');
  await expect(confirm).toBeFocused();
  expect(passwords).toHaveLength(0);

  await confirm.fill('maple-grove-2026');
  const put = page.waitForRequest(
    (r) => r.method() === 'PUT' && /\/Users\/Password\/$/.test(r.url()),
  );
  await form.getByRole('button', { name: 'Save login info' }).click();
  expect((await put).postDataJSON()).toEqual({
    currentPassword: 'secret1',
    newPassword: 'maple-grove-2026',
  });
  await expect(form.getByRole('status')).toHaveText('Your password was changed.');
  // The form starts afresh: no password stays on the page.
  await expect(newPassword).toHaveValue('');
  await expect(current).toHaveValue('');

  await textbox(form, 'Login email').fill('jordan@maplegrove.example');
  await current.fill('secret1');
  const patch = page.waitForRequest(
    (r) => r.method() === 'PATCH' && r.url().endsWith('/home/login'),
  );
  await form.getByRole('button', { name: 'Save login info' }).click();
  expect((await patch).postDataJSON()).toEqual({
    email: 'jordan@maplegrove.example',
    currentPassword: 'secret1',
  });
  await expect(form.getByRole('status')).toHaveText('Your login email and user name were saved.');
});

test('a login email in use says so beside the form and keeps what was typed', async ({
  page,
  open,
}) => {
  await preferStatus(page, '**/mock/users/home/login', 'code=409');
  await open('/my/profile-settings?tab=login');
  const form = page.getByRole('region', { name: 'Login info' });
  await textbox(form, 'Login email').fill('priya.shah@example.com');
  await form.getByLabel('Current password').fill('secret1');
  await form.getByRole('button', { name: 'Save login info' }).click();
  await expect(form.getByRole('alert')).toHaveText(
    'An account with this email already exists. Log in or reset your password.',
  );
  await expect(textbox(form, 'Login email')).toHaveValue('priya.shah@example.com');
});

test(
  'preferences: toggles the homeowner and board-member sets and sends only the changes',
  SANDBOX,
  async ({ page, at }) => {
    await openSandbox(page, at, '/my/profile-settings?tab=preferences');
    const section = page.getByRole('region', { name: 'Preferences' });
    const reminders = section.getByRole('checkbox', {
      name: 'Send me payment reminders by text message',
    });
    await expect(
      section.getByRole('checkbox', { name: 'Send me a payment confirmation email' }),
    ).toBeChecked();
    await expect(reminders).toBeChecked();
    const homeowner = section.getByRole('group', { name: 'As a homeowner' });
    const board = section.getByRole('group', { name: 'As a board member' });
    await expect(board.getByRole('checkbox', { name: 'Show my board title' })).toBeChecked();
    await expect(homeowner.getByRole('checkbox', { name: 'Show my board title' })).toHaveCount(0);

    await section.getByRole('button', { name: 'Save preferences' }).click();
    await expect(section.getByRole('status')).toHaveText('Nothing changed, so nothing was saved.');

    await reminders.uncheck();
    await homeowner.getByRole('checkbox', { name: 'Show my phone number' }).uncheck();
    await board.getByRole('checkbox', { name: 'Show my mailing address' }).check();
    const patch = page.waitForRequest(
      (r) => r.method() === 'PATCH' && r.url().endsWith('/Preferences'),
    );
    await section.getByRole('button', { name: 'Save preferences' }).click();
    expect((await patch).postDataJSON()).toEqual({
      receivePaymentRemindersByText: false,
      directoryVisibility: {
        homeowner: { showPhone: false },
        boardMember: { showMailingAddress: true },
      },
    });
    await expect(section.getByRole('status')).toHaveText('Your preferences were saved.');
    await expect(reminders).not.toBeChecked();
    await expect(
      homeowner.getByRole('checkbox', { name: 'Show my phone number' }),
    ).not.toBeChecked();
    await expect(board.getByRole('checkbox', { name: 'Show my mailing address' })).toBeChecked();
  },
);

test(
  'preferences: a homeowner who is not on the board neither sees nor sends the board-member set',
  SANDBOX,
  async ({ page, at }) => {
    // Priya owns 18 Maple Court and sits on no board.
    await openSandbox(page, at, '/my/profile-settings?tab=preferences', {
      email: 'priya.shah@example.com',
      name: 'Priya Shah',
    });
    const section = page.getByRole('region', { name: 'Preferences' });
    const homeowner = section.getByRole('group', { name: 'As a homeowner' });
    await expect(
      homeowner.getByRole('checkbox', { name: 'Show my phone number' }),
    ).not.toBeChecked();
    // The set is hidden through the UI schema (the schema, and its precompiled validator, stay
    // whole): nothing of it is on screen or reachable.
    await expect(section.getByRole('group', { name: 'As a board member' })).toHaveCount(0);
    await expect(section.getByRole('checkbox', { name: 'Show my board title' })).toHaveCount(0);

    await homeowner.getByRole('checkbox', { name: 'Show my phone number' }).check();
    const patch = page.waitForRequest(
      (r) => r.method() === 'PATCH' && r.url().endsWith('/Homeowner/1002/Preferences'),
    );
    await section.getByRole('button', { name: 'Save preferences' }).click();
    expect((await patch).postDataJSON()).toEqual({
      directoryVisibility: { homeowner: { showPhone: true } },
    });
    await expect(section.getByRole('status')).toHaveText('Your preferences were saved.');
    await page.reload();
    await expect(homeowner.getByRole('checkbox', { name: 'Show my phone number' })).toBeChecked();
  },
);

test('unsaved changes: Stay on Page keeps them, Leave and Discard leaves; back button and closing the tab ask too', async ({
  page,
  open,
  at,
}) => {
  await open('/my/profile-settings');
  await page.getByRole('button', { name: 'Edit Mobile' }).click();
  const label = textbox(page.getByRole('region', { name: 'Edit Mobile' }), 'Label');
  // Opening a form is not a change: leaving asks nothing yet.
  await page.getByRole('tab', { name: 'Preferences' }).click();
  await expect(page).toHaveURL(at('/my/profile-settings?tab=preferences'));
  await page.getByRole('tab', { name: 'Contact info' }).click();
  await page.getByRole('button', { name: 'Edit Mobile' }).click();
  await label.fill('Cell phone');

  // A link: stay.
  await clickMessagesLink(page);
  const prompt = page.getByRole('alertdialog', { name: 'Unsaved changes' });
  await expect(prompt).toBeVisible();
  await expect(prompt.getByRole('button', { name: 'Stay on Page' })).toBeFocused();
  await prompt.getByRole('button', { name: 'Stay on Page' }).click();
  await expect(prompt).toBeHidden();
  await expect(page).toHaveURL(at('/my/profile-settings?tab=contact'));
  await expect(label).toHaveValue('Cell phone');

  // Another tab asks too.
  await page.getByRole('tab', { name: 'Login info' }).click();
  await expect(prompt).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(prompt).toBeHidden();
  await expect(page.getByRole('tab', { name: 'Contact info' })).toHaveAttribute(
    'aria-selected',
    'true',
  );

  // Undoing the change makes leaving free again.
  await label.fill('Mobile');
  await page.getByRole('tab', { name: 'Login info' }).click();
  await expect(page).toHaveURL(at('/my/profile-settings?tab=login'));
  await expect(prompt).toBeHidden();

  // The back button: stay, then leave and discard.
  await textbox(page.getByRole('region', { name: 'Login info' }), 'User name').fill('jrivera');
  await page.goBack();
  await expect(prompt).toBeVisible();
  await prompt.getByRole('button', { name: 'Stay on Page' }).click();
  await expect(page).toHaveURL(at('/my/profile-settings?tab=login'));
  await expect(textbox(page.getByRole('region', { name: 'Login info' }), 'User name')).toHaveValue(
    'jrivera',
  );

  // Closing the tab: the browser's own prompt.
  const beforeUnload = page.waitForEvent('dialog');
  await page.close({ runBeforeUnload: true });
  const dialog = await beforeUnload;
  expect(dialog.type()).toBe('beforeunload');
  await dialog.dismiss();
  expect(page.isClosed()).toBe(false);

  // A link: leave and discard.
  await clickMessagesLink(page);
  await prompt.getByRole('button', { name: 'Leave and Discard' }).click();
  await expect(page).toHaveURL(at('/my/messages'));
  await expect(page.getByRole('heading', { name: 'Messages', level: 1 })).toBeVisible();
});

test('links land on the right tab, and PA037 finds the missing primary email', async ({
  page,
  open,
}) => {
  await open('/my/profile-settings?tab=preferences');
  await expect(page.getByRole('tab', { name: 'Preferences' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  // Older names of a tab, and a bad one, are read rather than refused.
  await open('/my/profile-settings?tab=password');
  await expect(page.getByRole('tab', { name: 'Login info' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await open('/my/profile-settings?tab=%3Cscript%3E');
  await expect(page.getByRole('tab', { name: 'Contact info' })).toHaveAttribute(
    'aria-selected',
    'true',
  );

  await preferStatus(page, HOMEOWNER, 'example=noPrimaryEmail');
  await open('/my/profile-settings');
  await expect(page.getByRole('tab', { name: 'Contact info' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByText('You have no primary email, and payments need one.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Email addresses' })).toContainText('None yet.');
});

test('the profile reads in Spanish', async ({ page, open }) => {
  await open('/my/profile-settings?tab=addresses');
  await page.getByRole('combobox', { name: 'Language' }).selectOption('es');
  await expect(page.getByRole('tab', { name: 'Direcciones' })).toBeVisible();
  await page.getByRole('button', { name: 'Agregar dirección' }).click();
  await page.getByRole('button', { name: 'Guardar dirección' }).click();
  await expect(
    page.getByRole('textbox', { name: 'Ciudad', exact: true }),
  ).toHaveAccessibleDescription('La ciudad es obligatoria');
});

for (const width of [360, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('profile settings with a form and a dialog open have no accessibility violations', async ({
      page,
      open,
      expectAccessible,
    }) => {
      // Seven full axe runs.
      test.setTimeout(120_000);
      await open('/my/profile-settings');
      await expect(page.getByRole('region', { name: 'Email addresses' })).toBeVisible();
      await expectAccessible();

      await page.getByRole('button', { name: 'Edit Work email' }).click();
      const editor = page.getByRole('region', { name: 'Edit Work email' });
      await textbox(editor, 'Email address').fill('jordan@');
      await editor.getByRole('button', { name: 'Save contact' }).click();
      await expectMessage(textbox(editor, 'Email address'), 'Invalid email');
      await expectAccessible();

      await page.getByRole('button', { name: 'Delete Work', exact: true }).click();
      await expect(page.getByRole('alertdialog', { name: 'Delete contact?' })).toBeVisible();
      await expectAccessible();
      await page.keyboard.press('Escape');

      await page.getByRole('tab', { name: 'Addresses' }).click();
      await expect(page.getByRole('alertdialog', { name: 'Unsaved changes' })).toBeVisible();
      await expectAccessible();
      await page.getByRole('button', { name: 'Leave and Discard' }).click();
      await page.getByRole('button', { name: 'Edit Winter address' }).click();
      await page.getByRole('button', { name: 'Save address' }).click();
      await expectAccessible();

      await page.getByRole('tab', { name: 'Preferences' }).click();
      await expect(page.getByRole('group', { name: 'As a board member' })).toBeVisible();
      await expectAccessible();
      await page.getByRole('tab', { name: 'Login info' }).click();
      await expect(page.getByRole('button', { name: 'Save login info' })).toBeVisible();
      await expectAccessible();
    });
  });
}
