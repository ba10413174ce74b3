import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next, { type i18n as I18n } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import board from '../../../../public/locales/en/board.json';
import common from '../../../../public/locales/en/common.json';
import dataTable from '../../../../public/locales/en/data-table.json';
import errors from '../../../../public/locales/en/errors.json';
import { ApiError } from '@/lib/api/api-error';
import type { Invoice } from '../api/board-api';
import { BoardGridPage } from './board-grid-page';
import { invoicesBoard } from './pages/invoices';
import { sentence } from '@/testing/sentence';

const association = vi.hoisted((): { id: number | null; name: string } => ({
  id: 101,
  name: 'Maple Grove HOA',
}));
vi.mock('./use-board-association', () => ({ useBoardAssociation: () => association }));
vi.mock('../api/board-api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../api/board-api')>()),
  useGetBoardMemberTaskOverview: () => ({
    data: {
      associationId: 101,
      arcPending: 1,
      violationsOpen: 2,
      workOrdersOpen: 2,
      invoicesToApprove: 2,
      collections: 2,
      inspections: 1,
      toDo: 3,
    },
  }),
}));
// Links need a router; the details' work-order link is not what these tests are about. The URL's
// search is a small store: useSearch reads it, navigate replaces it.
const url = vi.hoisted(() => {
  let search: Record<string, string> = {};
  const listeners = new Set<() => void>();
  return {
    get: () => search,
    set: (next: Record<string, string>) => {
      search = next;
      listeners.forEach((listener) => {
        listener();
      });
    },
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    navigate: vi.fn(),
  };
});
vi.mock('@tanstack/react-router', async () => {
  const { useSyncExternalStore } = await import('react');
  return {
    Link: ({ children }: { children: React.ReactNode }) => <span>{children}</span>,
    useSearch: () => useSyncExternalStore(url.subscribe, url.get),
    useNavigate: () => url.navigate,
  };
});

const invoice = (id: number, overrides: Partial<Invoice> = {}): Invoice => ({
  id,
  vendor: { id: 16801, name: 'GreenLine Drainage' },
  invoiceNumber: `INV-${String(id)}`,
  description: 'Storm drain clean-out behind 14 Maple Court',
  amount: 185000,
  invoiceDate: '2026-11-18',
  dueDate: '2026-12-18',
  glAccount: '6120 Repairs – drainage',
  status: 'pendingApproval',
  approvals: { received: 1, required: 2 },
  workOrderId: 16501,
  ...overrides,
});
const rows = [
  invoice(16401),
  invoice(16402, {
    vendor: { id: 16802, name: 'Bright Path Electric' },
    description: 'Streetlight repair on Maple Court',
    amount: 42000,
    dueDate: '2026-12-21',
    approvals: { received: 0, required: 2 },
    workOrderId: null,
  }),
  invoice(16403, {
    vendor: { id: 16803, name: 'Lakeshore Landscaping' },
    description: 'November grounds maintenance',
    status: 'approved',
    dueDate: '2026-12-01',
  }),
];

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
    ns: ['board', 'common', 'data-table', 'errors'],
    defaultNS: 'common',
    resources: { en: { board, common, 'data-table': dataTable, errors } },
    interpolation: { escapeValue: false },
  });
});
afterAll(() => {
  for (const [name, descriptor] of Object.entries(clientSize)) {
    if (descriptor) Object.defineProperty(HTMLElement.prototype, name, descriptor);
  }
});
beforeEach(() => {
  association.id = 101;
  url.set({});
  url.navigate.mockImplementation(({ search }: { search: Record<string, string> }) => {
    url.set(search);
  });
});
afterEach(cleanup);

function renderPage(list: typeof invoicesBoard.list) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <BoardGridPage config={{ ...invoicesBoard, list }} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
}
const answer = (items: Invoice[]) =>
  Promise.resolve({ items, page: 1, pageSize: 100, totalCount: items.length });

describe('a board page', () => {
  it('shows the association, the open count and the rows of the association', async () => {
    const list = vi.fn(() => answer(rows));
    renderPage(list);
    expect(screen.getByRole('heading', { level: 1, name: 'Invoices' })).toBeInTheDocument();
    expect(screen.getByText(sentence('Board of Maple Grove HOA'))).toBeInTheDocument();
    expect(screen.getByText('2 invoices to approve')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading the invoices…');
    const table = await screen.findByRole('table', { name: 'Invoices' });
    expect(within(table).getAllByRole('rowheader')).toHaveLength(3);
    expect(within(table).getAllByText('$1,850.00')).toHaveLength(2);
    expect(list).toHaveBeenCalledWith(
      { associationId: 101, page: 1, pageSize: 100 },
      expect.anything(),
    );
  });

  it('searches every word in any field and filters by status', async () => {
    const user = userEvent.setup();
    renderPage(() => answer(rows));
    const table = await screen.findByRole('table', { name: 'Invoices' });
    await user.click(screen.getByRole('searchbox', { name: 'Search invoices' }));
    await user.paste('maple streetlight');
    await waitFor(() => {
      expect(within(table).getAllByRole('rowheader')).toHaveLength(1);
    });
    expect(within(table).getByRole('rowheader')).toHaveTextContent('INV-16402');
    expect(screen.getByText('Showing 1 of 3 rows')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear search and filters' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'approved');
    await waitFor(() => {
      expect(within(table).getAllByRole('rowheader')).toHaveLength(1);
    });
    expect(within(table).getByRole('rowheader')).toHaveTextContent('INV-16403');

    await user.click(screen.getByRole('searchbox', { name: 'Search invoices' }));
    await user.paste('electric');
    expect(
      await screen.findByText('No invoices match your search and filters.'),
    ).toBeInTheDocument();
  }, 15_000);

  it('keeps the search and the filters in the URL, and reads them from it', async () => {
    const user = userEvent.setup();
    url.set({ q: 'maple', status: 'pendingApproval', priority: 'high' });
    renderPage(() => answer(rows));
    const table = await screen.findByRole('table', { name: 'Invoices' });
    // A shared link opens filtered; a filter this page does not have is ignored.
    expect(screen.getByRole('searchbox', { name: 'Search invoices' })).toHaveValue('maple');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('pendingApproval');
    await waitFor(() => {
      expect(within(table).getAllByRole('rowheader')).toHaveLength(2);
    });

    await user.type(screen.getByRole('searchbox', { name: 'Search invoices' }), ' street');
    expect(url.get()).toEqual({ q: 'maple street', status: 'pendingApproval' });
    expect(url.navigate).toHaveBeenLastCalledWith(expect.objectContaining({ replace: true }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), '');
    expect(url.get()).toEqual({ q: 'maple street' });

    // Changed from outside (a menu link without search): the field follows.
    act(() => {
      url.set({});
    });
    expect(screen.getByRole('searchbox', { name: 'Search invoices' })).toHaveValue('');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'approved');
    await user.click(screen.getByRole('button', { name: 'Clear search and filters' }));
    expect(url.get()).toEqual({});
  }, 15_000);

  it('opens the details of a row in a dialog and gives focus back on closing', async () => {
    const user = userEvent.setup();
    renderPage(() => answer(rows));
    const table = await screen.findByRole('table', { name: 'Invoices' });
    const open = within(table).getByRole('button', { name: 'INV-16401' });
    await user.click(open);
    const dialog = screen.getByRole('dialog', { name: 'INV-16401' });
    expect(within(dialog).getByText('Invoice details')).toBeInTheDocument();
    expect(within(dialog).getByText('GreenLine Drainage')).toBeInTheDocument();
    expect(within(dialog).getByText('1 of 2')).toBeInTheDocument();
    expect(within(dialog).getByText('Awaiting approval')).toBeInTheDocument();
    expect(within(dialog).getByText('Open work order 16501')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(open).toHaveFocus();
  });

  it('says "Loaded N of M" while a list of several pages is read, and after', async () => {
    const many = Array.from({ length: 150 }, (_, i) => invoice(17000 + i));
    let secondPage: (value: {
      items: Invoice[];
      page: number;
      pageSize: number;
      totalCount: number;
    }) => void = () => undefined;
    const list = vi.fn((params: { page?: number }) =>
      params.page === 1
        ? Promise.resolve({ items: many.slice(0, 100), page: 1, pageSize: 100, totalCount: 150 })
        : new Promise<{ items: Invoice[]; page: number; pageSize: number; totalCount: number }>(
            (resolve) => {
              secondPage = resolve;
            },
          ),
    );
    renderPage(list);
    await waitFor(() => {
      expect(screen.getByRole('status')).toHaveTextContent(
        'Loading the invoices… Loaded 100 of 150',
      );
    });
    act(() => {
      secondPage({ items: many.slice(100), page: 2, pageSize: 100, totalCount: 150 });
    });
    expect(await screen.findByRole('table', { name: 'Invoices' })).toBeInTheDocument();
    expect(screen.getByText('Loaded 150 of 150')).toBeInTheDocument();
    expect(list).toHaveBeenCalledTimes(2);
  });

  it('says nothing of pages for a list that fits on one', async () => {
    renderPage(() => answer(rows));
    await screen.findByRole('table', { name: 'Invoices' });
    expect(screen.queryByText(/^Loaded \d+ of \d+$/)).not.toBeInTheDocument();
  });

  it('says when the association has none', async () => {
    renderPage(() => answer([]));
    expect(
      await screen.findByText('There are no invoices for this association.'),
    ).toBeInTheDocument();
  });

  it('says when the list failed, with the error id, and tries again', async () => {
    const user = userEvent.setup();
    const failure = new ApiError({
      service: 'actionItems',
      path: '/Board/Invoices',
      status: 500,
      problem: { title: 'Server error', errorId: 'err-42', errorCode: 'SV500' },
      message: 'Server error',
    });
    const list = vi
      .fn()
      .mockRejectedValueOnce(failure)
      .mockImplementation(() => answer(rows));
    renderPage(list);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The invoices could not be loaded.');
    expect(alert).toHaveTextContent('Error ID: err-42');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Invoices' })).toBeInTheDocument();
    expect(list).toHaveBeenCalledTimes(2);
  });

  it('asks nothing without a board association', () => {
    association.id = null;
    const list = vi.fn(() => answer(rows));
    renderPage(list);
    expect(screen.getByText(/not on the board of an association/)).toBeInTheDocument();
    expect(list).not.toHaveBeenCalled();
  });
});
