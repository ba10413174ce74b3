// The page `npm run bench:grid` measures (scripts/bench-grid.ts builds it on its own, into
// bench-results/): the real DataTable with ledger-like rows, driven from the browser. Nothing in
// the app imports this file, so it never reaches the production bundle.
import i18next from 'i18next';
import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import en from '../../public/locales/en/data-table.json';
import { formatCents } from '@/lib/money';
import { DataTable } from '@/components/data-table/data-table';
import type { DataTableColumn } from '@/components/data-table/types';
import '../index.css';

interface BenchRow {
  id: number;
  date: string;
  description: string;
  kind: 'assessment' | 'fine' | 'payment';
  reference: string;
  amount: number;
  balance: number;
}

/** `count` ledger rows, deterministic, newest first (as the service sends them). */
export function benchRows(count: number): BenchRow[] {
  const rows: BenchRow[] = [];
  let balance = 0;
  const start = Date.UTC(2000, 0, 1);
  for (let i = 0; i < count; i += 1) {
    const kind = i % 3 === 2 ? 'payment' : i % 7 === 0 ? 'fine' : 'assessment';
    const amount = kind === 'payment' ? -((i % 97) + 1) * 1000 : ((i % 89) + 1) * 500;
    balance += amount;
    rows.push({
      id: 100_000 + i,
      date: new Date(start + i * 86_400_000).toISOString().slice(0, 10),
      description: `${kind === 'payment' ? 'Payment' : 'Charge'} ${String(i)} – lot ${String(i % 250)}`,
      kind,
      reference: `REF-${String(i).padStart(6, '0')}`,
      amount,
      balance,
    });
  }
  return rows.reverse();
}

// One formatter for every cell, as the account ledger grid does.
const dateFormat = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeZone: 'UTC' });
const formatDate = (day: string) => dateFormat.format(new Date(`${day}T00:00:00Z`));

const columns: DataTableColumn<BenchRow>[] = [
  {
    id: 'date',
    header: 'Date',
    value: (row) => row.date,
    cell: (row) => formatDate(row.date),
    compare: (a, b) => (a.date === b.date ? a.id - b.id : a.date < b.date ? -1 : 1),
    hideable: false,
    size: 136,
  },
  { id: 'description', header: 'Description', value: (row) => row.description, rowHeader: true },
  {
    id: 'type',
    header: 'Type',
    value: (row) => row.kind,
    filter: (row, value) => value === undefined || row.kind === value,
  },
  { id: 'reference', header: 'Reference', value: (row) => row.reference },
  {
    id: 'amount',
    header: 'Amount',
    value: (row) => row.amount,
    cell: (row) => formatCents(row.amount, 'en'),
    align: 'end',
  },
  {
    id: 'balance',
    header: 'Balance',
    value: (row) => row.balance,
    cell: (row) => formatCents(row.balance, 'en'),
    align: 'end',
  },
];
const defaultSort = [{ id: 'date', desc: true }];

let setKind: (kind: string | undefined) => void = () => undefined;

function Harness({ rows }: { rows: BenchRow[] }) {
  const [kind, setKindState] = useState<string | undefined>(undefined);
  useEffect(() => {
    setKind = setKindState;
  }, []);
  return (
    <I18nextProvider i18n={i18next}>
      <main className="p-4">
        <DataTable<BenchRow>
          gridId="bench"
          label="Benchmark ledger"
          rows={rows}
          columns={columns}
          getRowId={(row) => String(row.id)}
          defaultSort={defaultSort}
          filters={{ type: kind }}
          exportFileName="bench"
          emptyMessage="No rows."
        />
      </main>
    </I18nextProvider>
  );
}

/** Resolves after the next frame has been painted. */
const painted = () =>
  new Promise<void>((resolve) => {
    requestAnimationFrame(() => {
      setTimeout(resolve, 0);
    });
  });

async function timed(action: () => void): Promise<number> {
  const start = performance.now();
  action();
  await painted();
  return performance.now() - start;
}

let root: Root | null = null;
const container = document.getElementById('root') as HTMLElement;

const bench = {
  /** Mounts the grid with `count` rows; the time until its first frame is painted. */
  async mount(count: number): Promise<number> {
    const rows = benchRows(count);
    root?.unmount();
    root = createRoot(container);
    const time = await timed(() => {
      flushSync(() => {
        root?.render(<Harness rows={rows} />);
      });
    });
    return time;
  },
  /** Presses a column's sort button; the time until the re-sorted rows are painted. */
  sort(columnHeader: string): Promise<number> {
    const header = [...document.querySelectorAll('[role="columnheader"]')].find(
      (element) => element.textContent === columnHeader,
    );
    const button = header?.querySelector('button');
    if (!button) throw new Error(`No sort button for ${columnHeader}`);
    return timed(() => {
      button.click();
    });
  },
  /** Sets the type filter (undefined clears it); the time until the filtered rows are painted. */
  filter(kind: string | undefined): Promise<number> {
    return timed(() => {
      flushSync(() => {
        setKind(kind);
      });
    });
  },
  /** Scrolls the grid to a fraction of its height; the time until the new rows are painted. */
  scroll(fraction: number): Promise<number> {
    const region = document.querySelector<HTMLElement>('[role="region"]');
    if (!region) throw new Error('No grid region');
    return timed(() => {
      region.scrollTop = (region.scrollHeight - region.clientHeight) * fraction;
    });
  },
  /** How many body rows exist in the DOM (the virtualiser keeps this small). */
  renderedRows(): number {
    return document.querySelectorAll('[role="row"][data-index]').length;
  },
  firstRowText(): string {
    return document.querySelector('[role="row"][data-index]')?.textContent ?? '';
  },
  rowCountText(): string {
    return document.querySelector('[role="status"]')?.textContent ?? '';
  },
};

declare global {
  interface Window {
    gridBench?: typeof bench;
  }
}

void i18next
  .use(initReactI18next)
  .init({
    lng: 'en',
    ns: ['data-table'],
    defaultNS: 'data-table',
    resources: { en: { 'data-table': en } },
    interpolation: { escapeValue: false },
  })
  .then(() => {
    window.gridBench = bench;
  });
