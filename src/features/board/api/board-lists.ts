import {
  getListBoardBankAccountsQueryKey,
  getListBoardCollectionsQueryKey,
  getListBoardHomeownersQueryKey,
  getListBoardInspectionsQueryKey,
  getListBoardInvoicesQueryKey,
  getListBoardReportsQueryKey,
  getListBoardToDoItemsQueryKey,
  getListBoardViolationsQueryKey,
  getListBoardWorkOrdersQueryKey,
  listBoardBankAccounts,
  listBoardCollections,
  listBoardHomeowners,
  listBoardInspections,
  listBoardInvoices,
  listBoardReports,
  listBoardToDoItems,
  listBoardViolations,
  listBoardWorkOrders,
} from './board-api';

/**
 * The list call and query key behind each board grid: the grid page and its route's loader read
 * the same list under the same key.
 */
export const boardLists = {
  bankAccounts: { list: listBoardBankAccounts, queryKey: getListBoardBankAccountsQueryKey },
  collections: { list: listBoardCollections, queryKey: getListBoardCollectionsQueryKey },
  homeowners: { list: listBoardHomeowners, queryKey: getListBoardHomeownersQueryKey },
  inspections: { list: listBoardInspections, queryKey: getListBoardInspectionsQueryKey },
  invoices: { list: listBoardInvoices, queryKey: getListBoardInvoicesQueryKey },
  reports: { list: listBoardReports, queryKey: getListBoardReportsQueryKey },
  toDoList: { list: listBoardToDoItems, queryKey: getListBoardToDoItemsQueryKey },
  violations: { list: listBoardViolations, queryKey: getListBoardViolationsQueryKey },
  workOrders: { list: listBoardWorkOrders, queryKey: getListBoardWorkOrdersQueryKey },
} as const;

export type BoardListName = keyof typeof boardLists;
