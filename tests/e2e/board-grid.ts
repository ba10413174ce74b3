// The board pages' grids as journeys meet them: a table named by its page, a row's details dialog.
import { expect, type Locator, type Page } from '@playwright/test';

export const grid = (page: Page, title: string) =>
  page.getByRole('table', { name: title, exact: true });

/** Opens a board page and the details of one of its rows (in the row matching `within`, if given). */
export async function openRow(
  page: Page,
  path: string,
  title: string,
  row: string,
  within?: RegExp,
): Promise<Locator> {
  await page.goto(path);
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  const rows = within ? grid(page, title).getByRole('row', { name: within }) : grid(page, title);
  await rows.getByRole('button', { name: row, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: row });
  await expect(dialog).toBeVisible();
  return dialog;
}
