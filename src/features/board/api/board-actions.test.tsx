import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { getGetBoardMemberTaskOverviewQueryKey } from '@generated/action-items/hooks/board-overview/board-overview';
import { ApiError } from '@/lib/api/api-error';
import { boardListKey } from '../lib/board-cache';
import type { AllPages } from '../lib/fetch-all-pages';
import type { BoardTaskOverview } from './board-api';
import { useBoardAction, type BoardActionTarget } from './board-actions';

interface Row {
  id: number;
  status: string;
}

const target: BoardActionTarget<Row> = {
  page: 'toDoList',
  queryKey: (params) => ['action-items:/Board/ToDoItems', params],
  rowId: (row) => row.id,
};
const listKey = boardListKey(target.queryKey, 101);
const overviewKey = getGetBoardMemberTaskOverviewQueryKey({ associationId: 101 });
const overview: BoardTaskOverview = {
  associationId: 101,
  arcPending: 1,
  violationsOpen: 2,
  workOrdersOpen: 2,
  invoicesToApprove: 2,
  collections: 2,
  inspections: 1,
  toDo: 3,
};

function setUp() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const rows: AllPages<Row> = {
    rows: [
      { id: 1, status: 'open' },
      { id: 2, status: 'open' },
    ],
    total: 2,
    pages: 1,
  };
  queryClient.setQueryData(listKey, rows);
  queryClient.setQueryData(overviewKey, overview);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return { queryClient, wrapper };
}

describe('useBoardAction', () => {
  it('sends once however often it is pressed, then shows the answered row and moves the count', async () => {
    const { queryClient, wrapper } = setUp();
    let answer: (row: Row) => void = () => undefined;
    const send = vi.fn(
      (_status: string) =>
        new Promise<Row>((resolve) => {
          answer = resolve;
        }),
    );
    const done = vi.fn();
    const { result } = renderHook(() => useBoardAction(target, 101, send, (row) => row), {
      wrapper,
    });
    act(() => {
      result.current.run('done', done);
      result.current.run('done', done);
    });
    await waitFor(() => expect(result.current.pending).toBe(true));
    act(() => {
      result.current.run('done', done);
    });
    // react-query starts the call a tick later: give a second one every chance to go out.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(send).toHaveBeenCalledTimes(1);

    act(() => answer({ id: 2, status: 'done' }));
    await waitFor(() => expect(done).toHaveBeenCalledTimes(1));
    expect(queryClient.getQueryData<AllPages<Row>>(listKey)?.rows).toEqual([
      { id: 1, status: 'open' },
      { id: 2, status: 'done' },
    ]);
    expect(queryClient.getQueryData<BoardTaskOverview>(overviewKey)?.toDo).toBe(2);
    // Stale for the next visit, not asked again over the answer just shown.
    expect(queryClient.getQueryState(listKey)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(overviewKey)?.isInvalidated).toBe(true);

    // Once answered, the next press is sent.
    act(() => result.current.run('open'));
    await waitFor(() => expect(send).toHaveBeenCalledTimes(2));
  });

  it('keeps the failure with its Error ID, leaves the cache alone and lets the person press again', async () => {
    const { queryClient, wrapper } = setUp();
    const send = vi.fn((_status: string) =>
      Promise.reject<Row>(
        new ApiError({
          service: 'actionItems',
          path: '/Board/ToDoItems/2/Status',
          status: 500,
          problem: { title: 'Internal Server Error', errorId: 'c0ffee00' },
        }),
      ),
    );
    const { result } = renderHook(() => useBoardAction(target, 101, send, (row) => row), {
      wrapper,
    });
    act(() => result.current.run('done'));
    await waitFor(() =>
      expect(result.current.problem).toMatchObject({ kind: 'server', errorId: 'c0ffee00' }),
    );
    expect(queryClient.getQueryData<BoardTaskOverview>(overviewKey)?.toDo).toBe(3);
    act(() => result.current.run('done'));
    await waitFor(() => expect(send).toHaveBeenCalledTimes(2));
  });
});
