import { Download, FileText, ImageOff } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BlobImage } from '@/components/blob-image';
import { saveFile } from '@/lib/save-file';
import { Button } from '@/components/ui/button';
import { Dialog, DialogActions, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import {
  isPreviewable,
  useAttachmentDownload,
  useAttachmentImage,
  useAttachments,
  type Attachment,
} from '../api/arcs-api';
import { formatFileSize } from '@/lib/file-size';
import { LoadingStatus } from '@/components/loading-status';
import { useSingleFlight } from '@/lib/use-single-flight';
import { isolate } from '@/lib/isolate';

/**
 * An action item's attachments (GET /Attachments/GetAttachmentsByActionItem): images as
 * thumbnails that open full size, other files as downloads. A failed list says the SPEC §8 text.
 */
export function AttachmentGallery({ actionItemId }: { actionItemId: number }) {
  const { t } = useTranslation('arcs');
  const attachments = useAttachments(actionItemId);

  if (attachments.isPending) return <LoadingStatus>{t('attachments.loading')}</LoadingStatus>;
  if (attachments.isError) {
    return (
      <div
        role="alert"
        className="flex flex-col items-start gap-2 rounded-md border border-danger p-4"
      >
        <p className="font-medium">{t('attachments.failed')}</p>
        <Button
          variant="secondary"
          onClick={() => void attachments.refetch()}
          disabled={attachments.isFetching}
        >
          {attachments.isFetching ? t('retrying') : t('retry')}
        </Button>
      </div>
    );
  }
  if (attachments.data.length === 0) return <p>{t('attachments.none')}</p>;
  return <AttachmentList attachments={attachments.data} />;
}

/** Thumbnails and file tiles, as a list (also used for the files of a message). */
export function AttachmentList({
  attachments,
  compact = false,
}: {
  attachments: readonly Attachment[];
  compact?: boolean;
}) {
  const { t } = useTranslation('arcs');
  if (attachments.length === 0) return null;
  return (
    <ul
      aria-label={t('attachments.listLabel')}
      className={
        compact
          ? 'flex flex-wrap gap-2'
          : 'grid grid-cols-[repeat(auto-fill,minmax(9rem,1fr))] gap-3'
      }
    >
      {attachments.map((attachment) => (
        <li key={attachment.id} className="min-w-0">
          {attachment.isImage ? (
            <ImageTile attachment={attachment} compact={compact} />
          ) : (
            <FileTile attachment={attachment} />
          )}
        </li>
      ))}
    </ul>
  );
}

const TILE = 'flex h-full flex-col gap-1 rounded-md border border-line bg-surface p-2 text-sm';

function Caption({ attachment }: { attachment: Attachment }) {
  const { i18n } = useTranslation('arcs');
  return (
    <span className="flex min-w-0 flex-col">
      <span className="font-medium [overflow-wrap:anywhere]">{attachment.fileName}</span>
      <span className="text-ink-muted">{formatFileSize(attachment.size, i18n.language)}</span>
    </span>
  );
}

function ImageTile({ attachment, compact }: { attachment: Attachment; compact: boolean }) {
  const { t } = useTranslation('arcs');
  const file = useAttachmentImage(attachment.id);
  const [broken, setBroken] = useState(false);
  const blob = file.data;
  const type = blob && isPreviewable(blob.type) ? blob.type : attachment.contentType;
  const previewable = blob !== undefined && isPreviewable(type) && !broken;
  const thumb = compact ? 'size-16' : 'aspect-square w-full';

  if (file.isError) {
    return (
      <div className={TILE}>
        <ImageOff aria-hidden="true" className="size-6 text-ink-muted" />
        <Caption attachment={attachment} />
        <p role="alert" className="text-danger">
          {t('attachments.previewFailed')}
        </p>
        <Button variant="secondary" onClick={() => void file.refetch()}>
          {t('retry')}
        </Button>
      </div>
    );
  }
  if (!blob) {
    return (
      <div className={TILE}>
        <div className={`${thumb} animate-pulse rounded bg-surface-muted`} />
        <Caption attachment={attachment} />
        <span className="sr-only" role="status">
          {t('attachments.previewLoading', { name: attachment.fileName })}
        </span>
      </div>
    );
  }

  return (
    <Dialog>
      <div className={TILE}>
        <DialogTrigger asChild>
          <button
            type="button"
            aria-label={t('attachments.open', { name: attachment.fileName })}
            className="flex min-h-11 items-center justify-center overflow-hidden rounded bg-surface-muted"
          >
            {previewable ? (
              <BlobImage
                blob={blob}
                type={type}
                className={`${thumb} object-cover`}
                onBroken={() => setBroken(true)}
              />
            ) : (
              <span className={`${thumb} flex items-center justify-center`}>
                <ImageOff aria-hidden="true" className="size-6 text-ink-muted" />
              </span>
            )}
          </button>
        </DialogTrigger>
        <Caption attachment={attachment} />
      </div>
      <DialogContent
        shape="xl"
        title={attachment.fileName}
        description={t('attachments.fullSize', { name: attachment.fileName })}
        descriptionHidden
        closeLabel={t('attachments.close')}
      >
        <div className="mt-3 flex flex-col gap-3">
          {previewable ? (
            <BlobImage
              blob={blob}
              type={type}
              className="mx-auto max-h-[75dvh] w-auto max-w-full object-contain"
              onBroken={() => setBroken(true)}
            />
          ) : (
            <p>{t('attachments.notViewable')}</p>
          )}
          <DialogActions>
            <Button variant="secondary" onClick={() => saveFile(blob, attachment.fileName)}>
              <Download aria-hidden="true" className="size-4" />
              {isolate((v) => t('attachments.download', v), { name: attachment.fileName })}
            </Button>
          </DialogActions>
        </div>
      </DialogContent>
    </Dialog>
  );
}

function FileTile({ attachment }: { attachment: Attachment }) {
  const { t } = useTranslation('arcs');
  const download = useAttachmentDownload();
  const flight = useSingleFlight();
  const start = () => {
    if (flight.isBusy()) return;
    flight.mutate(
      download,
      { id: attachment.id, name: attachment.fileName },
      {
        onSuccess: (blob) => saveFile(blob, attachment.fileName),
      },
    );
  };
  return (
    <div className={TILE}>
      <FileText aria-hidden="true" className="size-6 text-ink-muted" />
      <Caption attachment={attachment} />
      <Button
        variant="secondary"
        onClick={start}
        disabled={download.isPending}
        aria-label={t('attachments.download', { name: attachment.fileName })}
        className="mt-auto px-2"
      >
        <Download aria-hidden="true" className="size-4" />
        {download.isPending ? t('attachments.downloading') : t('attachments.downloadShort')}
      </Button>
      <div role="alert" className="text-danger empty:sr-only">
        {download.isError ? <p>{t('attachments.downloadFailed')}</p> : null}
      </div>
    </div>
  );
}
