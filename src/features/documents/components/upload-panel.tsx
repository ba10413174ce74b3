import { Upload, X } from 'lucide-react';
import { useEffect, useId, useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FileUploadProgress } from '@/components/file-upload-progress';
import { Button } from '@/components/ui/button';
import { isAbortError, isApiError } from '@/lib/api/api-error';
import { cn } from '@/lib/cn';
import { uploadDocumentFile, useRefreshLibrary } from '../api/documents-api';
import { describeProblem, type Problem } from '@/lib/api/problem';
import { formatFileSize } from '@/lib/file-size';
import { useSingleFlight } from '@/lib/use-single-flight';
import { shownName, uploadProblem, type UploadProblem } from '@/lib/picked-files';
import { bytesPerFile, type FileUploadStatus } from '@/lib/upload-progress';
import { isolate } from '@/lib/isolate';

interface UploadItem {
  key: number;
  file: File;
  status: FileUploadStatus;
  /** Bytes of the request sent, of `total` (the file and the form around it). */
  loaded: number;
  total: number;
  failure?: Problem | undefined;
}

/** A picked file refused before upload, with why. */
interface RefusedUpload {
  file: File;
  problem: UploadProblem;
}

interface UploadPanelProps {
  id?: string;
  associationId: number;
  /** The folder the files go into; 0 for the root. */
  folderId: number;
  folderName: string;
  maxUploadBytes: number;
  onClose: () => void;
  /** After a round of uploads: how many files the service took. */
  onUploaded: (count: number) => void;
}

/**
 * Issue 9 item 3: several files by picker or drag and drop, each with its own progress bar. A
 * file over the configured maximum, an empty one, a name too long or with control or
 * bidirectional characters, and web pages, SVG, scripts or programs are refused before upload, by
 * name (issue 23); a failed upload keeps its files for a retry. The "Choose files" button is the
 * keyboard way to everything drag and drop does.
 */
export function UploadPanel(props: UploadPanelProps) {
  const { associationId, folderId, folderName, maxUploadBytes } = props;
  const { t, i18n } = useTranslation('documents');
  const headingId = useId();
  const [items, setItems] = useState<UploadItem[]>([]);
  const [refused, setRefused] = useState<RefusedUpload[]>([]);
  const [noneChosen, setNoneChosen] = useState(false);
  const [failed, setFailed] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [dragging, setDragging] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const nextKey = useRef(1);
  const flight = useSingleFlight();
  const abort = useRef<AbortController | null>(null);
  const refresh = useRefreshLibrary(associationId);
  const limit = formatFileSize(maxUploadBytes, i18n.language);

  // Leaving the page (or closing the panel) stops an upload in flight.
  useEffect(
    () => () => {
      abort.current?.abort();
    },
    [],
  );

  const update = (key: number, patch: Partial<UploadItem>) => {
    setItems((current) => current.map((item) => (item.key === key ? { ...item, ...patch } : item)));
  };

  const addFiles = (files: readonly File[]) => {
    if (files.length === 0) return;
    const accepted: File[] = [];
    const refusedNow: RefusedUpload[] = [];
    for (const file of files) {
      const problem = uploadProblem(file, maxUploadBytes);
      if (problem) refusedNow.push({ file, problem });
      else accepted.push(file);
    }
    setRefused(refusedNow);
    setNoneChosen(false);
    setFailed(false);
    setItems((current) => [
      ...current,
      ...accepted.map((file) => ({
        key: nextKey.current++,
        file,
        status: 'ready' as const,
        loaded: 0,
        total: file.size,
      })),
    ]);
  };

  const waiting = items.filter((item) => item.status === 'ready' || item.status === 'failed');

  const start = async () => {
    // One round of uploads at a time, however often the button is pressed.
    if (flight.isBusy()) return;
    if (waiting.length === 0) {
      setNoneChosen(true);
      return;
    }
    await flight.run(async () => {
      setUploading(true);
      setNoneChosen(false);
      setFailed(false);
      const controller = new AbortController();
      abort.current = controller;
      let uploaded = 0;
      let failures = 0;
      for (const item of waiting) {
        if (controller.signal.aborted) break;
        update(item.key, { status: 'uploading', loaded: 0, failure: undefined });
        try {
          await uploadDocumentFile(associationId, folderId, item.file, {
            signal: controller.signal,
            onProgress: ({ loaded, total }) => {
              update(item.key, { loaded, total: total ?? item.file.size });
            },
          });
          update(item.key, { status: 'done' });
          uploaded += 1;
        } catch (error) {
          if (isAbortError(error)) {
            update(item.key, { status: 'ready', loaded: 0 });
            break;
          }
          failures += 1;
          update(item.key, { status: 'failed', failure: describeProblem(error) });
          // Signed out: the session is over, the rest would fail the same way.
          if (isApiError(error) && error.status === 401) break;
        }
      }
      abort.current = null;
      setUploading(false);
      if (failures > 0) setFailed(true);
      if (uploaded > 0) {
        props.onUploaded(uploaded);
        void refresh();
      }
    });
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    if (uploading) return;
    addFiles(Array.from(event.dataTransfer.files));
  };

  const reasonOf = (failure: Problem | undefined): string | null => {
    if (!failure) return null;
    if (failure.kind === 'conflict') return t('upload.reasons.nameExists');
    if (failure.kind === 'notFound') return t('upload.reasons.gone');
    if (failure.kind === 'tooLarge' && failure.detail) return failure.detail;
    return null;
  };

  return (
    <section
      id={props.id}
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-lg border border-line bg-surface p-4"
    >
      <div className="flex items-start justify-between gap-2">
        <h2 id={headingId} className="text-lg font-semibold [overflow-wrap:anywhere]">
          {isolate((v) => t('upload.title', v), { folder: folderName })}
        </h2>
        <button
          type="button"
          onClick={props.onClose}
          disabled={uploading}
          aria-label={t('upload.close')}
          className="flex min-h-11 min-w-11 shrink-0 items-center justify-center rounded-md hover:bg-surface-muted disabled:opacity-60"
        >
          <X aria-hidden="true" className="size-5" />
        </button>
      </div>
      {/* Drag and drop is a pointer shortcut; "Choose files" inside does the same by keyboard. */}
      {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions -- see above */}
      <div
        onDragEnter={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragOver={(event) => {
          event.preventDefault();
          event.dataTransfer.dropEffect = uploading ? 'none' : 'copy';
        }}
        onDragLeave={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
        }}
        onDrop={onDrop}
        data-testid="upload-drop-zone"
        className={cn(
          'flex flex-col items-center gap-2 rounded-md border-2 border-dashed border-line p-5 text-center',
          dragging && 'border-brand bg-surface-muted',
        )}
      >
        <Upload aria-hidden="true" className="size-6 text-ink-muted" />
        <p>{t('upload.dropHint')}</p>
        <Button variant="secondary" onClick={() => input.current?.click()} disabled={uploading}>
          {items.length > 0 ? t('upload.chooseMore') : t('upload.choose')}
        </Button>
        <p className="text-sm text-ink-muted">{t('upload.limit', { limit })}</p>
        <input
          ref={input}
          type="file"
          multiple
          hidden
          onChange={(event) => {
            addFiles(Array.from(event.target.files ?? []));
            // The same file can be chosen again after a removal.
            event.target.value = '';
          }}
        />
      </div>
      <div role="alert" className="flex flex-col gap-1 text-sm text-danger empty:sr-only">
        {refused.map(({ file, problem }, index) => (
          <p key={`${file.name}-${index}`} className="[overflow-wrap:anywhere]">
            {t(`upload.refused.${problem}`, { name: shownName(file.name), limit })}
          </p>
        ))}
        {noneChosen ? <p>{t('upload.none')}</p> : null}
        {failed ? <p>{t('upload.failed')}</p> : null}
      </div>
      {items.length > 0 ? (
        <ul aria-label={t('upload.selected')} className="flex flex-col gap-3">
          {items.map((item) => (
            <li key={item.key}>
              <FileUploadProgress
                name={item.file.name}
                size={item.file.size}
                status={item.status}
                loaded={bytesPerFile([item.file.size], item.loaded, item.total)[0] ?? 0}
                reason={reasonOf(item.failure)}
                action={
                  item.status === 'ready' || item.status === 'failed' ? (
                    <button
                      type="button"
                      onClick={() =>
                        setItems((current) => current.filter((other) => other.key !== item.key))
                      }
                      disabled={uploading}
                      aria-label={t('upload.remove', { name: item.file.name })}
                      className="flex min-h-11 min-w-11 items-center justify-center rounded-md hover:bg-surface-muted disabled:opacity-60"
                    >
                      <X aria-hidden="true" className="size-4" />
                    </button>
                  ) : null
                }
              />
            </li>
          ))}
        </ul>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => void start()} disabled={uploading} aria-disabled={uploading}>
          {uploading
            ? t('upload.uploading')
            : failed
              ? t('upload.retry')
              : waiting.length > 0
                ? t('upload.submit', { count: waiting.length })
                : t('upload.submitNone')}
        </Button>
        {uploading ? (
          <Button variant="secondary" onClick={() => abort.current?.abort()}>
            {t('upload.cancel')}
          </Button>
        ) : null}
      </div>
    </section>
  );
}
