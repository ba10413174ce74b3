import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next, { type i18n as I18n } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import en from '../../../public/locales/en/data-table.json';
import { DataTable } from './data-table';
import { saveFile } from '@/lib/save-file';
import type { DataTableColumn, DataTableProps } from './types';

vi.mock('@/lib/save-file', () => ({ saveFile: vi.fn() }));

interface Row {
  id: number;
  name: string;
  amount: number;
  kind: 'a' | 'b';
}

const rows: Row[] = [
  { id: 1, name: 'Charlie', amount: 300, kind: 'a' },
  { id: 2, name: 'alpha', amount: -50, kind: 'b' },
  { id: 3, name: 'Bravo', amount: 1200, kind: 'a' },
];
const columns: DataTableColumn<Row>[] = [
  { id: 'name', header: 'Name', value: (row) => row.name, rowHeader: true, hideable: false },
  {
    id: 'amount',
    header: 'Amount',
    value: (row) => row.amount,
    cell: (row) => `$${String(row.amount)}`,
    align: 'end',
  },
  {
    id: 'kind',
    header: 'Kind',
    value: (row) => row.kind,
    filter: (row, value) => value === undefined || row.kind === value,
  },
];

// jsdom lays nothing out: give the grid's scrolling region a size so the virtualiser renders.
const clientSize = {
  clientHeight: Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientHeight'),
  clientWidth: Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientWidth'),
};
let i18n: I18n;
beforeAll(async () => {
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', {
    configurable: true,
    get: () => 600,
  });
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', {
    configurable: true,
    get: () => 1024,
  });
  i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({
    lng: 'en',
    ns: ['data-table'],
    resources: { en: { 'data-table': en } },
    interpolation: { escapeValue: false },
  });
});

afterAll(() => {
  for (const [name, descriptor] of Object.entries(clientSize)) {
    if (descriptor) Object.defineProperty(HTMLElement.prototype, name, descriptor);
  }
});
afterEach(cleanup);

function renderTable(props: Partial<DataTableProps<Row>> = {}) {
  const handlers = {
    onSaveState: vi.fn(),
    onResetState: vi.fn(),
    onNotice: vi.fn(),
  };
  const result = render(
    <I18nextProvider i18n={i18n}>
      <DataTable<Row>
        gridId="test-grid"
        label="People"
        rows={rows}
        columns={columns}
        getRowId={(row) => String(row.id)}
        exportFileName="people"
        emptyMessage="Nobody here."
        {...handlers}
        {...props}
      />
    </I18nextProvider>,
  );
  return { ...result, ...handlers };
}

const table = () => screen.getByRole('table', { name: 'People' });
const bodyRowNames = () =>
  within(table())
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

describe('DataTable', () => {
  it('renders the rows with table semantics and a live row count', () => {
    const { onNotice } = renderTable();
    expect(table()).toHaveAttribute('aria-rowcount', '4');
    expect(
      within(table())
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Name', 'Amount', 'Kind']);
    expect(bodyRowNames()).toEqual(['Charlie', 'alpha', 'Bravo']);
    expect(screen.getByRole('status')).toHaveTextContent('3 rows');
    expect(onNotice).not.toHaveBeenCalled();
  });

  it('shows a text cell in a bdi, so a name cannot reorder what follows it', () => {
    renderTable({ rows: [{ id: 9, name: 'Ana\u202Eevil', amount: 1, kind: 'a' }] });
    const [cell] = within(table()).getAllByRole('rowheader');
    expect(cell?.querySelector('bdi')).toHaveTextContent('Ana\u202Eevil');
  });

  it('sorts from the header buttons, ascending first, and reports it with aria-sort', async () => {
    const user = userEvent.setup();
    renderTable();
    const header = screen.getByRole('columnheader', { name: 'Amount' });
    await user.click(within(header).getByRole('button'));
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    expect(bodyRowNames()).toEqual(['alpha', 'Charlie', 'Bravo']);
    await user.click(within(header).getByRole('button'));
    expect(header).toHaveAttribute('aria-sort', 'descending');
    expect(bodyRowNames()).toEqual(['Bravo', 'Charlie', 'alpha']);
    // Text sorts by the locale, ignoring case.
    await user.click(
      within(screen.getByRole('columnheader', { name: 'Name' })).getByRole('button'),
    );
    expect(bodyRowNames()).toEqual(['alpha', 'Bravo', 'Charlie']);
    expect(header).not.toHaveAttribute('aria-sort');
  });

  it('filters by column and says how many rows remain', () => {
    renderTable({ filters: { kind: 'a' } });
    expect(bodyRowNames()).toEqual(['Charlie', 'Bravo']);
    expect(screen.getByRole('status')).toHaveTextContent('Showing 2 of 3 rows');
  });

  it('shows the empty message without rows', () => {
    renderTable({ rows: [] });
    expect(screen.getByText('Nobody here.')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('0 rows');
  });

  it('hides, moves and resizes columns from the keyboard menu, then saves the layout', async () => {
    const user = userEvent.setup();
    const { onSaveState, onNotice } = renderTable();
    await user.click(screen.getByRole('button', { name: 'Columns' }));
    const menu = screen.getByRole('dialog', { name: 'Columns' });
    // The one column that may not be hidden cannot be.
    expect(within(menu).getByRole('checkbox', { name: 'Name' })).toBeDisabled();
    await user.click(within(menu).getByRole('checkbox', { name: 'Kind' }));
    await user.click(within(menu).getByRole('button', { name: 'Move Amount left' }));
    const first = within(menu).getByRole('button', { name: 'Move Amount left' });
    expect(first).toHaveAttribute('aria-disabled', 'true');
    await user.click(first);
    await user.click(within(menu).getByRole('button', { name: 'Make Amount wider' }));
    await user.click(within(menu).getByRole('button', { name: 'Save layout' }));
    expect(onSaveState).toHaveBeenCalledWith({
      version: 1,
      order: ['amount', 'name', 'kind'],
      hidden: ['kind'],
      sizes: { amount: 184 },
      sort: [],
    });
    expect(onNotice).toHaveBeenLastCalledWith('saved');
    await user.click(within(menu).getByRole('button', { name: 'Close' }));
    expect(
      within(await screen.findByRole('table', { name: 'People' }))
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Amount', 'Name']);
  });

  it('restores a valid saved layout and says so', () => {
    const { onNotice, onResetState } = renderTable({
      savedState: {
        version: 1,
        order: ['kind', 'name', 'amount'],
        hidden: [],
        sizes: {},
        sort: [{ id: 'amount', desc: true }],
      },
    });
    expect(
      within(table())
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Kind', 'Name', 'Amount']);
    expect(bodyRowNames()).toEqual(['Bravo', 'Charlie', 'alpha']);
    expect(onNotice).toHaveBeenCalledWith('restored');
    expect(onResetState).not.toHaveBeenCalled();
  });

  it('resets a layout from an older version or a broken one, once, and says so', () => {
    for (const savedState of [
      [{ colId: 'name', width: 100 }],
      { version: 1, order: ['name', 'memo'], hidden: [], sizes: {}, sort: [] },
      'garbage',
    ]) {
      const { onNotice, onResetState, unmount } = renderTable({ savedState });
      expect(onResetState).toHaveBeenCalledTimes(1);
      expect(onNotice).toHaveBeenCalledTimes(1);
      expect(onNotice).toHaveBeenCalledWith('reset');
      expect(bodyRowNames()).toEqual(['Charlie', 'alpha', 'Bravo']);
      unmount();
    }
  });

  it('exports the shown rows and columns as CSV', async () => {
    const user = userEvent.setup();
    renderTable({ filters: { kind: 'a' }, defaultSort: [{ id: 'amount', desc: true }] });
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    const [blob, name] = vi.mocked(saveFile).mock.calls.at(-1) ?? [];
    expect(name).toBe('people.csv');
    expect(await (blob as Blob).text()).toBe(
      'Name,Amount,Kind\r\nBravo,1200,a\r\nCharlie,300,a\r\n',
    );
  });
});
