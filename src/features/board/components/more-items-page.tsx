import { Link } from '@tanstack/react-router';
import { ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Page } from '@/components/page';
import { hasCapability } from '@/lib/api/capabilities';
import { useGetBoardMemberTaskOverview, type BoardTaskOverview } from '../api/board-api';
import { BOARD_PAGES, openWorkTotal } from '../lib/board-pages';
import { useBoardAssociation } from './use-board-association';
import { LoadingStatus } from '@/components/loading-status';
import { isolate } from '@/lib/isolate';

/**
 * SPEC §2 board "more items": the board task overview (`GET /BoardMember/BoardMemberTaskOverview`)
 * as a page. Every board page with what it is for and how much is open there, one link each.
 */
export function MoreItemsPage() {
  const { t } = useTranslation('board');
  const association = useBoardAssociation();
  const overview = useGetBoardMemberTaskOverview(
    { associationId: association.id ?? 0 },
    { query: { enabled: association.id !== null, meta: { suppressErrorToast: true } } },
  );
  const data = overview.data;

  return (
    <Page
      title={t('nav.moreItems', { ns: 'common' })}
      description={
        association.name ? isolate((v) => t('at', v), { association: association.name }) : undefined
      }
    >
      {association.id === null ? <p>{t('noBoard')}</p> : null}
      {overview.isPending && association.id !== null ? (
        <LoadingStatus>{t('moreItems.loading')}</LoadingStatus>
      ) : null}
      {overview.isError ? (
        <div
          role="alert"
          className="flex flex-wrap items-center gap-3 rounded-lg border border-danger p-3"
        >
          <p className="font-semibold">{t('moreItems.failed')}</p>
          <button
            type="button"
            onClick={() => void overview.refetch()}
            className="min-h-11 rounded-md border border-line px-3 text-sm font-semibold hover:bg-surface-muted"
          >
            {t('retry')}
          </button>
        </div>
      ) : null}
      {data ? (
        <p className="text-lg font-semibold" data-testid="board-total">
          {openWorkTotal(data) === 0
            ? t('moreItems.caughtUp')
            : t('moreItems.total', { count: openWorkTotal(data) })}
        </p>
      ) : null}
      <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
        {BOARD_PAGES.map((page) => (
          <li key={page.key}>
            {page.key === 'arcs' || hasCapability('boardLists') ? (
              <Link
                to={page.to}
                className="flex h-full min-h-11 items-start justify-between gap-3 rounded-lg border border-line bg-surface p-4 hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-brand"
              >
                <span className="flex min-w-0 flex-col gap-1">
                  <span className="font-semibold text-brand underline underline-offset-2">
                    {t(`nav.${page.key}`, { ns: 'common' })}
                  </span>
                  <Summary page={page} data={data} />
                </span>
                <ChevronRight aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
              </Link>
            ) : (
              // The count is the spec's overview; the list behind it is the boardLists capability.
              <div className="flex h-full flex-col gap-1 rounded-lg border border-line bg-surface p-4">
                <span className="font-semibold">{t(`nav.${page.key}`, { ns: 'common' })}</span>
                <Summary page={page} data={data} />
              </div>
            )}
          </li>
        ))}
      </ul>
    </Page>
  );
}

function Summary({
  page,
  data,
}: {
  page: (typeof BOARD_PAGES)[number];
  data: BoardTaskOverview | undefined;
}) {
  const { t } = useTranslation('board');
  return (
    <>
      <span className="text-sm text-ink-muted">{t(`moreItems.about.${page.key}`)}</span>
      {page.count && data ? (
        <span className="text-sm font-semibold">
          {t(`counts.${page.count}`, { count: data[page.count] })}
        </span>
      ) : null}
    </>
  );
}
