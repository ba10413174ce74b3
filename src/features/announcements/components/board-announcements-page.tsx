import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ProblemMessage } from '@/components/problem-message';
import { LoadError } from '@/components/load-error';
import { LoadingStatus } from '@/components/loading-status';
import { Page } from '@/components/page';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { actionWording, describeProblem, type Problem } from '@/lib/api/problem';
import {
  useBoardAnnouncements,
  useUnpublishAnnouncement,
  type Announcement,
} from '../api/announcements-api';
import { AnnouncementEditor } from './announcement-form';
import { AnnouncementByline, AnnouncementContent, AnnouncementTags } from './announcement-body';
import { useSingleFlight } from '@/lib/use-single-flight';
import { isolate } from '@/lib/isolate';

interface BoardAnnouncementsPageProps {
  /** The association whose board this is (null: none). */
  associationId: number | null;
  associationName: string | undefined;
  maxUploadBytes: number;
}

/** Issue 52 item 3: the board posts, edits and unpublishes the association's news. */
export function BoardAnnouncementsPage({
  associationId,
  associationName,
  maxUploadBytes,
}: BoardAnnouncementsPageProps) {
  const { t } = useTranslation('announcements');
  const news = useBoardAnnouncements(associationId);
  const [notice, setNotice] = useState<ReactNode>('');
  const [editingId, setEditingId] = useState<number | null>(null);

  if (associationId === null)
    return (
      <Page title={t('board.title')}>
        <p>{t('board.noBoard')}</p>
      </Page>
    );
  let list;
  if (news.isError)
    list = (
      <LoadError
        message={t('board.loadError')}
        error={news.error}
        onRetry={() => void news.refetch()}
        retrying={news.isFetching}
      />
    );
  else if (!news.data) list = <LoadingStatus>{t('loading')}</LoadingStatus>;
  else if (news.data.length === 0) list = <p>{t('empty')}</p>;
  else
    list = (
      <ul className="flex flex-col gap-4" aria-label={t('board.listLabel')}>
        {news.data.map((item) =>
          item.id === editingId ? (
            <li key={item.id}>
              <AnnouncementEditor
                associationId={associationId}
                editing={item}
                maxUploadBytes={maxUploadBytes}
                onSaved={(saved) => {
                  setEditingId(null);
                  setNotice(isolate((v) => t('board.saved', v), { title: saved.title }));
                }}
                onCancel={() => setEditingId(null)}
              />
            </li>
          ) : (
            <li key={item.id}>
              <BoardAnnouncement
                announcement={item}
                onEdit={() => {
                  setNotice('');
                  setEditingId(item.id);
                }}
                onUnpublished={() =>
                  setNotice(isolate((v) => t('board.unpublishedNotice', v), { title: item.title }))
                }
              />
            </li>
          ),
        )}
      </ul>
    );
  return (
    <Page
      title={t('board.title')}
      description={
        associationName
          ? isolate((v) => t('board.at', v), { association: associationName })
          : undefined
      }
    >
      <AnnouncementEditor
        associationId={associationId}
        maxUploadBytes={maxUploadBytes}
        onSaved={(saved) => setNotice(isolate((v) => t('board.posted', v), { title: saved.title }))}
      />
      <p role="status" className="font-medium empty:sr-only">
        {notice}
      </p>
      <h2 className="text-xl font-semibold">{t('board.allHeading')}</h2>
      {list}
    </Page>
  );
}

function BoardAnnouncement({
  announcement,
  onEdit,
  onUnpublished,
}: {
  announcement: Announcement;
  onEdit: () => void;
  onUnpublished: () => void;
}) {
  const { t } = useTranslation('announcements');
  const unpublish = useUnpublishAnnouncement(announcement.associationId);
  const [confirming, setConfirming] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  const flight = useSingleFlight();
  const headingId = `board-announcement-${String(announcement.id)}`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-2 rounded-lg border border-line bg-surface p-4"
    >
      <div className="flex flex-wrap items-center gap-2">
        <h3 id={headingId} className="text-lg font-semibold [overflow-wrap:anywhere]">
          {announcement.title}
        </h3>
        <AnnouncementTags announcement={announcement} isNew={false} />
      </div>
      <AnnouncementByline announcement={announcement} />
      <AnnouncementContent announcement={announcement} />
      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          onClick={onEdit}
          aria-label={t('board.editNamed', { title: announcement.title })}
        >
          {t('board.edit')}
        </Button>
        {announcement.status === 'published' ? (
          <Button
            variant="secondary"
            disabled={unpublish.isPending}
            aria-label={t('board.unpublishNamed', { title: announcement.title })}
            onClick={() => setConfirming(true)}
          >
            {unpublish.isPending ? t('board.unpublishing') : t('board.unpublish')}
          </Button>
        ) : null}
      </div>
      <ProblemMessage problem={problem} wording={actionWording(t('board.unpublishFailed'))} />
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={isolate((v) => t('board.confirmTitle', v), { title: announcement.title })}
        description={t('board.confirmText')}
        cancelLabel={t('form.cancel')}
        actionLabel={t('board.unpublish')}
        actionVariant="danger"
        onAction={() => {
          if (flight.isBusy()) return;
          setProblem(null);
          flight.mutate(unpublish, announcement.id, {
            onSuccess: onUnpublished,
            onError: (error) => setProblem(describeProblem(error)),
          });
        }}
      />
    </article>
  );
}
