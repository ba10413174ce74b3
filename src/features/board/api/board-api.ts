// What the board pages read from the action-items service: the board task overview (the counts
// the dashboard's board-actions widget also shows) and one paged list per board page, plus the
// report download. Plain calls rather than the generated hooks: one generic hook
// (`useBoardList`) runs every list, so each route chunk carries only its own call.
import { useGetBoardMemberTaskOverview } from '@generated/action-items/hooks/board-overview/board-overview';
import { downloadBoardReport } from '@generated/action-items/hooks/reports/reports';
import type { BoardReportFormat } from '@generated/action-items/model';
import { fetchFile } from '@/lib/api/file-download';

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

/** The file type each report format is answered in. */
const REPORT_TYPES: Record<BoardReportFormat, string> = {
  pdf: 'application/pdf',
  csv: 'text/csv',
  xlsx: 'application/octet-stream',
};

/**
 * `GET /Board/Reports/{id}`: the report file as a Blob, in the report's own format, byte for
 * byte. A plain call: the reports page shows its own
 * progress and error, so no global toast is raised.
 */
export function downloadReport(
  report: { id: number; format: BoardReportFormat },
  signal?: AbortSignal,
): Promise<Blob> {
  return fetchFile(
    (init) => downloadBoardReport(report.id, init),
    [REPORT_TYPES[report.format]],
    signal,
  );
}
