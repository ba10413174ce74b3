import { queryOptions, skipToken, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { hasCapability } from '@/lib/api/capabilities';
import { securityQueryOptions } from '@/entities/session/api/session-queries';
import { boardAssociationFor } from '@/entities/session/lib/roles';
import type { RouterSession } from '@/entities/session/router-session';
import type { BoardListCall, BoardListParams } from '../api/board-api';
import { boardLists, type BoardListName } from '../api/board-lists';
import { BOARD_PAGE_SIZE, fetchAllPages, type PagesRead } from './fetch-all-pages';
import { loaderQuery } from '@/lib/api/loader-query';

/** A board list: its call and the key of its answers. */
export interface BoardList<TRow> {
  list: BoardListCall<TRow>;
  queryKey: (params: BoardListParams) => QueryKey;
}

function listKey<TRow>(board: BoardList<TRow>, associationId: number): QueryKey {
  return board.queryKey({ associationId, pageSize: BOARD_PAGE_SIZE });
}

/**
 * Every row of a board list, as its grid shows them. How far a list of several pages has been
 * read sits in the cache beside it (`boardReadingQueryOptions`), so the grid can say so whoever
 * started the reading: the grid itself, or its route's loader on a hover.
 */
export function boardRowsQueryOptions<TRow>(
  queryClient: QueryClient,
  board: BoardList<TRow>,
  associationId: number,
) {
  return queryOptions({
    queryKey: [...listKey(board, associationId), 'all'],
    queryFn: ({ signal }) => {
      const readingKey = boardReadingQueryOptions(board, associationId).queryKey;
      queryClient.setQueryData<PagesRead | null>(readingKey, null);
      return fetchAllPages(board.list, associationId, signal, (read) =>
        queryClient.setQueryData<PagesRead | null>(readingKey, read),
      );
    },
    meta: { suppressErrorToast: true },
  });
}

/** How far the list's reading has come, while it is read; never fetched, only written. */
export function boardReadingQueryOptions<TRow>(board: BoardList<TRow>, associationId: number) {
  return queryOptions<PagesRead | null>({
    queryKey: [...listKey(board, associationId), 'reading'],
    queryFn: skipToken,
    staleTime: Infinity,
  });
}

/**
 * A board page's loader: starts reading its grid for the board the page will show, so a hover's
 * preload fetches the rows too. Awaited by nobody: the page renders at once, with its own
 * loading and failure states.
 */
export function startBoardRowsLoad(
  context: { queryClient: QueryClient; session: RouterSession },
  name: BoardListName,
): void {
  const { queryClient, session } = context;
  const board: BoardList<object> = boardLists[name];
  // The lists are the boardLists capability: without it the page says "not offered".
  if (!session.isLoggedIn || !hasCapability('boardLists')) return;
  void (async () => {
    const security = await loaderQuery(queryClient, securityQueryOptions());
    const associationId = boardAssociationFor(security, session.selectedAssociationId);
    if (associationId === null) return;
    await loaderQuery(queryClient, boardRowsQueryOptions(queryClient, board, associationId));
  })().catch(() => undefined);
}
