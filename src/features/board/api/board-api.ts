// What the board pages read from the action-items service: the board task overview (the counts
// the dashboard's board-actions widget also shows) and one paged list per board page, plus the
// report download. Plain calls rather than the generated hooks: one generic hook
// (`useBoardList`) runs every list, so each route chunk carries only its own call.
import { useGetBoardMemberTaskOverview } from '@generated/action-items/hooks/board-overview/board-overview';
import { downloadBoardReport } from '@generated/action-items/hooks/reports/reports';
import type { BoardReportFormat } from '@generated/action-items/model';

export { useGetBoardMemberTaskOverview };
export {
  getListBoardBankAccountsQueryKey,
  listBoardBankAccounts,
} from '@generated/action-items/hooks/bank-accounts/bank-accounts';
export {
  getListBoardCollectionsQueryKey,
  listBoardCollections,
} from '@generated/action-items/hooks/collections/collections';
export {
  getListBoardHomeownersQueryKey,
  listBoardHomeowners,
} from '@generated/action-items/hooks/homeowners/homeowners';
export {
  getListBoardInspectionsQueryKey,
  listBoardInspections,
} from '@generated/action-items/hooks/inspections/inspections';
export {
  getListBoardInvoicesQueryKey,
  listBoardInvoices,
} from '@generated/action-items/hooks/invoices/invoices';
export {
  getListBoardReportsQueryKey,
  listBoardReports,
} from '@generated/action-items/hooks/reports/reports';
export {
  getListBoardToDoItemsQueryKey,
  listBoardToDoItems,
} from '@generated/action-items/hooks/to-do/to-do';
export {
  getListBoardViolationsQueryKey,
  listBoardViolations,
} from '@generated/action-items/hooks/violations/violations';
export {
  getListBoardWorkOrdersQueryKey,
  listBoardWorkOrders,
} from '@generated/action-items/hooks/work-orders/work-orders';

export type {
  Address,
  BankAccount,
  BoardHomeowner,
  BoardReport,
  BoardReportFormat,
  BoardTaskOverview,
  CollectionCase,
  Inspection,
  Invoice,
  ToDoItem,
  Violation,
  WorkOrder,
} from '@generated/action-items/model';
export {
  BankAccountStatus,
  BoardReportFormat as ReportFormats,
  CollectionStatus,
  HomeownerAccountStatus,
  InspectionStatus,
  InvoiceStatus,
  ReportCategory,
  ReportStatus,
  ToDoStatus,
  ViolationStatus,
  WorkOrderPriority,
  WorkOrderStatus,
} from '@generated/action-items/model';

/** One page of a board list, as every `/Board/...` list answers. */
export interface BoardListPage<TRow> {
  items: TRow[];
  page: number;
  pageSize: number;
  totalCount: number;
}

/** The parameters every board list takes (each also has its own status filter). */
export interface BoardListParams {
  associationId: number;
  page?: number;
  pageSize?: number;
}

/** A generated board list call. */
export type BoardListCall<TRow> = (
  params: BoardListParams,
  options?: RequestInit,
) => Promise<BoardListPage<TRow>>;

const ACCEPT: Record<BoardReportFormat, string> = {
  pdf: 'application/pdf, application/problem+json',
  csv: 'text/csv, application/problem+json',
  xlsx: 'application/octet-stream, application/problem+json',
};

/**
 * `GET /Board/Reports/{id}`: the report file as a Blob, in the report's own format, byte for
 * byte. A plain call: the reports page shows its own
 * progress and error, so no global toast is raised.
 */
export async function downloadReport(
  report: { id: number; format: BoardReportFormat },
  signal?: AbortSignal,
): Promise<Blob> {
  const body: unknown = await downloadBoardReport(report.id, {
    signal,
    headers: { Accept: ACCEPT[report.format] },
  });
  // The fetcher reads a file answer as a Blob, byte for byte (acceptsFile in create-fetcher.ts).
  if (body instanceof Blob) return body;
  throw new TypeError('The file answer was not read as a file');
}
