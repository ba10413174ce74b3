import type { Page } from '@playwright/test';
import { expect, startSignedIn, preferStatus, test } from './fixtures';

// The board pages (issue 12, item 5) against Prism, as Jordan Rivera, a board member of Maple
// Grove HOA (101). Prism serves the contract's demo rows; each journey checks what the portal asked
// for and what it shows: rows, the open count, search, a filter, a row's details, and axe at 360
// and 1280 px.

interface BoardPageCase {
  path: string;
  /** The list call behind the page. */
  call: string;
  title: string;
  rows: number;
  /** The open count under the heading, where the task overview counts this area. */
  count?: string;
  search: { label: string; text: string; finds: string };
  filter: { label: string; option: string; finds: string };
  detail: { row: string; says: string[] };
}

const PAGES: BoardPageCase[] = [
  {
    path: '/board/bank-accounts',
    call: '/Board/BankAccounts',
    title: 'Bank accounts',
    rows: 3,
    search: { label: 'Search bank accounts', text: 'prairie', finds: 'Reserve' },
    filter: { label: 'Fund', option: 'Special assessment', finds: 'Special assessment 2026' },
    detail: { row: 'Operating', says: ['First Community Bank', '•••• 4821', '$84,235.17'] },
  },
  {
    path: '/board/collections',
    call: '/Board/Collections',
    title: 'Collections',
    rows: 2,
    count: '2 accounts in collection',
    search: { label: 'Search accounts in collection', text: 'birch', finds: 'Gloria Alvarez' },
    filter: { label: 'Stage', option: 'Intent to lien', finds: 'Thomas Nguyen' },
    detail: { row: 'Thomas Nguyen', says: ['$1,875.00', '94 days', 'Intent-to-lien letter sent'] },
  },
  {
    path: '/board/homeowners',
    call: '/Board/Homeowners',
    title: 'Homeowners',
    rows: 5,
    search: { label: 'Search homeowners', text: 'priya', finds: 'Priya Shah' },
    filter: { label: 'Standing', option: 'In collections', finds: 'Thomas Nguyen' },
    detail: {
      row: 'Gloria Alvarez',
      says: ['(555) 201-4090', 'Past due', '9 Birch Lane, Springfield, IL 62704'],
    },
  },
  {
    path: '/board/inspections',
    call: '/Board/Inspections',
    title: 'Inspections',
    rows: 2,
    count: '1 inspection scheduled',
    search: {
      label: 'Search inspections',
      text: 'fence',
      finds: 'Fence completion check – 18 Maple Court',
    },
    filter: { label: 'Status', option: 'Scheduled', finds: 'Quarterly common-area walk' },
    detail: {
      row: 'Fence completion check – 18 Maple Court',
      says: ['ARC compliance', 'Alex Moreno', 'Open ARC request 6002'],
    },
  },
  {
    path: '/board/violations',
    call: '/Board/Violations',
    title: 'Violations',
    rows: 2,
    count: '2 open violations',
    search: { label: 'Search violations', text: 'shed', finds: 'Unapproved structure' },
    filter: { label: 'Status', option: 'Open', finds: 'Trash containers' },
    detail: { row: 'Unapproved structure', says: ['Gloria Alvarez', '$100.00', 'Escalated'] },
  },
  {
    path: '/board/invoices',
    call: '/Board/Invoices',
    title: 'Invoices',
    rows: 3,
    count: '2 invoices to approve',
    search: { label: 'Search invoices', text: 'streetlight', finds: 'BPE-7714' },
    filter: { label: 'Status', option: 'Approved', finds: 'LL-2026-11' },
    detail: { row: 'GLD-20931', says: ['GreenLine Drainage', '1 of 2', 'Awaiting approval'] },
  },
  {
    path: '/board/work-orders',
    call: '/Board/WorkOrders',
    title: 'Work orders',
    rows: 3,
    count: '2 open work orders',
    search: { label: 'Search work orders', text: 'gate latch', finds: 'Replace pool gate latch' },
    filter: { label: 'Priority', option: 'High', finds: 'Clear storm drain behind 14 Maple Court' },
    detail: {
      row: 'Replace streetlight – Maple Court',
      says: ['Bright Path Electric', '$420.00', 'Assigned'],
    },
  },
  {
    path: '/board/to-do-list',
    call: '/Board/ToDoItems',
    title: 'To-do list',
    rows: 3,
    count: '3 open to-do items',
    search: { label: 'Search to-do items', text: 'budget', finds: 'Review the 2027 draft budget' },
    filter: { label: 'About', option: 'Invoice', finds: 'Approve the GreenLine Drainage invoice' },
    detail: {
      row: 'Vote on ARC request 6001 – Exterior paint',
      says: ['Decision due December 5.', 'High', 'Open ARC request 6001'],
    },
  },
  {
    path: '/board/reports',
    call: '/Board/Reports',
    title: 'Reports',
    rows: 4,
    search: { label: 'Search reports', text: 'roster', finds: 'Homeowner roster' },
    filter: { label: 'Format', option: 'Excel', finds: 'Delinquency report' },
    detail: {
      row: 'Balance sheet – October 2026',
      says: ['Assets, liabilities and fund balances at October 31, 2026.', 'Financial', 'PDF'],
    },
  },
];

const grid = (page: Page, title: string) => page.getByRole('table', { name: title, exact: true });
const rowHeaders = (page: Page, title: string) => grid(page, title).getByRole('rowheader');

test.beforeEach(async ({ page }) => {
  await startSignedIn(page);
});

for (const item of PAGES) {
  test(`${item.title}: rows, the open count, search, a filter, the details, axe`, async ({
    page,
    open,
    expectAccessible,
  }) => {
    const listed = page.waitForRequest((r) => r.url().includes(`/mock/action-items${item.call}?`));
    await open(item.path);
    await expect(page.getByRole('heading', { name: item.title, level: 1 })).toBeVisible();
    const query = new URL((await listed).url()).searchParams;
    expect(query.get('associationId')).toBe('101');
    expect(query.get('page')).toBe('1');
    expect(query.get('pageSize')).toBe('100');

    await expect(page.getByText('Board of Maple Grove HOA')).toBeVisible();
    if (item.count) await expect(page.getByTestId('board-count')).toHaveText(item.count);
    else await expect(page.getByTestId('board-count')).toHaveCount(0);
    await expect(rowHeaders(page, item.title)).toHaveCount(item.rows);
    await expectAccessible();

    // Search: every word in any field.
    const search = page.getByRole('searchbox', { name: item.search.label });
    await search.fill(item.search.text);
    await expect(rowHeaders(page, item.title)).toHaveText([item.search.finds]);
    await expect(page.getByText(`Showing 1 of ${String(item.rows)} rows`)).toBeVisible();
    await page.getByRole('button', { name: 'Clear search and filters' }).click();
    await expect(search).toHaveValue('');
    await expect(rowHeaders(page, item.title)).toHaveCount(item.rows);

    // A select filter.
    await page
      .getByRole('combobox', { name: item.filter.label, exact: true })
      .selectOption({ label: item.filter.option });
    await expect(rowHeaders(page, item.title)).toHaveText([item.filter.finds]);
    await page.getByRole('button', { name: 'Clear search and filters' }).click();

    // The details, from the keyboard: Enter opens, Escape closes and gives the focus back.
    const opener = grid(page, item.title).getByRole('button', {
      name: item.detail.row,
      exact: true,
    });
    await opener.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: item.detail.row });
    await expect(dialog).toBeVisible();
    for (const text of item.detail.says)
      await expect(dialog.getByText(text, { exact: true })).toBeVisible();
    await expectAccessible();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(opener).toBeFocused();

    // 360 px: the page fits (the grid scrolls inside its own region) and stays accessible.
    await page.setViewportSize({ width: 360, height: 740 });
    await expect(rowHeaders(page, item.title).first()).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await expectAccessible();
  });
}

test('reports: downloads a report file under its name', async ({ page, open }) => {
  await open('/board/reports');
  const table = grid(page, 'Reports');
  await expect(table.getByRole('rowheader')).toHaveCount(4);
  const asked = page.waitForRequest((r) =>
    r.url().includes('/mock/action-items/Board/Reports/16701'),
  );
  const download = page.waitForEvent('download');
  await table.getByRole('button', { name: 'Download Balance sheet – October 2026' }).click();
  expect((await asked).headers().accept).toContain('application/pdf');
  expect((await download).suggestedFilename()).toBe('Balance-sheet-October-2026.pdf');
  await expect(table.getByText('Saved as Balance-sheet-October-2026.pdf.')).toBeVisible();

  // The same from the details.
  await table.getByRole('button', { name: 'Homeowner roster', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Homeowner roster' });
  const csv = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download Homeowner roster' }).click();
  expect((await csv).suggestedFilename()).toBe('Homeowner-roster.csv');
});

test('more items: the board task overview, with a link to every board page', async ({
  page,
  open,
  at,
  expectAccessible,
}) => {
  const overview = page.waitForRequest((r) =>
    r.url().includes('/mock/action-items/BoardMember/BoardMemberTaskOverview?'),
  );
  await open('/board/more-items');
  await expect(page.getByRole('heading', { name: 'More items', level: 1 })).toBeVisible();
  expect(new URL((await overview).url()).searchParams.get('associationId')).toBe('101');
  await expect(page.getByTestId('board-total')).toHaveText('13 items need the board’s attention.');
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: /^Invoices/ })).toContainText(
    '2 invoices to approve',
  );
  await expect(main.getByRole('link', { name: /^ARC requests/ })).toContainText(
    '1 ARC request open',
  );
  for (const title of ['Bank accounts', 'Homeowners', 'Reports', 'To-do list', 'Work orders'])
    await expect(main.getByRole('link', { name: new RegExp(`^${title}`) })).toBeVisible();
  await expectAccessible();
  await page.setViewportSize({ width: 360, height: 740 });
  await expectAccessible();

  await main.getByRole('link', { name: /^Invoices/ }).click();
  await expect(page).toHaveURL(at('/board/invoices'));
  await expect(page.getByRole('heading', { name: 'Invoices', level: 1 })).toBeVisible();
});

test('a list that fails says so with its error id, and tries again', async ({ page, open }) => {
  await preferStatus(page, '**/mock/action-items/Board/Violations?*', 'code=500');
  await open('/board/violations');
  const alert = page.getByRole('alert').filter({ hasText: 'The violations could not be loaded.' });
  // 5xx answers are retried three times first (SPEC §9 backoff).
  await expect(alert).toBeVisible({ timeout: 20_000 });
  await expect(alert).toContainText('Error ID: c0ffee00-1234-4abc-9def-0123456789ab');
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);

  await page.unroute('**/mock/action-items/Board/Violations?*');
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(rowHeaders(page, 'Violations')).toHaveCount(2);
  await expect(alert).toHaveCount(0);
});

test('a list of several pages says "Loaded N of M" while it is read and after', async ({
  page,
  open,
  expectAccessible,
}) => {
  // 150 invoices on two pages of 100, made from the contract's first invoice; the second page
  // waits until the first has been read and said.
  let releaseSecondPage: () => void = () => undefined;
  const secondPageMayGo = new Promise<void>((resolve) => {
    releaseSecondPage = resolve;
  });
  const asked: number[] = [];
  await page.route('**/mock/action-items/Board/Invoices?*', async (route) => {
    const number = Number(new URL(route.request().url()).searchParams.get('page'));
    asked.push(number);
    const response = await route.fetch();
    const [invoice] = ((await response.json()) as { items: Record<string, unknown>[] }).items;
    if (number === 2) await secondPageMayGo;
    const first = (number - 1) * 100;
    const items = Array.from({ length: number === 1 ? 100 : 50 }, (_, i) => ({
      ...invoice,
      id: 20_000 + first + i,
      invoiceNumber: `INV-${String(20_000 + first + i)}`,
    }));
    await route.fulfill({
      response,
      json: { items, page: number, pageSize: 100, totalCount: 150 },
    });
  });
  await open('/board/invoices');
  await expect(page.getByRole('heading', { name: 'Invoices', level: 1 })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Loading the invoices…' })).toHaveText(
    'Loading the invoices… Loaded 100 of 150',
  );
  await expectAccessible();

  releaseSecondPage();
  await expect(page.getByText('Loaded 150 of 150', { exact: true })).toBeVisible();
  await expect(page.getByTestId('board.invoices-count')).toHaveText('150 rows');
  await expect(rowHeaders(page, 'Invoices').first()).toBeVisible();
  expect(asked).toEqual([1, 2]);
  await expectAccessible();
});

test('a board page with nothing to list says so', async ({ page, open }) => {
  await preferStatus(page, '**/mock/action-items/Board/WorkOrders?*', 'example=empty');
  await open('/board/work-orders');
  await expect(page.getByText('There are no work orders for this association.')).toBeVisible();
});

test('the search and the filters live in the URL: a shared link and a reload keep them', async ({
  page,
  open,
  at,
}) => {
  await open('/board/work-orders?q=maple&priority=high');
  const search = page.getByRole('searchbox', { name: 'Search work orders' });
  const priority = page.getByRole('combobox', { name: 'Priority', exact: true });
  await expect(search).toHaveValue('maple');
  await expect(priority).toHaveValue('high');
  await expect(rowHeaders(page, 'Work orders')).toHaveText([
    'Clear storm drain behind 14 Maple Court',
  ]);

  await search.fill('storm drain');
  await priority.selectOption({ label: 'All' });
  await expect(page).toHaveURL(at('/board/work-orders?q=storm+drain'));
  await page.reload();
  await expect(search).toHaveValue('storm drain');
  await expect(priority).toHaveValue('');
  await expect(rowHeaders(page, 'Work orders')).toHaveText([
    'Clear storm drain behind 14 Maple Court',
  ]);

  await page.getByRole('button', { name: 'Clear search and filters' }).click();
  await expect(page).toHaveURL(at('/board/work-orders'));
  await expect(rowHeaders(page, 'Work orders')).toHaveCount(3);
});
