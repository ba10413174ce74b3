import { randomBytes, randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
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

async function rename(page: Page, current: string, typed: string) {
  await page.getByRole('button', { name: `Actions for ${current}` }).click();
  await page.getByRole('menuitem', { name: 'Rename' }).click();
  const dialog = page.getByRole('dialog', { name: 'Rename document' });
  await dialog.getByLabel('New name').fill(typed);
  await dialog.getByRole('button', { name: 'Save name' }).click();
  return dialog;
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

test('a rename onto a name already in the folder gets the SPEC words; a new name sticks', async ({
  page,
  at,
}) => {
  await useSandbox(page);
  await signInAs(page, at, JORDAN.email, JORDAN.name);
  await openFolder(page, at, 1204);
  const minutes = page.getByRole('table', { name: 'Documents in 2026' });
  await page.getByRole('button', { name: 'Actions for Board minutes 2026-10.pdf' }).click();
  await page.getByRole('menuitem', { name: 'Duplicate' }).click();
  await expect(
    page.getByRole('status').getByText('Copy created: “Board minutes 2026-10 - Copy.pdf”.'),
  ).toBeVisible();

  // Letter case aside, the name is the original's.
  const dialog = await rename(
    page,
    'Board minutes 2026-10 - Copy.pdf',
    'BOARD MINUTES 2026-10.pdf',
  );
  await expect(dialog.getByText(NAME_TAKEN)).toBeVisible();
  await expect(dialog.getByLabel('New name')).toHaveValue('BOARD MINUTES 2026-10.pdf');
  await dialog.getByLabel('New name').fill('Board minutes 2026-11.pdf');
  await dialog.getByRole('button', { name: 'Save name' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByRole('status').getByText('Renamed to “Board minutes 2026-11.pdf”.'),
  ).toBeVisible();

  await page.reload();
  await expect(minutes.getByRole('link', { name: 'Board minutes 2026-11.pdf' })).toBeVisible();
  await expect(minutes.getByRole('link', { name: 'Board minutes 2026-10.pdf' })).toBeVisible();
  await expect(minutes.getByRole('link', { name: /Copy/ })).toHaveCount(0);
});

test('a copy, a new folder and deletions are still so after a reload', async ({ page, at }) => {
  await useSandbox(page);
  await signInAs(page, at, JORDAN.email, JORDAN.name);

  // A new folder inside Meeting minutes, and a taken name refused.
  await openFolder(page, at, 1203);
  await page.getByRole('button', { name: 'New folder' }).click();
  const create = page.getByRole('dialog', { name: 'New folder' });
  await create.getByLabel('Folder name').fill('2026');
  await create.getByRole('button', { name: 'Create folder' }).click();
  await expect(create.getByText(NAME_TAKEN)).toBeVisible();
  await create.getByLabel('Folder name').fill('2027');
  await create.getByRole('button', { name: 'Create folder' }).click();
  await expect(page.getByRole('status').getByText('Folder “2027” created.')).toBeVisible();
  await page.reload();
  const tree = page.getByRole('tree', { name: 'Folders' });
  await tree.getByRole('treeitem', { name: 'Meeting minutes' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(tree.getByRole('treeitem', { name: '2027' })).toBeVisible();

  // A copy of the minutes, then the original deleted behind the modal.
  await openFolder(page, at, 1204);
  const minutes = page.getByRole('table', { name: 'Documents in 2026' });
  await page.getByRole('button', { name: 'Actions for Board minutes 2026-10.pdf' }).click();
  await page.getByRole('menuitem', { name: 'Duplicate' }).click();
  await expect(
    minutes.getByRole('link', { name: 'Board minutes 2026-10 - Copy.pdf' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Actions for Board minutes 2026-10.pdf' }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete document?' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(
    page.getByRole('status').getByText('“Board minutes 2026-10.pdf” was deleted.'),
  ).toBeVisible();
  await page.reload();
  await expect(
    minutes.getByRole('link', { name: 'Board minutes 2026-10 - Copy.pdf' }),
  ).toBeVisible();
  await expect(minutes.getByRole('link', { name: 'Board minutes 2026-10.pdf' })).toHaveCount(0);

  // A folder with everything in it: the modal counts what goes.
  await openFolder(page, at, 1203);
  await page.getByRole('button', { name: 'Actions for 2026' }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  const folder = page.getByRole('alertdialog', { name: 'Delete folder?' });
  await folder.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('status').getByText('“2026” was deleted.')).toBeVisible();
  await page.reload();
  await page
    .getByRole('tree', { name: 'Folders' })
    .getByRole('treeitem', { name: 'Meeting minutes' })
    .focus();
  await page.keyboard.press('ArrowRight');
  await expect(tree.getByRole('treeitem', { name: '2027' })).toBeVisible();
  await expect(tree.getByRole('treeitem', { name: '2026' })).toHaveCount(0);
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
