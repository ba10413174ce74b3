import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { formatFileSize } from '@/lib/file-size';
import { uploadPercent, type FileUploadStatus } from '@/lib/upload-progress';

interface FileUploadProgressProps {
  name: string;
  /** The file's size in bytes. */
  size: number;
  status: FileUploadStatus;
  /** Bytes of this file sent so far. */
  loaded: number;
  /** Why a failed file failed, said after its state. */
  reason?: string | null | undefined;
  /** What the person can do with the file (remove it), beside it. */
  action?: ReactNode;
}

/**
 * One file of an upload, the same wherever files are uploaded: its name and size, its own
 * progress bar (named for the file) and its state in words.
 */
export function FileUploadProgress({
  name,
  size,
  status,
  loaded,
  reason,
  action,
}: FileUploadProgressProps) {
  const { t, i18n } = useTranslation('common');
  const percent = uploadPercent(status, loaded, size);
  return (
    <div className="flex items-start gap-2">
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap justify-between gap-x-3 text-sm">
          <bdi className="font-medium [overflow-wrap:anywhere]">{name}</bdi>
          <span className="text-ink-muted">{formatFileSize(size, i18n.language)}</span>
        </p>
        <progress
          max={100}
          value={percent}
          aria-label={t('upload.progress', { name })}
          className="mt-1 h-2 w-full accent-brand"
        />
        <p className={cn('text-sm', status === 'failed' ? 'text-danger' : 'text-ink-muted')}>
          {t(`upload.state.${status}`, { percent })}
          {reason ? ` — ${reason}` : null}
        </p>
      </div>
      {action}
    </div>
  );
}
