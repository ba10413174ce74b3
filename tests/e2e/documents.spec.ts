import type { Page, Request } from '@playwright/test';
import { expect, preferStatus, startSignedIn, test, withConfig } from './fixtures';

// The document library against Prism (issue 9): browsing, search, the checks made before any
// upload, the error catalogue and the exact examples. The flows whose changes must stick (upload,
// rename, new folder, duplicate, delete) are journeys against the sandbox: sandbox-documents.spec.ts.
const associations = '**/mock/associations/associations/101';

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

/** Serves config.json with some keys changed (the limit and the flags come from it). */
test.beforeEach(async ({ page }) => {
  await startSignedIn(page);
});

test('browses into a nested folder by the tree and the keyboard, and back by the breadcrumbs', async ({
  page,
  at,
  open,
}) => {
  await open('/community/documents');
  await expect(page.getByRole('heading', { name: 'Documents', level: 1 })).toBeVisible();
  await expect(
    page.getByText('Permissions set on a folder apply to everything inside it'),
  ).toBeVisible();
  const tree = page.getByRole('tree', { name: 'Folders' });
  await expect(tree.getByRole('treeitem')).toHaveText([
    'Forms',
    'Governing documents',
    'Meeting minutes',
  ]);

  // The home page lists every document of the last 36 months with its folder.
  const all = page.getByRole('table', { name: 'All documents' });
  await expect(all.getByRole('row', { name: /Board minutes 2026-10\.pdf/ })).toContainText(
    'Meeting minutes › 2026',
  );
  await expect(all).not.toContainText('Declaration of covenants.pdf');

  // Keyboard: End, Right opens, Down moves into it, Enter opens the folder.
  await tree.getByRole('treeitem', { name: 'Forms' }).focus();
  await page.keyboard.press('End');
  const minutes = tree.getByRole('treeitem', { name: 'Meeting minutes' });
  await expect(minutes).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(minutes).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('ArrowDown');
  const year = tree.getByRole('treeitem', { name: '2026' });
  await expect(year).toBeFocused();
  await expect(year).toHaveAttribute('aria-level', '2');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(at('/community/documents/1204'));

  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(crumbs.getByRole('listitem')).toHaveText(['Documents', 'Meeting minutes', '2026']);
  await expect(crumbs.getByText('2026')).toHaveAttribute('aria-current', 'page');
  await expect(year).toHaveAttribute('aria-current', 'page');
  const documents = page.getByRole('table', { name: 'Documents in 2026' });
  const row = documents.getByRole('row', { name: /Board minutes 2026-10\.pdf/ });
  await expect(row.getByRole('cell')).toContainText(['PDF', '243 KB', 'Oct 21, 2026']);
  await expect(documents.getByRole('row')).toHaveCount(2);

  await crumbs.getByRole('link', { name: 'Meeting minutes' }).click();
  await expect(page).toHaveURL(at('/community/documents/1203'));
  await expect(page.getByRole('heading', { name: 'Meeting minutes', level: 2 })).toBeVisible();

  // The filter: the 2019 declaration shows only with "All".
  await tree.getByRole('treeitem', { name: 'Governing documents' }).click();
  await expect(page.getByText('No documents here from the last 36 months.')).toBeVisible();
  await page.getByLabel('Show').selectOption('all');
  await expect(page).toHaveURL(/range=all/);
  await expect(page.getByRole('link', { name: 'Declaration of covenants.pdf' })).toBeVisible();
  await page.getByLabel('Sort by').selectOption('-size');
  await expect(page).toHaveURL(/sort=-size/);
});

test('searches across folders and shows the folder path of each result', async ({
  page,
  at,
  open,
}) => {
  const searches = record(page, 'GET', /\/Documents\/Search\?/);
  await open('/community/documents/a/101/f/1205');
  const box = page.getByRole('searchbox', { name: 'Search documents in every folder' });
  await box.fill('   ');
  await box.press('Enter');
  await expect(page.getByText('Enter words to search for.')).toBeVisible();
  expect(searches).toHaveLength(0);

  await box.fill('bylaws');
  await box.press('Enter');
  await expect(page).toHaveURL(/q=bylaws/);
  const results = page.getByRole('table', { name: 'Search results for “bylaws”' });
  const bylaws = results.getByRole('row', { name: /Bylaws 2024\.pdf/ });
  await expect(bylaws.getByRole('link', { name: 'Governing documents › Bylaws' })).toBeVisible();
  await expect(page.getByText('1 document found')).toBeVisible();
  const url = new URL(searches[0]!.url());
  expect(url.searchParams.get('query')).toBe('bylaws');
  expect(url.searchParams.get('modifiedAfter')).toMatch(/^\d{4}-\d{2}-\d{2}$/);

  await bylaws.getByRole('link', { name: 'Governing documents › Bylaws' }).click();
  await expect(page).toHaveURL(at('/community/documents/a/101/f/1202'));
  await expect(page.getByRole('heading', { name: 'Bylaws', level: 2 })).toBeVisible();
});

test.describe('uploads', () => {
  test('takes files dropped on the panel', async ({ page, open }) => {
    await open('/community/documents/a/101/f/1205');
    await page.getByRole('button', { name: 'Upload files' }).click();
    const zone = page.getByTestId('upload-drop-zone');
    const dataTransfer = await page.evaluateHandle(() => {
      const transfer = new DataTransfer();
      transfer.items.add(new File(['%PDF-1.4 a'], 'Dropped one.pdf', { type: 'application/pdf' }));
      transfer.items.add(new File(['%PDF-1.4 b'], 'Dropped two.pdf', { type: 'application/pdf' }));
      return transfer;
    });
    await zone.dispatchEvent('dragenter', { dataTransfer });
    await zone.dispatchEvent('drop', { dataTransfer });
    await expect(
      page.getByRole('list', { name: 'Files to upload' }).getByRole('listitem'),
    ).toHaveText([/Dropped one\.pdf/, /Dropped two\.pdf/]);
    await expect(page.getByRole('button', { name: 'Upload 2 files' })).toBeVisible();
    await page.getByRole('button', { name: 'Close upload' }).click();
    await expect(page.getByRole('region', { name: 'Upload files to Forms' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Upload files' })).toBeFocused();
  });

  test('refuses a file over the maximum, an empty one, a web page and a disguised name, by name, before any upload', async ({
    page,
    open,
  }) => {
    await withConfig(page, { maxUploadBytes: 1024 * 1024 });
    const uploads = record(page, 'POST', /\/associations\/101\/Documents$/);
    await open('/community/documents/a/101/f/1205');
    await page.getByRole('button', { name: 'Upload files' }).click();
    const panel = page.getByRole('region', { name: 'Upload files to Forms' });
    await expect(panel.getByText('Each file can be up to 1 MB.')).toBeVisible();
    const chooser = page.waitForEvent('filechooser');
    await panel.getByRole('button', { name: 'Choose files' }).click();
    await (
      await chooser
    ).setFiles([
      pdf('Site plan scan.pdf', 2 * 1024 * 1024),
      pdf('Pet registration form.pdf'),
      { name: 'Blank.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(0) },
      { name: 'Notice.html', mimeType: 'text/html', buffer: Buffer.from('<script>1</script>') },
      // Right-to-left override: shown as "Invoice‮fdp.exe" reads "Invoiceexe.pdf".
      pdf('Invoice\u202Efdp.exe'),
    ]);
    const refusals = panel.getByRole('alert').locator('p');
    await expect(refusals).toHaveText([
      '“Site plan scan.pdf” is larger than the maximum file size of 1 MB, so it was not added.',
      '“Blank.pdf” is empty, so it was not added.',
      '“Notice.html” is a web page, an SVG image, a script or a program, which cannot be stored with the association’s documents, so it was not added.',
      '“Invoice\uFFFDfdp.exe” has a name longer than 255 characters or with characters a file name cannot use, so it was not added. Rename it and try again.',
    ]);
    await expect(panel.getByRole('listitem')).toHaveText([/Pet registration form\.pdf/]);
    await panel.getByRole('button', { name: 'Upload 1 file' }).click();
    await expect(panel.getByText('Uploaded', { exact: true })).toBeVisible();
    expect(uploads).toHaveLength(1);
    const body = uploads[0]!.postDataBuffer()?.toString('latin1') ?? '';
    expect(body).toContain('filename="Pet registration form.pdf"');
    expect(body).toMatch(/name="parentId"\r\n\r\n1205\r\n/);
  });

  test('a failed upload says so and keeps the files for a retry', async ({ page, open }) => {
    await open('/community/documents/a/101/f/1205');
    await page.getByRole('button', { name: 'Upload files' }).click();
    const panel = page.getByRole('region', { name: 'Upload files to Forms' });
    const chooser = page.waitForEvent('filechooser');
    await panel.getByRole('button', { name: 'Choose files' }).click();
    await (await chooser).setFiles([pdf('Pool rules.pdf')]);
    await preferStatus(page, `${associations}/Documents`, 'code=500');
    await panel.getByRole('button', { name: 'Upload 1 file' }).click();
    await expect(panel.getByRole('alert')).toHaveText('Failed to upload files. Please try again.');
    await expect(panel.getByRole('listitem')).toContainText('Pool rules.pdf');
    await expect(panel.getByRole('listitem')).toContainText('Not uploaded');
    // The panel says it; no toast on top.
    await expect(page.getByText('We have encountered an error')).toHaveCount(0);

    await page.unroute(`${associations}/Documents`);
    await panel.getByRole('button', { name: 'Try again' }).click();
    await expect(panel.getByText('Uploaded', { exact: true })).toBeVisible();
    await expect(panel.getByRole('alert')).toBeEmpty();
    await expect(panel.getByRole('button', { name: 'Upload', exact: true })).toBeVisible();
  });
});

test('opens a PDF in the viewer, downloads other files with their names, never renders HTML', async ({
  page,
  at,
  open,
}) => {
  await open('/community/documents/a/101/f/1204');
  await page.getByRole('link', { name: 'Board minutes 2026-10.pdf' }).click();
  await expect(page).toHaveURL(at('/document/101/1303/Board%20minutes%202026-10.pdf'));
  await expect(
    page.getByRole('heading', { name: 'Board minutes 2026-10.pdf', level: 1 }),
  ).toBeVisible();
  const frame = page.locator('iframe[title="Board minutes 2026-10.pdf (PDF)"]');
  await expect(frame).toHaveAttribute('src', /^blob:/);
  // Headless Chromium has no PDF viewer: the frame's blob can arrive as a download of its own,
  // named after the blob's id, while the waiter is already listening. The button's download is
  // the one the page names; a button that gave no name would leave this waiting until it fails.
  const saved = page.waitForEvent(
    'download',
    (download) => !/^[0-9a-f]{8}-[0-9a-f]{4}-/.test(download.suggestedFilename()),
  );
  await page.getByRole('button', { name: 'Download' }).click();
  expect((await saved).suggestedFilename()).toBe('Board minutes 2026-10.pdf');
  await page.getByRole('link', { name: 'Back to documents' }).click();
  await expect(page).toHaveURL(at('/community/documents/a/101/f'));

  // Not viewable: the name is a download.
  await open('/community/documents/a/101/f/1205');
  const docx = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Architectural request form.docx', exact: true }).click();
  expect((await docx).suggestedFilename()).toBe('Architectural request form.docx');

  // A file that could run script is offered as a download, never put in a frame.
  await page.route(`${associations}/Documents/1399`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<script>window.parent.pwned = true</script>',
    }),
  );
  await open('/document/101/1399/Notice.pdf');
  await expect(page.getByText('This kind of file can’t be shown in the portal.')).toBeVisible();
  await expect(page.locator('iframe, img[src^="blob:"]')).toHaveCount(0);
  const html = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download' }).click();
  expect((await html).suggestedFilename()).toBe('Notice.pdf');
  expect(await page.evaluate(() => 'pwned' in window)).toBe(false);
});

test('a download or a viewer answered with a 5xx says the §8 message with its Error Code, and a retry works', async ({
  page,
  open,
}) => {
  let failures = 1;
  const file = /\/associations\/101\/Documents\/\d+$/;
  await page.route(
    (url) => file.test(url.pathname),
    async (route) => {
      if (failures > 0) {
        failures -= 1;
        await route.fulfill({
          status: 503,
          contentType: 'application/problem+json',
          json: { title: 'Unavailable', status: 503, errorId: 'doc-5031', errorCode: 'DM503' },
        });
        return;
      }
      await route.continue();
    },
  );
  await open('/community/documents/a/101/f/1205');
  const name = page.getByRole('button', { name: 'Architectural request form.docx', exact: true });
  await name.click();
  await expect(
    page.getByText('We have encountered an error and could not complete your request.'),
  ).toBeVisible();
  await expect(page.getByText('Error Code: DM503')).toBeVisible();
  await expect(name).toBeEnabled();
  const saved = page.waitForEvent('download');
  await name.click();
  expect((await saved).suggestedFilename()).toBe('Architectural request form.docx');

  // The viewer (its query retries a 5xx three times, about 7 s in all): its own line beside Try
  // again, and the same §8 message with its code.
  failures = 4;
  await open('/document/101/1303/Board%20minutes%202026-10.pdf');
  await expect(
    page.getByRole('alert').filter({ hasText: 'The document could not be opened.' }),
  ).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('Error Code: DM503')).toBeVisible();
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.locator('iframe[title="Board minutes 2026-10.pdf (PDF)"]')).toHaveAttribute(
    'src',
    /^blob:/,
  );
});

test('names from the server are text, never markup', async ({ page, open }) => {
  const name = '<img src=x onerror="window.pwned=1">';
  await page.route(`${associations}/Directories?*`, (route) =>
    route.fulfill({
      json: {
        folders: [
          {
            id: 1201,
            name,
            parentId: 0,
            childFolderCount: 0,
            documentCount: 1,
            permissionsInherited: false,
          },
        ],
        documents: [
          {
            id: 1301,
            name: '<b>Bold</b>.pdf',
            contentType: 'application/pdf',
            size: 10,
            modifiedAt: '2026-10-01T00:00:00Z',
            folderId: 1201,
          },
        ],
      },
    }),
  );
  await open('/community/documents/a/101/f');
  await expect(page.getByRole('treeitem', { name })).toBeVisible();
  await expect(page.getByRole('link', { name: '<b>Bold</b>.pdf' })).toBeVisible();
  await expect(page.locator('main img[src="x"], main b')).toHaveCount(0);
  expect(await page.evaluate(() => 'pwned' in window)).toBe(false);
});

test('without the document-manage security no management action appears', async ({
  page,
  open,
}) => {
  await preferStatus(page, `${associations}/Documents/permissions?*`, 'example=viewOnly');
  await open('/community/documents/a/101/f/1204');
  await expect(page.getByRole('link', { name: 'Board minutes 2026-10.pdf' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Upload files' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'New folder' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Actions for/ })).toHaveCount(0);
  await expect(
    page.getByRole('button', { name: 'Download Board minutes 2026-10.pdf' }),
  ).toBeVisible();
});

test('a homeowner without the security is not even asked about it', async ({ page, open }) => {
  await preferStatus(page, '**/mock/users/Security', 'example=homeownerOnly');
  const checks = record(page, 'GET', /\/Documents\/permissions\?/);
  await open('/community/documents/a/101/f/1204');
  await expect(page.getByRole('link', { name: 'Board minutes 2026-10.pdf' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Actions for/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Upload files' })).toHaveCount(0);
  expect(checks).toHaveLength(0);
});

test('a folder deleted by someone else says so and leads back', async ({ page, at, open }) => {
  await open('/community/documents/a/101/f/4242');
  await expect(
    page.getByRole('heading', { name: 'This folder no longer exists', level: 2 }),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Go to all documents' }).click();
  await expect(page).toHaveURL(at('/community/documents/a/101/f'));
});

test('with the docs flag off for the customer, the pages are not for this account', async ({
  page,
  open,
}) => {
  await withConfig(page, { docsCustomers: ['OTHER'] });
  await open('/community/documents');
  await expect(page.getByRole('heading', { name: 'Not available for your account' })).toBeVisible();
  await open('/document/101/1303/Board%20minutes%202026-10.pdf');
  await expect(page.getByRole('heading', { name: 'Not available for your account' })).toBeVisible();
});

test.describe('a folder of 2,000 documents', () => {
  test.use({ viewport: { width: 360, height: 800 } });

  test('renders only the rows around the window, fits 360 px, and the last one is reached by the keyboard and by scrolling', async ({
    page,
    at,
    open,
  }) => {
    // The listing as Prism answers it, with 2,000 documents more in Forms (sorted after its own).
    const many = Array.from({ length: 2000 }, (_, index) => ({
      id: 60_000 + index,
      name: `Zoning notice ${String(index + 1).padStart(4, '0')}.pdf`,
      contentType: 'application/pdf',
      size: 20_000 + index,
      modifiedAt: '2026-09-01T12:00:00Z',
      folderId: 1205,
    }));
    await page.route(`${associations}/Directories?*`, async (route) => {
      const response = await route.fetch();
      const listing = (await response.json()) as { documents: unknown[] };
      await route.fulfill({
        response,
        json: { ...listing, documents: [...listing.documents, ...many] },
      });
    });
    await open('/community/documents/a/101/f/1205?range=all');
    const table = page.getByRole('table', { name: 'Documents in Forms' });
    await expect(table.getByRole('link', { name: 'Zoning notice 0001.pdf' })).toBeVisible();
    const total = await table.getAttribute('aria-rowcount');
    expect(Number(total)).toBeGreaterThan(2000);
    const rendered = () => table.getByRole('row').count();
    expect(await rendered()).toBeLessThan(60);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );

    // Tab goes on from row to row past the rows first rendered, the page scrolling along.
    const firstRendered = await rendered();
    await table.getByRole('link', { name: 'Zoning notice 0001.pdf' }).focus();
    for (let press = 0; press < firstRendered * 3; press += 1) await page.keyboard.press('Tab');
    const place = await page.evaluate(() => {
      const row = document.activeElement?.closest('tr');
      return Number(row?.getAttribute('aria-rowindex') ?? 0);
    });
    expect(place).toBeGreaterThan(firstRendered + 1);
    expect(await rendered()).toBeLessThan(80);

    // End scrolls the page to the last document, still with a bounded number of rows.
    const last = table.getByRole('link', { name: 'Zoning notice 2000.pdf' });
    // Rows measured on the way may lengthen the page: End again until the end stays put.
    await expect(async () => {
      await page.keyboard.press('End');
      await expect(last).toBeInViewport({ timeout: 1000 });
    }).toPass();
    expect(await rendered()).toBeLessThan(80);
    await expect(last.locator('xpath=ancestor::tr')).toHaveAttribute('aria-rowindex', total!);
    await last.click();
    await expect(page).toHaveURL(at('/document/101/61999/Zoning%20notice%202000.pdf'));
  });
});

test('the library speaks Spanish', async ({ page, open }) => {
  await open('/community/documents/a/101/f/1204');
  await page.getByLabel('Language').selectOption('es');
  await expect(page.getByRole('heading', { name: 'Documentos', level: 1 })).toBeVisible();
  await expect(page.getByRole('tree', { name: 'Carpetas' })).toBeVisible();
  await expect(page.getByLabel('Ordenar por')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Subir archivos' })).toBeVisible();
});

for (const width of [360, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('the library, the upload panel and the dialogs have no accessibility violations', async ({
      page,
      open,
      expectAccessible,
    }) => {
      // Four axe passes: about a minute on a busy 2-core machine.
      test.setTimeout(120_000);
      await withConfig(page, { maxUploadBytes: 1024 * 1024 });
      await open('/community/documents/a/101/f/1205');
      await expect(page.getByRole('tree', { name: 'Folders' })).toBeVisible();
      await expectAccessible();

      await page.getByRole('button', { name: 'Upload files' }).click();
      const chooser = page.waitForEvent('filechooser');
      await page.getByRole('button', { name: 'Choose files' }).click();
      await (
        await chooser
      ).setFiles([pdf('Site plan scan.pdf', 2 * 1024 * 1024), pdf('Pool rules.pdf')]);
      await expect(page.getByRole('progressbar', { name: /Pool rules\.pdf/ })).toBeVisible();
      await expectAccessible();

      await page
        .getByRole('button', { name: 'Actions for Architectural request form.docx' })
        .click();
      await page.getByRole('menuitem', { name: 'Delete' }).click();
      await expect(page.getByRole('alertdialog', { name: 'Delete document?' })).toBeVisible();
      await expectAccessible();
      await page.keyboard.press('Escape');

      await page
        .getByRole('button', { name: 'Actions for Architectural request form.docx' })
        .click();
      await page.getByRole('menuitem', { name: 'Rename' }).click();
      const rename = page.getByRole('dialog', { name: 'Rename document' });
      await rename.getByLabel('New name').fill('');
      await rename.getByRole('button', { name: 'Save name' }).click();
      await expect(rename.getByText('Enter a name.')).toBeVisible();
      await expectAccessible();
      await page.keyboard.press('Escape');

      await page.getByRole('searchbox').fill('bylaws');
      await page.getByRole('searchbox').press('Enter');
      await expect(page.getByText('1 document found')).toBeVisible();
      await expectAccessible();

      await open('/document/101/1302/Bylaws%202024.pdf');
      await expect(page.locator('iframe')).toHaveAttribute('src', /^blob:/);
      await expectAccessible();
    });
  });
}
