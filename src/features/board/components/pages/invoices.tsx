import { Link } from '@tanstack/react-router';
import {
  getListBoardInvoicesQueryKey,
  InvoiceStatus,
  listBoardInvoices,
  type Invoice,
} from '../../api/board-api';
import { BoardGridPage, type BoardGridConfig } from '../board-grid-page';
import { detailActionClass } from '../board-detail-dialog';

/** The page's grid, filters and details. */
export const invoicesBoard: BoardGridConfig<Invoice> = {
  page: 'invoices',
  list: listBoardInvoices,
  queryKey: getListBoardInvoicesQueryKey,
  rowId: (invoice) => invoice.id,
  title: (invoice) => invoice.invoiceNumber,
  titleSize: 160,
  columns: (ctx) => [
    ctx.text('vendor', (invoice) => invoice.vendor.name),
    ctx.text('description', (invoice) => invoice.description, 260),
    ctx.cents('amount', (invoice) => invoice.amount),
    ctx.date('invoiceDate', (invoice) => invoice.invoiceDate),
    ctx.date('dueDate', (invoice) => invoice.dueDate),
    ctx.choice('status', (invoice) => invoice.status),
    {
      ...ctx.number('approvals', (invoice) => invoice.approvals.received),
      cell: (invoice) => ctx.t('invoices.approvalsOf', invoice.approvals),
      csv: (invoice) =>
        `${String(invoice.approvals.received)}/${String(invoice.approvals.required)}`,
    },
    { ...ctx.text('glAccount', (invoice) => invoice.glAccount, 200), hiddenByDefault: true },
  ],
  defaultSort: [{ id: 'dueDate', desc: false }],
  search: (invoice) => [
    invoice.invoiceNumber,
    invoice.vendor.name,
    invoice.description,
    invoice.glAccount,
  ],
  filters: [{ column: 'status', values: Object.values(InvoiceStatus) }],
  details: (invoice, ctx) => [
    [ctx.header('vendor'), invoice.vendor.name],
    [ctx.header('description'), invoice.description],
    [ctx.header('amount'), ctx.money(invoice.amount)],
    [ctx.header('invoiceDate'), ctx.day(invoice.invoiceDate)],
    [ctx.header('dueDate'), ctx.day(invoice.dueDate)],
    [ctx.header('glAccount'), invoice.glAccount],
    [ctx.header('status'), ctx.label('status', invoice.status)],
    [ctx.header('approvals'), ctx.t('invoices.approvalsOf', invoice.approvals)],
  ],
  actions: (invoice, ctx) =>
    invoice.workOrderId ? (
      <Link to="/board/work-orders" className={detailActionClass}>
        {ctx.t('invoices.openWorkOrders', { id: invoice.workOrderId })}
      </Link>
    ) : null,
};

/** SPEC §2 board: vendor invoices and the board approvals they have and need. */
export function InvoicesPage() {
  return <BoardGridPage config={invoicesBoard} />;
}
