import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import en from '../../../../public/locales/en/board.json';
import { boardContext, type BoardContext } from './board-context';

interface Row {
  id: number;
  name: string;
  status: 'pendingApproval' | 'approved';
  amount: number;
  due: string | null;
  count: number | null;
}

const rows: Row[] = [
  {
    id: 1,
    name: 'GLD-20931',
    status: 'pendingApproval',
    amount: 185000,
    due: '2026-12-18',
    count: 2,
  },
  { id: 2, name: 'LL-2026-11', status: 'approved', amount: -4250, due: null, count: null },
];
const [first, second] = rows as [Row, Row];

let ctx: BoardContext;
beforeAll(async () => {
  const i18n = i18next.createInstance();
  await i18n.init({
    lng: 'en',
    ns: ['board'],
    defaultNS: 'board',
    resources: { en: { board: en } },
  });
  ctx = boardContext('invoices', i18n.getFixedT<'board'>('en', 'board'), 'en');
});

describe('the board column builders', () => {
  it('name columns and values from the page texts', () => {
    expect(ctx.header('status')).toBe('Status');
    expect(ctx.label('status', 'pendingApproval')).toBe('Awaiting approval');
  });

  it('make choice columns that show words and filter by value', () => {
    const column = ctx.choice<Row>('status', (row) => row.status);
    expect(column.value(first)).toBe('Awaiting approval');
    expect(column.filter?.(first, 'pendingApproval')).toBe(true);
    expect(column.filter?.(second, 'pendingApproval')).toBe(false);
    expect(column.filter?.(second, undefined)).toBe(true);
  });

  it('make money columns in cents with decimal CSV', () => {
    const column = ctx.cents<Row>('amount', (row) => row.amount);
    expect(column.value(first)).toBe(185000);
    expect(column.cell?.(first)).toBe('$1,850.00');
    expect(column.csv?.(second)).toBe('-42.50');
    expect(column.align).toBe('end');
  });

  it('make date columns that sort by the ISO day and show it in words', () => {
    const column = ctx.date<Row>('dueDate', (row) => row.due);
    expect(column.value(first)).toBe('2026-12-18');
    expect(column.cell?.(first)).toBe('Dec 18, 2026');
    expect(column.value(second)).toBe('');
    expect(column.cell?.(second)).toBe('');
  });

  it('make text and number columns that tolerate missing values', () => {
    expect(ctx.text<Row>('invoiceNumber', (row) => row.name).value(first)).toBe('GLD-20931');
    expect(ctx.number<Row>('approvals', (row) => row.count).value(second)).toBeNull();
    expect(ctx.money(undefined)).toBe('');
    expect(ctx.instant('2026-11-21T16:35:00Z')).toMatch(/Nov 21, 2026/);
  });
});
