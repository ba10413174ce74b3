// The board's actions on a row (issue 22): one hook runs each of them, so every action sends
// one request per press, says its failure beside its buttons, and leaves the grid, the open
// details and the task-overview counts agreeing with the service's answer.
import { useMutation, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useState } from 'react';
import { getGetBoardMemberTaskOverviewQueryKey } from '@generated/action-items/hooks/board-overview/board-overview';
import {
  addBoardWorkOrderComment,
  changeBoardWorkOrderStatus,
  getListBoardWorkOrderHistoryQueryKey,
  getListBoardWorkOrderHistoryQueryOptions,
} from '@generated/action-items/hooks/work-orders/work-orders';
import type {
  BoardTaskOverview,
  WorkOrderHistoryEntry,
  WorkOrderUpdate,
} from '@generated/action-items/model';
import { describeProblem, type Problem } from '@/lib/api/problem';
import { useSingleFlight } from '@/lib/use-single-flight';
import { boardListKey, overviewAfter, replaceRow } from '../lib/board-cache';
import type { BoardGridKey } from '../lib/board-context';
import type { AllPages } from '../lib/fetch-all-pages';
import type { BoardListParams } from './board-api';

export { decideBoardInvoice } from '@generated/action-items/hooks/invoices/invoices';
export {
  assignBoardToDoItem,
  changeBoardToDoItemStatus,
  getListBoardMembersQueryOptions,
} from '@generated/action-items/hooks/to-do/to-do';
export {
  closeBoardViolation,
  sendBoardViolationNotice,
} from '@generated/action-items/hooks/violations/violations';
export { reviewBoardInspection } from '@generated/action-items/hooks/inspections/inspections';
export { addBoardWorkOrderComment, changeBoardWorkOrderStatus };
export type {
  InvoiceDecisionChoice,
  UserRef,
  WorkOrderHistoryEntry,
  WorkOrderStatusChangeStatus,
  WorkOrderUpdate,
} from '@generated/action-items/model';

/** Each action's own screen says what went wrong: no global toast on top of it. */
const inline = { suppressErrorToast: true } as const;

/** The grid an action's row lives in (a page's `BoardGridConfig` is one). */
export interface BoardActionTarget<TRow> {
  page: BoardGridKey;
  queryKey: (params: BoardListParams) => QueryKey;
  rowId: (row: TRow) => number | string;
}

export interface BoardAction<TVars, TAnswer> {
  /** Sends the action, unless one is on its way already (a second press sends nothing). */
  run: (vars: TVars, onDone?: (answer: TAnswer) => void) => void;
  pending: boolean;
  problem: Problem | null;
  clearProblem: () => void;
}

/**
 * One action on a board row. The answered row replaces the cached one (the grid, its filters
 * and the details follow at once) and the task overview's count moves with it; both are marked
 * stale rather than asked again over the answer just shown, as ARC votes do, so the next visit
 * reads the service's own numbers.
 */
export function useBoardAction<TRow extends { status: string }, TVars, TAnswer>(
  target: BoardActionTarget<TRow>,
  associationId: number | null,
  send: (vars: TVars) => Promise<TAnswer>,
  rowOf: (answer: TAnswer) => TRow,
  /** What else the answer changes in the cache (a work order's history). */
  alsoCache?: (answer: TAnswer) => void,
): BoardAction<TVars, TAnswer> {
  const queryClient = useQueryClient();
  // Pending state reaches the button one render late; the flight refuses a second press at once.
  const flight = useSingleFlight();
  const [problem, setProblem] = useState<Problem | null>(null);
  const mutation = useMutation({
    mutationFn: send,
    meta: inline,
    onSuccess: (answer) => {
      alsoCache?.(answer);
      if (associationId === null) return;
      const updated = rowOf(answer);
      const listKey = boardListKey(target.queryKey, associationId);
      const before = queryClient
        .getQueryData<AllPages<TRow>>(listKey)
        ?.rows.find((row) => target.rowId(row) === target.rowId(updated));
      queryClient.setQueryData<AllPages<TRow>>(listKey, (all) =>
        replaceRow(all, target.rowId, updated),
      );
      const overviewKey = getGetBoardMemberTaskOverviewQueryKey({ associationId });
      queryClient.setQueryData<BoardTaskOverview>(overviewKey, (overview) =>
        overviewAfter(overview, target.page, before, updated),
      );
      void queryClient.invalidateQueries({ queryKey: listKey, refetchType: 'none' });
      void queryClient.invalidateQueries({ queryKey: overviewKey, refetchType: 'none' });
    },
  });
  return {
    run: (vars, onDone) => {
      if (flight.isBusy()) return;
      setProblem(null);
      flight.mutate(mutation, vars, {
        onSuccess: (answer) => onDone?.(answer),
        onError: (error) => setProblem(describeProblem(error)),
      });
    },
    pending: mutation.isPending,
    problem,
    clearProblem: () => setProblem(null),
  };
}

/** A work order's history, oldest first (shown in its details). */
export function useWorkOrderHistory(id: number) {
  return useQuery(getListBoardWorkOrderHistoryQueryOptions(id, { query: { meta: inline } }));
}

/** The history with the entry a change made at its end (once, even if answered twice). */
export function appendHistory(
  entries: readonly WorkOrderHistoryEntry[] | undefined,
  entry: WorkOrderHistoryEntry,
): WorkOrderHistoryEntry[] | undefined {
  if (!entries) return entries;
  return [...entries.filter((other) => other.id !== entry.id), entry];
}

/** Puts the entry a work-order change made into the cached history. */
export function useAddHistoryEntry() {
  const queryClient = useQueryClient();
  return (update: WorkOrderUpdate) => {
    const key = getListBoardWorkOrderHistoryQueryKey(update.workOrder.id);
    queryClient.setQueryData<WorkOrderHistoryEntry[]>(key, (entries) =>
      appendHistory(entries, update.entry),
    );
    void queryClient.invalidateQueries({ queryKey: key, refetchType: 'none' });
  };
}
