// @vitest-environment node
import { readFileSync } from 'node:fs';
import i18next from 'i18next';
import { isValidElement } from 'react';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { keysUsedIn, loadNamespace, readLocale, readLocaleTree, repoRoot } from '@/testing/locales';
import type { BoardGridConfig } from '../components/board-grid-page';
import { bankAccountsBoard } from '../components/pages/bank-accounts';
import { collectionsBoard } from '../components/pages/collections';
import { homeownersBoard } from '../components/pages/homeowners';
import { inspectionsBoard } from '../components/pages/inspections';
import { invoicesBoard } from '../components/pages/invoices';
import { reportsBoard } from '../components/pages/reports';
import { toDoListBoard } from '../components/pages/to-do-list';
import { violationsBoard } from '../components/pages/violations';
import { workOrdersBoard } from '../components/pages/work-orders';
import { boardContext } from './board-context';
import { BOARD_PAGES } from './board-pages';

// Key parity, empty texts and placeholders: src/lib/i18n.test.ts, for every namespace.
const board = loadNamespace('board');
const en = readLocaleTree('en', 'board');
const common = readLocale('en', 'common');
const has = (key: string) => board.has(key) || (key.startsWith('nav.') && common.has(key));

// The contract's first (demo) example of each board list: the rows the pages show in the demo.
const contract = parse(readFileSync(`${repoRoot}openapi/action-items.yaml`, 'utf8')) as {
  paths: Record<string, { get: { responses: Record<string, unknown> } }>;
};
function demoRows(path: string): object[] {
  const ok = contract.paths[path]?.get.responses['200'] as {
    content: { 'application/json': { examples: Record<string, { value: { items: object[] } }> } };
  };
  const [first] = Object.values(ok.content['application/json'].examples);
  return first?.value.items ?? [];
}

const pages: [string, BoardGridConfig<object>][] = [
  ['/Board/BankAccounts', bankAccountsBoard as unknown as BoardGridConfig<object>],
  ['/Board/Collections', collectionsBoard as unknown as BoardGridConfig<object>],
  ['/Board/Homeowners', homeownersBoard as unknown as BoardGridConfig<object>],
  ['/Board/Inspections', inspectionsBoard as unknown as BoardGridConfig<object>],
  ['/Board/Violations', violationsBoard as unknown as BoardGridConfig<object>],
  ['/Board/Invoices', invoicesBoard as unknown as BoardGridConfig<object>],
  ['/Board/WorkOrders', workOrdersBoard as unknown as BoardGridConfig<object>],
  ['/Board/ToDoItems', toDoListBoard as unknown as BoardGridConfig<object>],
  ['/Board/Reports', reportsBoard as unknown as BoardGridConfig<object>],
];

describe('the board texts', () => {
  it('cover every key the components ask for by name', () => {
    const used = keysUsedIn(new URL('../components/', import.meta.url), { recursive: true });
    expect(used.size).toBeGreaterThan(10);
    for (const page of BOARD_PAGES) {
      used.add(`moreItems.about.${page.key}`);
      if (page.count) used.add(`counts.${page.count}`);
    }
    expect([...used].filter((key) => !has(key))).toEqual([]);
  });

  it.each(pages)(
    'cover every column, filter, value and detail of %s on the demo rows',
    async (path, config) => {
      const missing = new Set<string>();
      const i18n = i18next.createInstance();
      await i18n.init({
        lng: 'en',
        ns: ['board'],
        defaultNS: 'board',
        resources: { en: { board: en } },
        saveMissing: true,
        missingKeyHandler: (_languages, _namespace, key) => {
          missingTo(missing, key);
        },
      });
      const ctx = boardContext(config.page, i18n.getFixedT<'board'>('en', 'board'), 'en');
      const page = config.page;
      for (const key of [
        'search',
        'loading',
        'failed',
        'empty',
        'noMatch',
        'detail',
        'columns.title',
      ])
        expect(has(`${page}.${key}`), `${page}.${key}`).toBe(true);
      for (const filter of config.filters) {
        ctx.header(filter.column);
        for (const value of filter.values) ctx.label(filter.column, value);
      }
      const rows = demoRows(path);
      expect(rows.length).toBeGreaterThan(0);
      const columns = config.columns(ctx);
      for (const row of rows) {
        for (const column of columns) {
          column.value(row);
          const cell = column.cell?.(row);
          if (typeof cell === 'string') expect(cell).not.toContain(`${page}.`);
          column.csv?.(row);
        }
        for (const [label, value] of config.details(row, ctx)) {
          expect(label).not.toContain(`${page}.`);
          if (typeof value === 'string') expect(value).not.toContain(`${page}.`);
          else if (value !== null && value !== undefined && typeof value !== 'number')
            expect(isValidElement(value)).toBe(true);
        }
        const action = config.actions?.(row, ctx);
        expect(action === null || action === undefined || isValidElement(action)).toBe(true);
      }
      expect([...missing]).toEqual([]);
    },
  );
});

function missingTo(set: Set<string>, key: string) {
  set.add(key);
}
