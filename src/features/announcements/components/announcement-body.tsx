import { Paperclip, Pin } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveFile } from '@/lib/save-file';
import { Button } from '@/components/ui/button';
import { formatFileSize } from '@/lib/file-size';
import { formatInstant, formatInstantDay } from '@/lib/dates';
import { SafeHtml } from '@/lib/safe-html';
import { useAnnouncementAttachmentDownload, type Announcement } from '../api/announcements-api';
import { isolate } from '@/lib/isolate';

const TAG = 'inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold';

/** The marks beside a title: pinned, new to this person, unpublished (in words, not colour). */
export function AnnouncementTags({
  announcement,
  isNew,
}: {
  announcement: Announcement;
  isNew: boolean;
}) {
  const { t } = useTranslation('announcements');
  return (
    <>
      {announcement.pinned ? (
        <span className={`${TAG} border border-line text-ink`}>
          <Pin aria-hidden="true" className="size-3" />
          {t('pinned')}
        </span>
      ) : null}
      {isNew ? <span className={`${TAG} bg-brand text-brand-contrast`}>{t('unread')}</span> : null}
      {announcement.status === 'unpublished' ? (
        <span className={`${TAG} bg-surface-muted text-ink`}>{t('unpublished')}</span>
      ) : null}
    </>
  );
}

/** Who posted it and when, and when it was last edited. */
export function AnnouncementByline({ announcement }: { announcement: Announcement }) {
  const { t, i18n } = useTranslation('announcements');
  const locale = i18n.language;
  return (
    <p className="text-sm text-ink-muted">
      {isolate(
        (v) => t('posted', { ...v, date: formatInstantDay(announcement.postedAt, locale) }),
        {
          author: announcement.author,
        },
      )}
      {announcement.updatedAt
        ? ` · ${t('edited', { when: formatInstant(announcement.updatedAt, locale) })}`
        : null}
    </p>
  );
}

/** The body as safe rich text (src/lib/safe-html.tsx) and the attachment, downloaded on demand. */
export function AnnouncementContent({ announcement }: { announcement: Announcement }) {
  const { t, i18n } = useTranslation('announcements');
  const download = useAnnouncementAttachmentDownload(announcement.associationId);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const attachment = announcement.attachment;
  return (
    <>
      <div className="prose-announcement flex flex-col gap-2 [overflow-wrap:anywhere] [&_a]:text-brand [&_li]:ml-5 [&_ol]:list-decimal [&_ul]:list-disc">
        <SafeHtml html={announcement.body} />
      </div>
      {attachment ? (
        <div className="flex flex-col items-start gap-1">
          <Button
            variant="secondary"
            disabled={busy}
            aria-busy={busy || undefined}
            onClick={() => {
              if (busy) return;
              setBusy(true);
              setFailed(false);
              const controller = new AbortController();
              download(announcement.id, controller.signal)
                .then((blob) => saveFile(blob, attachment.fileName))
                .catch(() => setFailed(true))
                .finally(() => setBusy(false));
            }}
          >
            <Paperclip aria-hidden="true" className="size-4" />
            <span className="[overflow-wrap:anywhere]">
              {isolate(
                (v) =>
                  t('download', { ...v, size: formatFileSize(attachment.size, i18n.language) }),
                { name: attachment.fileName },
              )}
            </span>
          </Button>
          <p role="alert" className="text-sm text-danger empty:sr-only">
            {failed ? t('downloadFailed') : null}
          </p>
        </div>
      ) : null}
    </>
  );
}
