import { randomBytes, randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Page, Request } from '@playwright/test';
import { expect, preferStatus, slowUplink, test } from './fixtures';
import { signInAs, useSandbox } from './sandbox';

// The document library against the sandbox: an upload is stored byte for byte, a new name, a copy,
// a new folder and a deletion are still there after a reload, and a taken name gets the SPEC's
// words. No request is answered here; every answer is the sandbox's.

const JORDAN = { email: 'jordan.rivera@example.com', name: 'Jordan Rivera' } as const;
const PRIYA = { email: 'priya.shah@example.com', name: 'Priya Shah' } as const;
const NAME_TAKEN = 'This name already exists, please enter a different name.';

test.beforeEach(({ pathPrefix }) => {
  test.skip(pathPrefix !== '', 'the sandbox journeys run at / only');
});

async function openFolder(page: Page, at: (path: string) => string, folderId: number) {
  await page.goto(at(`/community/documents/a/101/f/${String(folderId)}`));
  await expect(page.getByRole('tree', { name: 'Folders' })).toBeVisible();
}

function pdf(name: string, bytes = 2048) {
  const head = Buffer.from('%PDF-1.4\n');
  return { name, mimeType: 'application/pdf', buffer: Buffer.concat([head, Buffer.alloc(bytes)]) };
}

/** Records the requests matching a method and a URL test, for assertions after the fact. */
function record(page: Page, method: string, url: RegExp): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === method && url.test(request.url())) seen.push(request);
  });
  return seen;
}

test('an uploaded file is in its folder after a reload and downloads byte for byte', async ({
  page,
  at,
}) => {
  await useSandbox(page);
  await signInAs(page, at, JORDAN.email, JORDAN.name);
  await openFolder(page, at, 1205);
  const name = `Pet registration ${randomUUID().slice(0, 8)}.pdf`;
  const bytes = Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(40_000)]);

  await page.getByRole('button', { name: 'Upload files' }).click();
  const panel = page.getByRole('region', { name: 'Upload files to Forms' });
  const chooser = page.waitForEvent('filechooser');
  await panel.getByRole('button', { name: 'Choose files' }).click();
  await (await chooser).setFiles([{ name, mimeType: 'application/pdf', buffer: bytes }]);
  await panel.getByRole('button', { name: 'Upload 1 file' }).click();
  await expect(panel.getByText('Uploaded', { exact: true })).toBeVisible();

  await page.reload();
  const forms = page.getByRole('table', { name: 'Documents in Forms' });
  await expect(forms.getByRole('link', { name })).toBeVisible();
  await expect(forms.getByRole('row', { name: /Architectural request form\.docx/ })).toBeVisible();
  const saved = page.waitForEvent('download');
  await forms.getByRole('button', { name: `Download ${name}` }).click();
  const download = await saved;
  expect(download.suggestedFilename()).toBe(name);
  const path = await download.path();
  expect((await readFile(path)).equals(bytes)).toBe(true);
});

test('a file of every byte value and a PDF with high bytes download exactly as uploaded', async ({
  page,
  at,
}) => {
  await useSandbox(page);
  await signInAs(page, at, JORDAN.email, JORDAN.name);
  const downloads = record(page, 'GET', /\/associations\/101\/Documents\/\d+$/);
  await openFolder(page, at, 1205);
  const tag = randomUUID().slice(0, 8);
  // Every byte 0x00-0xFF, four times, sent as text: read as text, most of them would change.
  const everyByte = Buffer.from(Array.from({ length: 1024 }, (_, index) => index % 256));
  const files = [
    { name: `Every byte ${tag}.txt`, mimeType: 'text/plain', buffer: everyByte },
    {
      name: `Scan ${tag}.pdf`,
      mimeType: 'application/pdf',
      buffer: Buffer.concat([
        Buffer.from('%PDF-1.7\n%'),
        Buffer.from([0xe2, 0xe3, 0xcf, 0xd3, 0x0a, 0x00, 0xff, 0xfe, 0x80]),
        randomBytes(5000),
      ]),
    },
  ];

  await page.getByRole('button', { name: 'Upload files' }).click();
  const panel = page.getByRole('region', { name: 'Upload files to Forms' });
  const chooser = page.waitForEvent('filechooser');
  await panel.getByRole('button', { name: 'Choose files' }).click();
  await (await chooser).setFiles(files);
  await panel.getByRole('button', { name: 'Upload 2 files' }).click();
  await expect(panel.getByText('Uploaded', { exact: true })).toHaveCount(2);

  await page.reload();
  const forms = page.getByRole('table', { name: 'Documents in Forms' });
  for (const file of files) {
    const saved = page.waitForEvent('download');
    await forms.getByRole('button', { name: `Download ${file.name}` }).click();
    const download = await saved;
    expect(download.suggestedFilename()).toBe(file.name);
    const bytes = await readFile(await download.path());
    expect(bytes.length).toBe(file.buffer.length);
    expect(bytes.equals(file.buffer)).toBe(true);
  }
  // Asked as files, never as JSON.
  expect(downloads).toHaveLength(2);
  for (const request of downloads) {
    expect(request.headers()['accept']).toMatch(/^application\/pdf, application\/octet-stream, /);
    expect(request.headers()['accept']).not.toContain('application/json,');
  }
});

test('uploads two files by the picker, each with its own progress bar, and both stay', async ({
  page,
  at,
}) => {
  await useSandbox(page);
  await signInAs(page, at, JORDAN.email, JORDAN.name);
  const uploads = record(page, 'POST', /\/associations\/101\/Documents$/);
  await openFolder(page, at, 1205);
  await page.getByRole('button', { name: 'Upload files' }).click();
  const panel = page.getByRole('region', { name: 'Upload files to Forms' });
  await expect(panel.getByText('Each file can be up to 25 MB.')).toBeVisible();

  // Zero files chosen: said, nothing sent.
  await panel.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(panel.getByRole('alert')).toHaveText('Choose at least one file to upload.');

  const chooser = page.waitForEvent('filechooser');
  await panel.getByRole('button', { name: 'Choose files' }).click();
  await (
    await chooser
  ).setFiles([pdf('Pet registration form.pdf', 300_000), pdf('Pool rules.pdf', 300_000)]);
  await expect(panel.getByRole('listitem')).toHaveCount(2);

  const fullSpeed = await slowUplink(page, 400 * 1024);
  await panel.getByRole('button', { name: 'Upload 2 files' }).click();
  await expect(panel.getByText(/^Uploading: \d+%$/).first()).toBeVisible();
  for (const name of ['Pet registration form.pdf', 'Pool rules.pdf']) {
    await expect(
      panel.getByRole('progressbar', { name: `Upload progress for ${name}` }),
    ).toHaveJSProperty('value', 100, { timeout: 15_000 });
  }
  await expect(panel.getByText('Uploaded', { exact: true })).toHaveCount(2);
  await expect(page.getByRole('status').getByText('2 files uploaded to Forms.')).toBeVisible();
  await fullSpeed();
  expect(uploads).toHaveLength(2);
  for (const request of uploads) {
    expect(request.headers()['content-type']).toMatch(/^multipart\/form-data; boundary=/);
  }

  await page.reload();
  const forms = page.getByRole('table', { name: 'Documents in Forms' });
  await expect(forms.getByRole('link', { name: 'Pet registration form.pdf' })).toBeVisible();
  await expect(forms.getByRole('link', { name: 'Pool rules.pdf' })).toBeVisible();
});

test('rename: bad names are refused, a name taken in the folder gets the SPEC words and keeps the text, a new name sticks', async ({
  page,
  at,
}) => {
  await useSandbox(page);
  await signInAs(page, at, JORDAN.email, JORDAN.name);
  await openFolder(page, at, 1204);
  const minutes = page.getByRole('table', { name: 'Documents in 2026' });
  // A second document in the folder, whose name the rename then meets.
  await page.getByRole('button', { name: 'Actions for Board minutes 2026-10.pdf' }).click();
  await page.getByRole('menuitem', { name: 'Duplicate' }).click();
  await expect(
    page.getByRole('status').getByText('Copy created: “Board minutes 2026-10 - Copy.pdf”.'),
  ).toBeVisible();

  const actions = page.getByRole('button', { name: 'Actions for Board minutes 2026-10.pdf' });
  await actions.click();
  await page.getByRole('menuitem', { name: 'Rename' }).click();
  const dialog = page.getByRole('dialog', { name: 'Rename document' });
  const field = dialog.getByLabel('New name');
  await expect(field).toBeFocused();
  await expect(field).toHaveValue('Board minutes 2026-10.pdf');
  const save = dialog.getByRole('button', { name: 'Save name' });
  for (const [typed, message] of [
    ['   ', 'Enter a name.'],
    ['Minutes/October.pdf', 'A name can’t contain / or \\.'],
    ['Minutes\\October.pdf', 'A name can’t contain / or \\.'],
    ['x'.repeat(256), 'A name can be at most 255 characters long.'],
  ] as const) {
    await field.fill(typed);
    await save.click();
    await expect(dialog.getByText(message)).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
  }

  // Letter case aside, the copy's name is taken.
  await field.fill('BOARD MINUTES 2026-10 - copy.pdf');
  await save.click();
  await expect(dialog.getByText(NAME_TAKEN)).toBeVisible();
  await expect(field).toHaveValue('BOARD MINUTES 2026-10 - copy.pdf');
  // Beside the field only: the global toast stays away.
  await expect(page.getByText(NAME_TAKEN)).toHaveCount(1);

  const renames = record(page, 'PATCH', /\/Documents\/1303$/);
  await field.fill('  Board minutes October 2026.pdf ');
  await save.click();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByRole('status').getByText('Renamed to “Board minutes October 2026.pdf”.'),
  ).toBeVisible();
  expect(renames[0]!.postDataJSON()).toEqual({ name: 'Board minutes October 2026.pdf' });

  await page.reload();
  await expect(minutes.getByRole('link', { name: 'Board minutes October 2026.pdf' })).toBeVisible();
  await expect(
    minutes.getByRole('link', { name: 'Board minutes 2026-10 - Copy.pdf' }),
  ).toBeVisible();
  await expect(minutes.getByRole('link', { name: 'Board minutes 2026-10.pdf' })).toHaveCount(0);
});

test('creates a folder, duplicates a document, deletes a document and a folder behind the modal, and all of it stays after a reload', async ({
  page,
  at,
}) => {
  await useSandbox(page);
  await signInAs(page, at, JORDAN.email, JORDAN.name);
  const tree = page.getByRole('tree', { name: 'Folders' });

  // A new folder inside Meeting minutes; a taken name gets the message.
  await openFolder(page, at, 1203);
  await page.getByRole('button', { name: 'New folder' }).click();
  const create = page.getByRole('dialog', { name: 'New folder' });
  await expect(create.getByText('The folder is created in Meeting minutes')).toBeVisible();
  await create.getByLabel('Folder name').fill('2026');
  await create.getByRole('button', { name: 'Create folder' }).click();
  await expect(create.getByText(NAME_TAKEN)).toBeVisible();
  await create.getByLabel('Folder name').fill('2027');
  await create.getByRole('button', { name: 'Create folder' }).click();
  await expect(page.getByRole('status').getByText('Folder “2027” created.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'New folder' })).toBeFocused();
  await page.reload();
  await expect(page.getByRole('link', { name: '2027' }).first()).toBeVisible();

  // A copy next to the minutes, then the original deleted behind the modal.
  const duplicates = record(page, 'POST', /\/Documents\/1303$/);
  await openFolder(page, at, 1204);
  const minutes = page.getByRole('table', { name: 'Documents in 2026' });
  const actions = page.getByRole('button', { name: 'Actions for Board minutes 2026-10.pdf' });
  await actions.click();
  await page.getByRole('menuitem', { name: 'Duplicate' }).click();
  await expect(
    page.getByRole('status').getByText('Copy created: “Board minutes 2026-10 - Copy.pdf”.'),
  ).toBeVisible();
  expect(duplicates[0]!.postDataJSON()).toEqual({});

  // Cancel removes nothing and gives focus back.
  await actions.click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  let dialog = page.getByRole('alertdialog', { name: 'Delete document?' });
  await expect(dialog).toContainText(
    'The document “Board minutes 2026-10.pdf” will be deleted. This can’t be undone.',
  );
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(actions).toBeFocused();

  await actions.click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByRole('status').getByText('“Board minutes 2026-10.pdf” was deleted.'),
  ).toBeVisible();
  await page.reload();
  await expect(
    minutes.getByRole('link', { name: 'Board minutes 2026-10 - Copy.pdf' }),
  ).toBeVisible();
  await expect(minutes.getByRole('link', { name: 'Board minutes 2026-10.pdf' })).toHaveCount(0);

  // A folder: the modal says what goes with it, and all of it is gone after a reload.
  await page.goto(at('/community/documents/a/101/f'));
  await page.getByRole('button', { name: 'Actions for Meeting minutes' }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  dialog = page.getByRole('alertdialog', { name: 'Delete folder?' });
  await expect(dialog).toContainText(
    'The folder “Meeting minutes” will be deleted with everything in it: 2 folders and 1 document.',
  );
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('status').getByText('“Meeting minutes” was deleted.')).toBeVisible();
  await page.reload();
  await expect(tree.getByRole('treeitem')).toHaveText([
    'Board records',
    'Forms',
    'Governing documents',
  ]);

  // Deleted by someone else meanwhile (the answer forced): nothing to undo, the page says so.
  await preferStatus(page, '**/associations/101/Directories/1205', 'code=404');
  await page.getByRole('button', { name: 'Actions for Forms' }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(
    page.getByRole('status').getByText('“Forms” had already been deleted.'),
  ).toBeVisible();
});

test('a homeowner searches across folders, manages nothing and never sees the board’s folder', async ({
  page,
  at,
}) => {
  await useSandbox(page);
  await signInAs(page, at, PRIYA.email, PRIYA.name);
  await openFolder(page, at, 1205);
  await expect(page.getByRole('tree', { name: 'Folders' }).getByRole('treeitem')).toHaveText([
    'Forms',
    'Governing documents',
    'Meeting minutes',
  ]);
  await expect(page.getByRole('button', { name: 'Upload files' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'New folder' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Actions for/ })).toHaveCount(0);

  const box = page.getByRole('searchbox', { name: 'Search documents in every folder' });
  await box.fill('late fee');
  await box.press('Enter');
  const results = page.getByRole('table', { name: 'Search results for “late fee”' });
  await expect(
    results.getByRole('row', { name: /Bylaws 2024\.pdf/ }).getByRole('link', {
      name: 'Governing documents › Bylaws',
    }),
  ).toBeVisible();
  await expect(
    results.getByRole('row', { name: /Board minutes 2026-10\.pdf/ }).getByRole('link', {
      name: 'Meeting minutes › 2026',
    }),
  ).toBeVisible();
  await box.fill('executive session');
  await box.press('Enter');
  await expect(
    page.getByRole('table', { name: /Search results/ }).getByRole('row', { name: /Executive/ }),
  ).toHaveCount(0);
});
