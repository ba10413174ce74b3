import { useTranslation } from 'react-i18next';
import { useGetBoardMemberTaskOverview } from '../api/board-api';
import { BOARD_PAGES } from '../lib/board-pages';
import type { BoardGridKey } from '../lib/board-context';
import { isolate } from '@/lib/isolate';

interface BoardHeadingProps {
  page: BoardGridKey;
  associationId: number | null;
  associationName: string | undefined;
}

/**
 * Under a board page's title: whose board it is, and how much is open there according to the
 * board task overview (the same call, and cache entry, as the dashboard's board actions).
 */
export function BoardHeading({ page, associationId, associationName }: BoardHeadingProps) {
  const { t } = useTranslation('board');
  const countKey = BOARD_PAGES.find((item) => item.key === page)?.count ?? null;
  const overview = useGetBoardMemberTaskOverview(
    { associationId: associationId ?? 0 },
    {
      query: {
        enabled: associationId !== null && countKey !== null,
        meta: { suppressErrorToast: true },
      },
    },
  );
  const count = countKey && overview.data ? overview.data[countKey] : null;

  return (
    <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
      {associationName ? (
        <span>{isolate((v) => t('at', v), { association: associationName })}</span>
      ) : null}
      {countKey && count !== null ? (
        <span
          className="rounded-full border border-line bg-surface px-2.5 py-0.5 text-sm font-semibold text-ink"
          data-testid="board-count"
        >
          {t(`counts.${countKey}`, { count })}
        </span>
      ) : null}
    </span>
  );
}
