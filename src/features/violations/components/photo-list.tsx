import { ImageOff } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BlobImage } from '@/components/blob-image';
import { formatFileSize } from '@/lib/file-size';
import { useViolationPhoto, type Attachment } from '../api/violations-api';

/** The photos of a notice or an answer: each as a thumbnail with its name (the image's text). */
export function PhotoList({ photos, label }: { photos: readonly Attachment[]; label: string }) {
  if (photos.length === 0) return null;
  return (
    <ul aria-label={label} className="grid grid-cols-[repeat(auto-fill,minmax(8rem,1fr))] gap-3">
      {photos.map((photo) => (
        <li key={photo.id} className="min-w-0">
          <Photo photo={photo} />
        </li>
      ))}
    </ul>
  );
}

function Photo({ photo }: { photo: Attachment }) {
  const { t, i18n } = useTranslation('violations');
  const file = useViolationPhoto(photo.id);
  const [broken, setBroken] = useState(false);
  const shown = photo.isImage && file.data && !broken;
  return (
    <figure className="flex flex-col gap-1 rounded-md border border-line bg-surface p-2 text-sm">
      <div className="flex aspect-square w-full items-center justify-center overflow-hidden rounded bg-surface-muted">
        {shown ? (
          <BlobImage
            blob={file.data}
            type={photo.contentType}
            className="size-full object-cover"
            onBroken={() => setBroken(true)}
          />
        ) : file.isPending && photo.isImage ? (
          <span className="sr-only">{t('photos.loading', { name: photo.fileName })}</span>
        ) : (
          <ImageOff aria-hidden="true" className="size-6 text-ink-muted" />
        )}
      </div>
      <figcaption className="flex min-w-0 flex-col">
        <span className="font-medium [overflow-wrap:anywhere]">{photo.fileName}</span>
        <span className="text-ink-muted">{formatFileSize(photo.size, i18n.language)}</span>
        {file.isError ? <span className="text-danger">{t('photos.failed')}</span> : null}
      </figcaption>
    </figure>
  );
}
