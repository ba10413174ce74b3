import { describe, expect, it, vi } from 'vitest';
import type { BoardListPage, BoardListParams } from '../api/board-api';
import { BOARD_PAGE_SIZE, fetchAllPages, MAX_BOARD_PAGES, type PagesRead } from './fetch-all-pages';

const numbers = (from: number, count: number) => Array.from({ length: count }, (_, i) => from + i);

function pagedService(total: number) {
  return vi.fn((params: BoardListParams): Promise<BoardListPage<number>> => {
    const page = params.page ?? 1;
    const size = params.pageSize ?? 25;
    const start = (page - 1) * size;
    return Promise.resolve({
      items: numbers(start, Math.max(0, Math.min(size, total - start))),
      page,
      pageSize: size,
      totalCount: total,
    });
  });
}

describe('fetchAllPages', () => {
  it('reads one page when everything fits, asking for the association and the largest page', async () => {
    const list = pagedService(3);
    await expect(fetchAllPages(list, 101)).resolves.toEqual({
      rows: [0, 1, 2],
      total: 3,
      pages: 1,
    });
    expect(list).toHaveBeenCalledTimes(1);
    expect(list.mock.calls[0]?.[0]).toEqual({
      associationId: 101,
      page: 1,
      pageSize: BOARD_PAGE_SIZE,
    });
  });

  it('reads every page in order until the total is reached, saying how far it has come', async () => {
    const list = pagedService(BOARD_PAGE_SIZE * 2 + 5);
    const read: PagesRead[] = [];
    const { rows, total, pages } = await fetchAllPages(list, 101, undefined, (r) => read.push(r));
    expect(rows).toHaveLength(BOARD_PAGE_SIZE * 2 + 5);
    expect(rows.slice(0, 3)).toEqual([0, 1, 2]);
    expect(list.mock.calls.map(([params]) => params.page)).toEqual([1, 2, 3]);
    expect({ total, pages }).toEqual({ total: BOARD_PAGE_SIZE * 2 + 5, pages: 3 });
    // After each page but the last.
    expect(read).toEqual([
      { loaded: BOARD_PAGE_SIZE, total: BOARD_PAGE_SIZE * 2 + 5 },
      { loaded: BOARD_PAGE_SIZE * 2, total: BOARD_PAGE_SIZE * 2 + 5 },
    ]);
  });

  it('stops on an exactly full last page without asking for an empty one', async () => {
    const list = pagedService(BOARD_PAGE_SIZE);
    await fetchAllPages(list, 101);
    expect(list).toHaveBeenCalledTimes(1);
  });

  it('stops on a short page even when the total says there is more', async () => {
    const list = vi.fn(() =>
      Promise.resolve({ items: [1, 2], page: 1, pageSize: BOARD_PAGE_SIZE, totalCount: 500 }),
    );
    await expect(fetchAllPages(list, 101)).resolves.toEqual({ rows: [1, 2], total: 500, pages: 1 });
    expect(list).toHaveBeenCalledTimes(1);
  });

  it('gives up at the page cap when a service never stops paging', async () => {
    const full = numbers(0, BOARD_PAGE_SIZE);
    const list = vi.fn(() =>
      Promise.resolve({ items: full, page: 1, pageSize: BOARD_PAGE_SIZE, totalCount: 1e9 }),
    );
    const read: PagesRead[] = [];
    const { rows, total, pages } = await fetchAllPages(list, 101, undefined, (r) => read.push(r));
    expect(list).toHaveBeenCalledTimes(MAX_BOARD_PAGES);
    expect(rows).toHaveLength(MAX_BOARD_PAGES * BOARD_PAGE_SIZE);
    // The service's total stays what it said: the grid says how much of it was read.
    expect({ total, pages }).toEqual({ total: 1e9, pages: MAX_BOARD_PAGES });
    expect(read).toHaveLength(MAX_BOARD_PAGES - 1);
  });

  it('passes the abort signal on and lets a failure through', async () => {
    const controller = new AbortController();
    const list = vi.fn(() => Promise.reject(new Error('HTTP 500')));
    await expect(fetchAllPages(list, 101, controller.signal)).rejects.toThrow('HTTP 500');
    expect(list.mock.calls[0]).toEqual([expect.anything(), { signal: controller.signal }]);
  });
});
